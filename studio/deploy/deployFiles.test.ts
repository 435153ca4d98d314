import { describe, expect, it } from 'vitest';
import { DEFAULT_VISITS_LOG } from '#scripts/hosting/visitLog';
import type { HostedConfig } from '../server/auth/config';
import {
  NGINX_FILE,
  proxyProblem,
  SCHEDULED_SERVICE_FILE,
  SCHEDULED_TIMER_FILE,
  SITE_RELOAD_PATH_FILE,
  SITE_RELOAD_SERVICE_FILE,
  studioDeployFiles,
  UNIT_FILE,
} from './deployFiles';
import { uploadLimit } from './nginxStudio';
import { HEALTH_PATH } from '../server/health';

const config = (changes: Partial<HostedConfig> = {}): HostedConfig => ({
  origin: 'https://studio.example.de',
  listenHost: '127.0.0.1',
  trustedProxies: ['127.0.0.1', '::1'],
  dataDir: '/var/lib/editionen-studio',
  sessionIdleMinutes: 30,
  sessionMaxHours: 10,
  loginAttemptsPerAccount: 5,
  loginAttemptsPerAddress: 20,
  loginLockMinutes: 15,
  selfApproval: false,
  notifications: { salesGapDays: 14, refusedPerHour: 20 },
  file: '/etc/editionen-studio.json',
  ...changes,
});

