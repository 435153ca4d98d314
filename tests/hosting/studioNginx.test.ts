import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConfig, nginxOptionsFromEnv } from '#scripts/hosting/deployTargets';
import { BROTLI_STATIC_MODULE, NGINX_PATH, nginxPrefix, runNginx } from '#scripts/hosting/nginx';
import { freePort } from '#scripts/hosting/ports';
import { studioDeployFiles, NGINX_FILE, UNIT_FILE } from '#studio/deploy/deployFiles';
import { studioNginxConfig } from '#studio/deploy/nginxStudio';
import { STUDIO_API, UPLOAD_MAX_BYTES } from '#studio/shared/apiTypes';
import { CSRF_COOKIE, CSRF_HEADER } from '#studio/shared/hosted';
import { loadHostedConfig } from '#studio/server/auth/config';
import { builtContent } from '../helpers/builtSite';
import { projectRoot } from '../helpers/content';
import { DEFAULT_VISITS_LOG } from '#scripts/hosting/visitLog';
import {
  askOverTls,
  runHostedStudio,
  signInWithForm,
  STUDIO_HOST as HOST,
  STUDIO_PASSWORD,
  browserPage,
  type HostedStudioRun,
  type TlsAnswer,
} from '../helpers/hostedStudio';
import { rawGet, rawRequest } from './rawHttp';

/**
 * The hosted studio as it runs on a server: `npm run studio -- --hosted` on a copy of the project (fixtures'
 * content), listening on loopback behind real nginx with the server blocks `npm run studio:deploy-files`
 * writes, HTTPS with a certificate made for the test under the name studio.example.de.
 */
let studio: HostedStudioRun;
let stopNginx: () => Promise<void>;
let port: number;
let httpPort: number;
let origin: string;
let certificate: { certificate: string; key: string };

beforeAll(async () => {
  // The smallest limits the configuration allows, so the address limit is reached in a few tries.
  studio = await runHostedStudio({ scratchPrefix: 'studio-nginx-', ownTls: false, settings: { loginAttemptsPerAccount: 3, loginAttemptsPerAddress: 5 } });
  ({ port, origin } = studio);
  certificate = { certificate: studio.certificate.cert, key: studio.certificate.key };
  httpPort = await freePort();

  const prefix = nginxPrefix();
  const blocks = studioNginxConfig({
    origin,
    upstream: { host: studio.config.listenHost, port: studio.studioPort },
    listen: [`127.0.0.1:${port}`],
    httpListen: [`127.0.0.1:${httpPort}`],
    ...certificate,
    acmeRoot: path.join(prefix, 'acme'),
  });
  stopNginx = await runNginx(blocks, { prefix, port });
}, 120_000);

afterAll(async () => {
  await stopNginx?.();
  await studio?.close();
});

/** A request through nginx over TLS, as curl would send it to studio.example.de. */
const ask = (route: string, options?: Parameters<typeof askOverTls>[2]) => askOverTls(port, route, options);

const cookiePairs = (answer: TlsAnswer) => ((answer.headers['set-cookie'] as string[] | undefined) ?? []).map((cookie) => cookie.split(';')[0]);

/** One try at the login form through nginx, with the header a client may add on its own. */
async function tryLogin(name: string, password: string, headers: Record<string, string> = {}): Promise<TlsAnswer> {
  const form = await ask('/studio/anmelden');
  const token = /name="csrf" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
  return ask('/studio/anmelden', {
    method: 'POST',
    headers: { Origin: origin, Cookie: cookiePairs(form).join('; '), 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ csrf: token, name, passwort: password }).toString(),
  });
}

