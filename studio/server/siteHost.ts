import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deployHostFrom } from '#scripts/build/hostFiles';
import { DEPLOY_HOSTS, hostSplitsVariants, type DeployHost } from '#scripts/hosting/deployTargets';
import { readPublishConfig } from '#scripts/publish/config';
import type { SiteHost } from '../shared/apiTypes';

/**
 * The host that serves the site the studio publishes, so the studio can say whether an A/B test reaches the
 * visitors (only nginx splits them: scripts/hosting/deployTargets.ts). A publish to a folder builds here, for the host
 * this process's environment names (as `npm run build` does: nginx unless a CDN's build variable is set); a publish
 * by git push is built by the host's CI, which the rebuild workflow names once in DEPLOY_HOST. Without a readable
 * publish.config.json the host is unknown.
 */

/** The workflow that builds a pushed site, and its line naming the host (.github/workflows/rebuild.yml). */
const REBUILD_WORKFLOW = '.github/workflows/rebuild.yml';
const DEPLOY_HOST_LINE = /^\s*DEPLOY_HOST:\s*['"]?([a-z]+)['"]?\s*(?:#.*)?$/m;

function workflowHost(root: string): DeployHost | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(root, REBUILD_WORKFLOW), 'utf8');
  } catch {
    return undefined;
  }
  const named = DEPLOY_HOST_LINE.exec(text)?.[1];
  return DEPLOY_HOSTS.find((host) => host === named);
}

export function siteHostOf(root: string, env: NodeJS.ProcessEnv = process.env): SiteHost {
  let host: DeployHost | undefined;
  try {
    const config = readPublishConfig(root, env);
    host = config.target === 'directory' ? deployHostFrom(undefined, env) : workflowHost(root);
  } catch {
    // No publish configuration (or a broken one, which publishing reports): where the site runs is not known here.
    host = undefined;
  }
  return host ? { host, splitsVariants: hostSplitsVariants(host) } : { splitsVariants: false };
}
