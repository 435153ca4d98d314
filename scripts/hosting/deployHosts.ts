/** The hosts a build can be made for; each gets its own configuration files (deployTargets.ts). */
export const DEPLOY_HOSTS = ['nginx', 'netlify', 'cloudflare', 'vercel'] as const;
export type DeployHost = (typeof DEPLOY_HOSTS)[number];
