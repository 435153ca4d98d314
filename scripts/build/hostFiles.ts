import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEPLOY_HOSTS, hostConfigFiles, type DeployHost } from '../hosting/deployTargets';
import type { OutputStep } from './buildContext';
import { BuildError } from './buildError';

/**
 * The host a build is for: `--host <name>`, else the CI the build runs on (Netlify, Cloudflare Pages
 * and Vercel each set a variable), else nginx, the recommended deployment.
 */
export function deployHostFrom(named: string | undefined, env: NodeJS.ProcessEnv): DeployHost {
  if (named !== undefined) {
    if (!DEPLOY_HOSTS.includes(named as DeployHost)) {
      throw new BuildError(`--host „${named}“ ist unbekannt; erlaubt sind ${DEPLOY_HOSTS.join(', ')}`);
    }
    return named as DeployHost;
  }
  if (env.NETLIFY === 'true') return 'netlify';
  if (env.CF_PAGES === '1') return 'cloudflare';
  if (env.VERCEL === '1') return 'vercel';
  return 'nginx';
}

/** Writes the configuration files of the host the build is for (scripts/hosting/deployTargets.ts makes them). */
export const writeHostFiles: OutputStep = async ({ content, stagingDir, host }) => {
  for (const [file, text] of Object.entries(hostConfigFiles(content, host))) await writeFile(path.join(stagingDir, file), text);
};
