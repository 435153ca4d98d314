import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConfig, nginxOptionsFromEnv } from '#scripts/hosting/deployTargets';
import { DEFAULT_VISITS_LOG } from '#scripts/hosting/visitLog';
import { BROTLI_STATIC_MODULE, NGINX_PATH, startNginx, type RunningNginx } from '#scripts/hosting/nginx';
import { securityHeaders } from '#scripts/hosting/securityHeaders';
import { builtContent } from '../helpers/builtSite';
import { projectRoot } from '../helpers/content';
import { rawGet, rawRequest } from './rawHttp';
import { certificateFor } from '../helpers/certificate';

/**
 * The recommended deployment: the generated HTTPS site server and HTTP→HTTPS redirect under real
 * nginx, with a self-signed certificate made for the test.
 */
const content = builtContent();
const host = new URL(content.site.origin).hostname;
const dist = path.join(projectRoot, 'dist');
let certDir: string;
let nginx: RunningNginx;

interface HttpsResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function httpsGet(target: string): Promise<HttpsResponse> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port: nginx.port, path: target, servername: 'localhost', rejectUnauthorized: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += String(chunk)));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

/** Whether a TLS handshake with these client settings succeeds, and what it agreed on. */
function handshake(options: {
  minVersion?: 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';
  maxVersion?: 'TLSv1' | 'TLSv1.1' | 'TLSv1.2' | 'TLSv1.3';
  ciphers?: string;
  ALPNProtocols?: string[];
}) {
  return new Promise<{ ok: boolean; protocol?: string | null; alpn?: string | false | null }>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: nginx.port, servername: 'localhost', rejectUnauthorized: false, ...options });
    socket.once('secureConnect', () => {
      const result = { ok: true, protocol: socket.getProtocol(), alpn: socket.alpnProtocol };
      socket.end();
      resolve(result);
    });
    socket.once('error', () => resolve({ ok: false }));
  });
}

/** A self-signed certificate for localhost under the names the configuration's Let's Encrypt paths end in. */
function selfSignedCertificate(dir: string) {
  const { cert, key } = certificateFor(dir, 'localhost', { cert: 'fullchain.pem', key: 'privkey.pem' });
  return { certificate: cert, key };
}

beforeAll(async () => {
  certDir = mkdtempSync(path.join(os.tmpdir(), 'tls-'));
  nginx = await startNginx(content, dist, { tls: selfSignedCertificate(certDir) });
});

afterAll(async () => {
  await nginx?.stop();
});

/**
 * The HTTP-header rules of Mozilla's HTTP Observatory that apply to a static site, with the
 * published score modifiers (start 100, A+ from 100 on). Cookies and CORS: the site sets none.
 */
function observatoryScore(response: HttpsResponse, redirect: { status: number; location?: string }): { score: number; notes: string[] } {
  const header = (name: string) => String(response.headers[name] ?? '');
  const notes: string[] = [];
  let score = 100;
  const add = (points: number, note: string) => {
    score += points;
    notes.push(`${points >= 0 ? '+' : ''}${points} ${note}`);
  };
  const csp = Object.fromEntries(
    header('content-security-policy')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((part) => part[0])
      .map(([name, ...values]) => [name, values]),
  );
  const scriptSources = csp['script-src'] ?? csp['default-src'] ?? [];
  const styleSources = csp['style-src'] ?? csp['default-src'] ?? [];
  if (!header('content-security-policy')) add(-25, 'csp-not-implemented');
  else if (scriptSources.includes("'unsafe-inline'") || scriptSources.some((source: string) => /^(https?:|\*|data:)$/.test(source)))
    add(-20, 'csp-implemented-with-unsafe-inline');
  else if (scriptSources.includes("'unsafe-eval'")) add(-10, 'csp-implemented-with-unsafe-eval');
  else if (styleSources.includes("'unsafe-inline'")) add(0, 'csp-implemented-with-unsafe-inline-in-style-src-only');
  else add(csp['default-src']?.includes("'none'") ? 10 : 0, 'csp-implemented-with-no-unsafe');

  const secureRedirect = redirect.status >= 301 && redirect.status <= 308 && redirect.location?.startsWith(`https://${host}/`);
  add(secureRedirect ? 0 : -20, secureRedirect ? 'redirection-to-https' : 'redirection-not-to-https');

  const referrer = header('referrer-policy');
  add(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer) ? 5 : 0, `referrer-policy ${referrer}`);

  const maxAge = Number(/max-age=(\d+)/.exec(header('strict-transport-security'))?.[1] ?? -1);
  if (maxAge < 0) add(-20, 'hsts-not-implemented');
  else add(maxAge >= 15768000 ? 0 : -10, `hsts max-age=${maxAge}`);

  // Scripts the HTML itself loads from elsewhere without integrity (the platform's helper is added at run time).
  const externalScripts = [...response.body.matchAll(/<script[^>]*\ssrc="(https?:)?\/\/[^"]+"[^>]*>/g)].filter((tag) => !tag[0].includes('integrity='));
  add(externalScripts.length > 0 ? -5 : 0, 'subresource integrity');

  add(header('x-content-type-options') === 'nosniff' ? 0 : -5, 'x-content-type-options');
  if (csp['frame-ancestors']) add(5, 'x-frame-options-implemented-via-csp');
  else if (/^(deny|sameorigin)$/i.test(header('x-frame-options'))) add(0, 'x-frame-options');
  else add(-20, 'x-frame-options-not-implemented');
  return { score, notes };
}