describe('the hosted studio behind the generated nginx configuration', () => {
  it('lets Chromium sign in over HTTPS, open an edition, and write with the session’s CSRF token only', async () => {
    const { context, page, errors } = await browserPage(studio.browser);
    await signInWithForm(page, origin);
    expect((await context.cookies()).find((cookie) => cookie.name === '__Host-studio-sitzung')).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    });

    const studioPage = await page.goto(`${origin}/studio?edition=fixture-early`);
    const headers = await studioPage!.headersArray();
    const all = (name: string) => headers.filter((header) => header.name.toLowerCase() === name).map((header) => header.value);
    // The studio's own CSP, once; nginx adds no second one, and nothing is stored.
    expect(all('content-security-policy')).toHaveLength(1);
    expect(all('content-security-policy')[0]).toContain("frame-src 'self'");
    expect(all('strict-transport-security')).toEqual(['max-age=63072000; includeSubDomains']);
    expect(all('cache-control')).toEqual(['no-store']);

    const checked = await page.waitForResponse((response) => response.url().endsWith(`${STUDIO_API}/check`), { timeout: 60_000 });
    expect(checked.request().method()).toBe('POST');
    expect(checked.request().headers()[CSRF_HEADER]).toBeTruthy();
    expect(checked.status()).toBe(200);
    await page.frameLocator('iframe').locator('h1').first().waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
    // The built studio has no websocket: an upgrade that passes nginx is refused by the studio.
    const websocket = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const socket = new WebSocket(`wss://${location.host}/`);
          socket.onopen = () => resolve('offen');
          socket.onerror = () => resolve('abgelehnt');
        }),
    );
    expect(websocket).toBe('abgelehnt');

    const withoutToken = await page.evaluate(
      async (url) => (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status,
      `${STUDIO_API}/check`,
    );
    expect(withoutToken).toBe(403);
    await context.close();
  }, 180_000);

  it('answers plain HTTP with a redirect to HTTPS on the configured name, never with the studio', async () => {
    for (const hostHeader of [HOST, 'evil.example']) {
      const response = await rawGet(httpPort, '/studio?edition=fixture-early', { host: hostHeader });
      expect(response.status).toBe(301);
      expect(response.headers.location).toEqual([`${origin}/studio?edition=fixture-early`]);
      expect(response.body.toString()).not.toContain('Editions-Studio');
    }
    const post = await rawRequest(httpPort, `POST ${STUDIO_API}/save HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
    expect(post.status).toBe(301);
  });

  it('marks every private answer no-store: the login page, the studio’s data, nginx’s own refusal of a too large upload', async () => {
    expect((await ask('/studio/anmelden')).headers['cache-control']).toBe('no-store');
    const login = await tryLogin('anna', STUDIO_PASSWORD);
    expect(login.status).toBe(303);
    const editions = await ask(`${STUDIO_API}/editions`, { headers: { Cookie: cookiePairs(login).join('; ') } });
    expect(editions.status).toBe(200);
    expect(editions.body).toContain('fixture-early');
    expect(editions.headers['cache-control']).toBe('no-store');

    // One byte over the studio's limit: nginx refuses it itself, with the headers once and its own strict CSP.
    const upload = await rawRequest(
      port,
      `POST ${STUDIO_API}/images/upload HTTP/1.1\r\nHost: ${HOST}:${port}\r\nContent-Length: ${UPLOAD_MAX_BYTES + 1}\r\nConnection: close\r\n\r\n`,
      { tls: true, closeAfterSending: true },
    );
    expect(upload.status).toBe(413);
    expect(upload.headers['cache-control']).toEqual(['no-store']);
    expect(upload.headers['strict-transport-security']).toEqual(['max-age=63072000; includeSubDomains']);
    expect(upload.headers['content-security-policy']).toEqual(["default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"]);
  });

  it('answers a draft over the studio’s own limit with its German 413 through nginx, the body read away, not a broken connection', async () => {
    const login = await tryLogin('anna', STUDIO_PASSWORD);
    const cookies = cookiePairs(login);
    const csrf = cookies.find((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`))!.slice(CSRF_COOKIE.length + 1);
    // Under nginx's upload limit, over the studio's limit for a draft (1 MB).
    const draft = JSON.stringify({ key: 'fixture-early', data: { name: 'x'.repeat(1536 * 1024) } });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await ask(`${STUDIO_API}/check`, {
        method: 'POST',
        headers: { Origin: origin, Cookie: cookies.join('; '), 'Content-Type': 'application/json', [CSRF_HEADER]: csrf },
        body: draft,
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Die Anfrage ist zu groß.' });
    }
  });

  it('refuses a websocket without the studio’s own Origin before it reaches the studio', async () => {
    const upgrade = (originLine: string) =>
      rawRequest(
        port,
        `GET /?token=x HTTP/1.1\r\nHost: ${HOST}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Protocol: vite-hmr\r\n${originLine}Connection: close\r\n\r\n`,
        { tls: true },
      );
    expect((await upgrade('')).status).toBe(403);
    expect((await upgrade('Origin: https://evil.example\r\n')).status).toBe(403);
  });

  it('serves only the configured name and passes the Host on unchanged, so the studio’s own check of name and port answers too', async () => {
    const elsewhere = await ask('/studio/anmelden', { headers: { Host: 'evil.example' } });
    expect(elsewhere.status).toBe(421);
    expect(elsewhere.body).not.toContain('Editions-Studio');
    const otherPort = await ask('/studio/anmelden', { headers: { Host: `${HOST}:1` } });
    expect(otherPort.status).toBe(421);
    expect(JSON.parse(otherPort.body).message).toBe(`Das Studio antwortet nur unter ${HOST}:${port}.`);
    expect((await ask('/studio/anmelden')).status).toBe(200);
  });

  // Last: it locks this machine's address for the rest of the file.
  it('counts failed logins per address by the connection, whatever X-Forwarded-For the client sends', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const forged = `203.0.113.${attempt}`;
      statuses.push(
        (await tryLogin(`niemand${attempt}`, 'falsches-Passwort!', { 'X-Forwarded-For': forged, 'X-Real-IP': forged, Forwarded: `for=${forged}` })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await tryLogin('anna', STUDIO_PASSWORD, { 'X-Forwarded-For': '198.51.100.7' });
    expect(right.status).toBe(429);
    expect(right.body).toContain('Zu viele Versuche');
  });
});

