import path from 'node:path';
import type { HostedConfig } from '../server/auth/config';
import { studioNginxConfig } from './nginxStudio';
import { SCHEDULED_TIMER, SCHEDULED_UNIT, scheduledService } from './scheduledUnits';
import { SITE_RELOAD_UNIT, siteReloadPath, siteReloadService } from './siteReload';
import { STUDIO_UNIT, studioSystemdUnit } from './systemdUnit';

/**
 * The files `npm run studio:deploy-files` writes, by name: nginx's server blocks, the studio's systemd unit, the
 * scheduled go-live's timer and, when the studio publishes to a folder nginx serves, the units that reload nginx
 * when the live release switches.
 */

export const NGINX_FILE = `${STUDIO_UNIT}.nginx.conf`;
export const UNIT_FILE = `${STUDIO_UNIT}.service`;
export const SCHEDULED_SERVICE_FILE = `${SCHEDULED_UNIT}.service`;
export const SCHEDULED_TIMER_FILE = `${SCHEDULED_UNIT}.timer`;
export const SITE_RELOAD_PATH_FILE = `${SITE_RELOAD_UNIT}.path`;
export const SITE_RELOAD_SERVICE_FILE = `${SITE_RELOAD_UNIT}.service`;

export interface DeployFileOptions {
  project: string;
  port: number;
  user: string;
  publishDir?: string;
  /** The visits log the site's nginx configuration writes (siteVisitsLog of the build's environment); none for `off`. */
  visitsLog: string | undefined;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1)$/;

/** Why this configuration cannot run behind nginx on the same machine, in German; undefined when it can. */
export function proxyProblem(config: HostedConfig): string | undefined {
  const shown = config.file;
  if (config.tls) return `${shown} → tls: Hinter nginx macht nginx das HTTPS; bitte „tls“ weglassen.`;
  if (!LOOPBACK.test(config.listenHost))
    return `${shown} → listenHost: erwartet eine Adresse dieses Rechners (127.0.0.1 oder ::1), damit nur nginx das Studio erreicht.`;
  if (!config.trustedProxies.includes(config.listenHost))
    return `${shown} → trustedProxies: erwartet „${config.listenHost}“ (von dort kommt nginx), sonst gilt jede Anfrage als unverschlüsselt.`;
  return undefined;
}

export function studioDeployFiles(config: HostedConfig, options: DeployFileOptions): Record<string, string> {
  const { hostname, port } = new URL(config.origin);
  const configFile = path.resolve(config.file);
  // nginx listens on the origin's port (443 unless it names another), where its redirect sends everyone.
  const httpsPort = port || '443';
  return {
    [NGINX_FILE]: studioNginxConfig({
      origin: config.origin,
      upstream: { host: config.listenHost, port: options.port },
      listen: [httpsPort, `[::]:${httpsPort}`],
      httpListen: ['80', '[::]:80'],
      certificate: `/etc/letsencrypt/live/${hostname}/fullchain.pem`,
      key: `/etc/letsencrypt/live/${hostname}/privkey.pem`,
      acmeRoot: '/var/www/letsencrypt',
    }),
    [UNIT_FILE]: studioSystemdUnit({
      user: options.user,
      project: options.project,
      configFile,
      port: options.port,
      dataDir: config.dataDir,
      publishDir: options.publishDir,
      visitsLog: options.visitsLog,
    }),
    [SCHEDULED_SERVICE_FILE]: scheduledService({
      user: options.user,
      project: options.project,
      configFile,
      dataDir: config.dataDir,
      publishDir: options.publishDir,
      visitsLog: options.visitsLog,
    }),
    [SCHEDULED_TIMER_FILE]: SCHEDULED_TIMER,
    ...(options.publishDir
      ? { [SITE_RELOAD_PATH_FILE]: siteReloadPath(options.publishDir), [SITE_RELOAD_SERVICE_FILE]: siteReloadService(options.publishDir) }
      : {}),
  };
}