describe('the deploy files of the hosted studio', () => {
  it('take a configuration for behind nginx on this machine', () => {
    expect(proxyProblem(config())).toBeUndefined();
    expect(proxyProblem(config({ listenHost: '::1' }))).toBeUndefined();
  });

  it.each([
    [{ tls: { cert: '/c.pem', key: '/k.pem' } }, '/etc/editionen-studio.json → tls: Hinter nginx macht nginx das HTTPS'],
    [{ listenHost: '0.0.0.0' }, '/etc/editionen-studio.json → listenHost: erwartet eine Adresse dieses Rechners'],
    [{ trustedProxies: ['::1'] }, '/etc/editionen-studio.json → trustedProxies: erwartet „127.0.0.1“'],
  ])('refuse %j, naming file and field', (changes, message) => {
    expect(proxyProblem(config(changes))).toContain(message);
  });

  it('proxy to the configured loopback address and port, with the name from the origin', () => {
    const nginx = studioDeployFiles(config({ listenHost: '::1' }), { project: '/srv/e', port: 5180, user: 'studio', visitsLog: DEFAULT_VISITS_LOG })[
      NGINX_FILE
    ];
    expect(nginx).toContain('proxy_pass http://[::1]:5180;');
    expect(nginx).toContain('server_name studio.example.de;');
    expect(nginx).toContain('return 301 https://studio.example.de$request_uri;');
    expect(nginx).not.toMatch(/\$proxy_add_x_forwarded_for\b/);
    expect(nginx).toContain(`client_max_body_size ${uploadLimit()};`);
    expect(uploadLimit()).toBe('15m');
  });

  it('serve only the origin’s host name, and pass its Host on as the client sent it, for the studio’s own check', () => {
    const nginx = studioDeployFiles(config(), { project: '/srv/e', port: 5180, user: 'studio', visitsLog: DEFAULT_VISITS_LOG })[NGINX_FILE];
    expect(nginx).toContain('  if ($host != "studio.example.de") {\n    return 421;\n  }');
    expect(nginx).toContain('    proxy_set_header Host $http_host;');
    expect(nginx.match(/proxy_set_header Host /g)).toHaveLength(1);
  });

  it('listen on the origin’s port, where the plain-HTTP redirect sends everyone', () => {
    const nginx = studioDeployFiles(config({ origin: 'https://studio.example.de:4343' }), {
      project: '/srv/e',
      port: 5180,
      user: 'studio',
      visitsLog: DEFAULT_VISITS_LOG,
    })[NGINX_FILE];
    expect(nginx).toContain('  listen 4343 ssl http2;\n  listen [::]:4343 ssl http2;');
    expect(nginx).not.toMatch(/listen (\[::\]:)?443 /);
    expect(nginx).toContain('return 301 https://studio.example.de:4343$request_uri;');
    const standard = studioDeployFiles(config(), { project: '/srv/e', port: 5180, user: 'studio', visitsLog: DEFAULT_VISITS_LOG })[NGINX_FILE];
    expect(standard).toContain('  listen 443 ssl http2;\n  listen [::]:443 ssl http2;');
  });

  it('let the unit write to a publish folder outside the checkout, and to none twice', () => {
    const unit = (publishDir?: string) =>
      studioDeployFiles(config(), { project: '/srv/e', port: 5173, user: 'studio', publishDir, visitsLog: DEFAULT_VISITS_LOG })[UNIT_FILE];
    expect(unit('/var/www/site')).toContain('ReadWritePaths=/srv/e /var/lib/editionen-studio /var/www/site\n');
    expect(unit('/srv/e/.live')).toContain('ReadWritePaths=/srv/e /var/lib/editionen-studio\n');
    expect(unit()).toContain('User=studio\n');
  });

  it('run the scheduled go-live with the studio’s configuration from a timer after midnight in Germany', () => {
    const files = studioDeployFiles(config(), { project: '/srv/e', port: 5173, user: 'studio', publishDir: '/var/www/site', visitsLog: DEFAULT_VISITS_LOG });
    expect(files[SCHEDULED_SERVICE_FILE]).toContain('ExecStart=/usr/bin/npm run studio:scheduled -- --config /etc/editionen-studio.json\n');
    // The visits first, and a log line it cannot read never holds up the go-live.
    expect(files[SCHEDULED_SERVICE_FILE]).toContain(
      `ExecStart=-/usr/bin/npm run studio:visits -- --config /etc/editionen-studio.json --log ${DEFAULT_VISITS_LOG}\nExecStart=/usr/bin/npm run studio:scheduled`,
    );
    expect(files[SCHEDULED_SERVICE_FILE]).toContain('SupplementaryGroups=adm\n');
    expect(files[SCHEDULED_SERVICE_FILE]).toContain('WorkingDirectory=/srv/e\n');
    expect(files[SCHEDULED_SERVICE_FILE]).toContain('ReadWritePaths=/srv/e /var/lib/editionen-studio /var/www/site\n');
    expect(files[SCHEDULED_TIMER_FILE]).toContain('OnCalendar=*-*-* 00:02:00 Europe/Berlin\n');
    expect(files[SCHEDULED_TIMER_FILE]).toContain('Persistent=true\n');
  });

  it('count the visits from the log the site’s build names, and publish sites that write that log', () => {
    const files = (visitsLog: string | undefined) =>
      studioDeployFiles(config(), { project: '/srv/e', port: 5173, user: 'studio', publishDir: '/var/www/site', visitsLog });
    const elsewhere = files('/srv/logs/besuche.log');
    expect(elsewhere[SCHEDULED_SERVICE_FILE]).toContain('npm run studio:visits -- --config /etc/editionen-studio.json --log /srv/logs/besuche.log\n');
    // The studio and the timer build the site when they publish: with the same log, so what they put live is counted.
    for (const unit of [UNIT_FILE, SCHEDULED_SERVICE_FILE]) expect(elsewhere[unit]).toContain('Environment=NGINX_VISITS_LOG=/srv/logs/besuche.log\n');
    // A site built with NGINX_VISITS_LOG=off logs none: no count, no reading of nginx's logs, and the builds stay without.
    const none = files(undefined);
    expect(none[SCHEDULED_SERVICE_FILE]).not.toContain('studio:visits');
    expect(none[SCHEDULED_SERVICE_FILE]).not.toContain('SupplementaryGroups=adm');
    for (const unit of [UNIT_FILE, SCHEDULED_SERVICE_FILE]) expect(none[unit]).toContain('Environment=NGINX_VISITS_LOG=off\n');
  });

  it('pass the health answer for monitors on without a session, and explain no Vite or dev server the built studio has not', () => {
    const nginx = studioDeployFiles(config(), { project: '/srv/e', port: 5180, user: 'studio', visitsLog: DEFAULT_VISITS_LOG })[NGINX_FILE];
    expect(nginx).toContain(`  location = ${HEALTH_PATH} {\n    proxy_pass http://127.0.0.1:5180;\n`);
    expect(nginx).not.toMatch(/Vite|dev server|reload/i);
  });

  it('reload nginx as root when the live release in the publish folder switches, and only with a publish folder', () => {
    const files = studioDeployFiles(config(), { project: '/srv/e', port: 5173, user: 'studio', publishDir: '/var/www/site', visitsLog: DEFAULT_VISITS_LOG });
    expect(files[SITE_RELOAD_PATH_FILE]).toContain('[Path]\nPathChanged=/var/www/site\nUnit=editionen-website-neu-laden.service\n');
    expect(files[SITE_RELOAD_SERVICE_FILE]).toContain('ExecStart=/usr/sbin/nginx -t -q\nExecStart=/usr/bin/systemctl reload nginx.service\n');
    // Root's, not the studio's: the studio's own unit keeps its account and gains no right.
    expect(files[SITE_RELOAD_SERVICE_FILE]).not.toContain('User=');
    expect(files[UNIT_FILE]).toContain('NoNewPrivileges=yes');
    // The publishes of both units build the release's nginx.conf for the live release's folder, which nginx includes.
    for (const unit of [UNIT_FILE, SCHEDULED_SERVICE_FILE]) expect(files[unit]).toContain('\nEnvironment=NGINX_ROOT=/var/www/site/current\n');
    const git = studioDeployFiles(config(), { project: '/srv/e', port: 5173, user: 'studio', visitsLog: DEFAULT_VISITS_LOG });
    expect(Object.keys(git)).not.toContain(SITE_RELOAD_PATH_FILE);
    expect(git[UNIT_FILE]).not.toContain('NGINX_ROOT');
  });
});
