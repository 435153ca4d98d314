import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteHostOf } from './siteHost';

/** Which host the studio names for the published site, and whether an A/B test reaches its visitors. */
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function project(config?: object, workflow?: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'host-'));
  roots.push(root);
  if (config) writeFileSync(path.join(root, 'publish.config.json'), JSON.stringify(config));
  if (workflow) {
    mkdirSync(path.join(root, '.github/workflows'), { recursive: true });
    writeFileSync(path.join(root, '.github/workflows/rebuild.yml'), workflow);
  }
  return root;
}

const folder = { target: 'directory', directory: '/srv/site' };
const pushed = { target: 'git', remote: 'origin', branch: 'main' };
const workflow = (host: string) => `jobs:\n  rebuild:\n    env:\n      # netlify or vercel\n      DEPLOY_HOST: ${host}\n`;

describe('the host of the published site', () => {
  it('is nginx for a publish to a folder, which splits the visitors; a CDN’s build variable names that CDN', () => {
    expect(siteHostOf(project(folder), {})).toEqual({ host: 'nginx', splitsVariants: true });
    expect(siteHostOf(project(folder), { NETLIFY: 'true' })).toEqual({ host: 'netlify', splitsVariants: false });
  });

  it('is the rebuild workflow’s DEPLOY_HOST for a publish by git push, which never splits', () => {
    expect(siteHostOf(project(pushed, workflow('vercel')), {})).toEqual({ host: 'vercel', splitsVariants: false });
    expect(siteHostOf(project(pushed, workflow('netlify')), {})).toEqual({ host: 'netlify', splitsVariants: false });
  });

  it('is unknown without a publish configuration, a workflow, or with a host no build knows', () => {
    expect(siteHostOf(project(), {})).toEqual({ splitsVariants: false });
    expect(siteHostOf(project(pushed), {})).toEqual({ splitsVariants: false });
    expect(siteHostOf(project(pushed, workflow('heroku')), {})).toEqual({ splitsVariants: false });
  });
});
