import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOY_HOSTS } from '../scripts/hosting/deployTargets';
import { projectRoot } from './helpers/content';

/**
 * The scheduled rebuild (.github/workflows/rebuild.yml) deploys what it builds: the build must be made for
 * the host it is deployed to, or the host publishes the site without its security headers (an nginx build
 * on Netlify has no _headers). Read as text: the workflow names its host once, in DEPLOY_HOST.
 */
const workflow = readFileSync(path.join(projectRoot, '.github/workflows/rebuild.yml'), 'utf8');
/** The lines that run, without comments. */
const active = workflow
  .split('\n')
  .filter((line) => !/^\s*#/.test(line))
  .join('\n');

describe('the scheduled rebuild', () => {
  const host = /^\s+DEPLOY_HOST:\s*(\S+)\s*$/m.exec(active)?.[1];

  it('names a host that gets its own configuration files', () => {
    expect(DEPLOY_HOSTS).toContain(host);
    expect(host).not.toBe('nginx');
  });

  it('builds for that host', () => {
    const builds = [...active.matchAll(/npm run build\b.*$/gm)].map((match) => match[0]);
    expect(builds.length).toBeGreaterThan(0);
    for (const build of builds) expect(build).toMatch(/--host "\$DEPLOY_HOST"/);
  });

  it('checks the host files before deploying, and deploys only with the step of that host', () => {
    expect(active).toMatch(/name: Check the host configuration/);
    const deploySteps = [...active.matchAll(/- name: Deploy to (\w+)\n\s+if: (.+)$/gm)];
    expect(deploySteps.map((step) => step[1].toLowerCase())).toContain(host);
    for (const [, target, condition] of deploySteps) {
      expect(condition).toContain(`env.DEPLOY_HOST == '${target.toLowerCase()}'`);
      expect(condition).toContain("inputs.today == ''");
    }
    // The check runs before any deploy step.
    expect(active.indexOf('Check the host configuration')).toBeLessThan(active.indexOf('- name: Deploy to'));
  });

  it('runs each deploy tool at an exact version, also in the steps left commented out, since they get the deploy token', () => {
    const tools = [...workflow.matchAll(/\bnpx\s+(?:--yes\s+|-y\s+)*(\S+)/g)].map((match) => match[1]);
    expect(tools.some((tool) => tool.startsWith('netlify-cli'))).toBe(true);
    for (const tool of tools) expect(tool).toMatch(/^(?:@[a-z0-9-]+\/)?[a-z0-9][a-z0-9.-]*@\d+\.\d+\.\d+$/);
  });
});