describe('the deploy files', () => {
  const example = () => ({
    ...loadHostedConfig(path.join(projectRoot, 'deploy/studio.hosted.example.json'), '/srv/editionen'),
    file: '/etc/editionen-studio.json',
  });
  const files = () =>
    studioDeployFiles(example(), { project: '/srv/editionen', port: 5173, user: 'editionen', publishDir: '/var/www/site', visitsLog: DEFAULT_VISITS_LOG });

  it('in deploy/studio/ are what npm run studio:deploy-files writes for the example configuration', () => {
    for (const [name, text] of Object.entries(files())) expect(readFileSync(path.join(projectRoot, 'deploy/studio', name), 'utf8'), name).toBe(text);
  });

  it('the nginx blocks pass nginx -t once a certificate exists at the Let’s Encrypt paths, also beside the site’s', () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-t-'));
    const conf = files()
      [NGINX_FILE].replaceAll(`/etc/letsencrypt/live/${HOST}/fullchain.pem`, certificate.certificate)
      .replaceAll(`/etc/letsencrypt/live/${HOST}/privkey.pem`, certificate.key);
    writeFileSync(path.join(prefix, 'studio.conf'), conf);
    const content = builtContent();
    writeFileSync(
      path.join(prefix, 'site.conf'),
      nginxConfig(
        content,
        nginxOptionsFromEnv(content, {
          NGINX_SSL_CERTIFICATE: certificate.certificate,
          NGINX_SSL_CERTIFICATE_KEY: certificate.key,
          NGINX_VISITS_LOG: path.join(prefix, 'besuche.log'),
        }),
      ),
    );
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `load_module ${BROTLI_STATIC_MODULE};\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${prefix}/site.conf;\n  include ${prefix}/studio.conf;\n}\n`,
    );
    const check = spawnSync(NGINX_PATH, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    rmSync(prefix, { recursive: true, force: true });
  });

  it('npm run studio:deploy-files writes both for this checkout, and refuses a configuration with its own TLS', () => {
    const run = (configFile: string, out: string) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          pathToFileURL(path.join(projectRoot, 'node_modules/tsx/dist/loader.mjs')).href,
          'studio/deployFiles.ts',
          '--config',
          configFile,
          '--out',
          out,
          '--port',
          '5190',
        ],
        { cwd: studio.project, encoding: 'utf8' },
      );
    const out = path.join(studio.scratch, 'deploy-studio');
    const written = run(path.join(studio.scratch, 'studio.hosted.json'), out);
    expect(written.status, written.stderr).toBe(0);
    const unit = readFileSync(path.join(out, UNIT_FILE), 'utf8');
    expect(unit).toContain(`WorkingDirectory=${studio.project}\n`);
    expect(unit).toContain(`ReadWritePaths=${studio.project} ${path.join(studio.scratch, 'daten')}\n`);
    expect(readFileSync(path.join(out, NGINX_FILE), 'utf8')).toContain('proxy_pass http://127.0.0.1:5190;');

    writeFileSync(path.join(studio.scratch, 'eigenes-tls.json'), JSON.stringify({ origin, dataDir: 'daten', tls: { cert: 'cert.pem', key: 'key.pem' } }));
    const refused = run(path.join(studio.scratch, 'eigenes-tls.json'), path.join(studio.scratch, 'nicht'));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('→ tls: Hinter nginx macht nginx das HTTPS');
  }, 60_000);

  it('the unit runs the hosted studio hardened, writing only to the project, the data folder and the published site', () => {
    const unit = files()[UNIT_FILE];
    for (const line of [
      'User=editionen',
      'WorkingDirectory=/srv/editionen',
      'ExecStart=/usr/bin/node --max-semi-space-size=2 --optimize-for-size dist-studio/server/serve.js --config /etc/editionen-studio.json --port 5173',
      'Restart=on-failure',
      'NoNewPrivileges=yes',
      'PrivateTmp=yes',
      'ProtectSystem=strict',
      'ReadWritePaths=/srv/editionen /var/lib/editionen-studio /var/www/site',
    ])
      expect(unit.split('\n'), line).toContain(line);
    expect(files()[NGINX_FILE]).toContain('proxy_pass http://127.0.0.1:5173;');
  });
});