describe('HTTPS with the generated configuration', () => {
  it.each(['/', '/winteredition', '/herbstedition', '/danke'])('%s answers 200 over TLS with every security header', async (route) => {
    const response = await httpsGet(route);
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(securityHeaders(content.site))) expect(response.headers[name.toLowerCase()], name).toBe(value);
    expect(response.body).toContain('<html lang="de">');
  });

  it('speaks HTTP/2 and TLS 1.2 or 1.3 with forward-secret AEAD ciphers only', async () => {
    expect(await handshake({ ALPNProtocols: ['h2', 'http/1.1'] })).toMatchObject({ ok: true, protocol: 'TLSv1.3', alpn: 'h2' });
    expect(await handshake({ maxVersion: 'TLSv1.2' })).toMatchObject({ ok: true, protocol: 'TLSv1.2' });
    expect((await handshake({ minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT:@SECLEVEL=0' })).ok).toBe(false);
    expect((await handshake({ maxVersion: 'TLSv1.2', ciphers: 'AES128-SHA:AES256-GCM-SHA384' })).ok).toBe(false);
  });

  it('redirects plain HTTP to the same path over HTTPS on the configured name, whatever Host says', async () => {
    const port = nginx.httpPort!;
    for (const [target, hostHeader] of [
      ['/winteredition?utm_source=x', 'evil.example'],
      ['/%5Cevil.example/', 'localhost'],
      ['//evil.example/', 'localhost'],
    ]) {
      const response = await rawGet(port, target, { host: hostHeader });
      expect(response.status, target).toBe(301);
      expect(response.headers.location?.[0], target).toBe(`https://${nginx.serverName}${target}`);
      expect(new URL(response.headers.location![0]).host).toBe(nginx.serverName);
    }
    const absolute = await rawRequest(port, 'GET http://evil.example/danke HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
    expect(absolute.headers.location).toEqual([`https://${nginx.serverName}/danke`]);
    // HSTS means nothing over plain HTTP (RFC 6797 § 7.2), so only the HTTPS answers carry it.
    expect(absolute.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers certbot’s HTTP-01 challenge over plain HTTP', async () => {
    const challenges = path.join(nginx.acmeRoot!, '.well-known/acme-challenge');
    mkdirSync(challenges, { recursive: true });
    writeFileSync(path.join(challenges, 'token-123'), 'token-123.key');
    const response = await rawGet(nginx.httpPort!, '/.well-known/acme-challenge/token-123');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('token-123.key');
  });

  it('carries the security headers on nginx’s own errors over TLS too', async () => {
    const response = await rawRequest(nginx.port, 'GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n', { tls: true });
    expect(response.status).toBe(400);
    expect(response.headers['strict-transport-security']).toEqual([securityHeaders(content.site)['Strict-Transport-Security']]);
    expect(response.headers['content-security-policy']).toHaveLength(1);
  });

  it.each(['/', '/winteredition'])('%s scores A+ by the Observatory’s header rules', async (route) => {
    const response = await httpsGet(route);
    const redirect = await rawGet(nginx.httpPort!, route, { host });
    const { score, notes } = observatoryScore(response, { status: redirect.status, location: redirect.headers.location?.[0].replace(nginx.serverName, host) });
    expect(score, notes.join('\n')).toBeGreaterThanOrEqual(100);
  });

  it('HSTS is long enough for the preload list', () => {
    const hsts = securityHeaders(content.site)['Strict-Transport-Security'];
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(hsts).toContain('includeSubDomains');
  });
});

describe('the nginx.conf in dist/', () => {
  it('is the production layout: HTTPS on 443 with HTTP/2, Let’s Encrypt paths, HTTP on 80 redirecting to the configured host', () => {
    const conf = readFileSync(path.join(dist, 'nginx.conf'), 'utf8');
    expect(conf).toBe(nginxConfig(content, nginxOptionsFromEnv(content, {})));
    expect(conf).toContain('listen 443 ssl http2;');
    expect(conf).toContain('listen [::]:443 ssl http2;');
    expect(conf).toContain('listen 80;');
    expect(conf).toContain(`ssl_certificate /etc/letsencrypt/live/${host}/fullchain.pem;`);
    expect(conf).toContain(`ssl_certificate_key /etc/letsencrypt/live/${host}/privkey.pem;`);
    expect(conf).toContain(`return 301 https://${host}$request_uri;`);
    expect(conf).not.toMatch(/\$(host|http_host|server_name)\b/);
  });

  it('passes nginx -t once a certificate exists at the configured paths', () => {
    const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-t-'));
    // The certificate and the visits log in the test's folders: nginx -t opens both.
    const conf = readFileSync(path.join(dist, 'nginx.conf'), 'utf8')
      .replaceAll(`/etc/letsencrypt/live/${host}`, certDir)
      .replaceAll(DEFAULT_VISITS_LOG, path.join(prefix, 'besuche.log'));
    writeFileSync(path.join(prefix, 'site.conf'), conf);
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `load_module ${BROTLI_STATIC_MODULE};\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${prefix}/site.conf;\n}\n`,
    );
    const check = spawnSync(NGINX_PATH, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    expect(check.stderr).toContain('test is successful');
  });

  it('takes the certificate, root and name from the environment', () => {
    const options = nginxOptionsFromEnv(content, {
      NGINX_SERVER_NAME: 'www.example.de',
      NGINX_ROOT: '/srv/site',
      NGINX_SSL_CERTIFICATE: '/etc/ssl/site.pem',
      NGINX_SSL_CERTIFICATE_KEY: '/etc/ssl/site.key',
    });
    const conf = nginxConfig(content, options);
    expect(conf).toContain('server_name www.example.de;');
    expect(conf).toContain('root /srv/site;');
    expect(conf).toContain('ssl_certificate /etc/ssl/site.pem;');
    expect(conf).toContain('ssl_certificate_key /etc/ssl/site.key;');
    expect(conf).toContain('return 301 https://www.example.de$request_uri;');
  });
});
