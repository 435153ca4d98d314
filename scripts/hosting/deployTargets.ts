import { QA_COMPARISON_PATH, THANK_YOU_PATH, VARIANT_PAGES_PATH } from '#kit/model/paths';
import type { Content } from '#src/content/loadContent';
import { releaseHeaderLine, UNPUBLISHED_RELEASE } from './releaseHeader';
import { IMMUTABLE_CACHE, PRIVATE_REVALIDATE_CACHE, REVALIDATE_CACHE, securityHeaders } from './securityHeaders';
import { EDITION_VARIANT_VARIABLE, testedEditions, variantLocations, variantMap, variantSplits } from './variantSplit';
import { siteVisitsLog, visitLogDefinitions, visitLogServerLines } from './visitLog';

/**
 * Host configurations written next to the site, all from the same header list: an nginx
 * configuration (HTTPS site plus HTTP→HTTPS redirect), Netlify / Cloudflare Pages `_headers` and
 * `_redirects`, and `vercel.json`. Each build writes only the files of the host it is for, so no
 * host publishes another host's configuration or the precompressed copies only nginx uses.
 */

import type { DeployHost } from './deployHosts';

export { DEPLOY_HOSTS, type DeployHost } from './deployHosts';

/** The configuration files each host reads from the published folder. */
export const HOST_FILES: Record<DeployHost, string[]> = {
  nginx: ['nginx.conf'],
  netlify: ['_headers', '_redirects'],
  cloudflare: ['_headers', '_redirects'],
  vercel: ['vercel.json'],
};

/** Every host configuration file name; none of them is ever served as content. */
export const DEPLOY_FILES = [...new Set(Object.values(HOST_FILES).flat())];

/**
 * Whether the host serves an edition's A/B variants (src/content/variantSchema.ts): only nginx splits the visitors
 * (split_clients in nginxConfig). Netlify, Cloudflare Pages and Vercel serve every visitor the edition's own copy;
 * the build writes no variant pages for them.
 */
export const hostSplitsVariants = (host: DeployHost) => host === 'nginx';

/** Only nginx serves the build's `.br` and `.gz` copies (brotli_static, gzip_static); the CDN hosts compress on their own. */
export const hostUsesPrecompressed = (host: DeployHost) => host === 'nginx';

/**
 * Page addresses without the leading slash (`danke`, `winteredition`): the only targets of a trailing-slash
 * redirect. They are the pages the build writes as `<address>/index.html` (scripts/build/pages.ts; a test holds
 * the two lists together).
 */
export function redirectablePages(content: Pick<Content, 'editions'>): string[] {
  return [THANK_YOU_PATH, QA_COMPARISON_PATH, ...content.editions.map((edition) => edition.slug)];
}

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
const regexEscape = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export interface NginxTls {
  /** Certificate chain and key; defaults follow Let's Encrypt's layout for the host. */
  certificate: string;
  key: string;
  /** Where the plain-HTTP server listens that sends every visitor to HTTPS. */
  httpListen: string[];
  /** Folder certbot writes HTTP-01 challenges to (`certbot certonly --webroot -w <folder>`). */
  acmeRoot: string;
}

export interface NginxOptions {
  /** Absolute path of the built site on the server. */
  root: string;
  serverName: string;
  /** Where the site server listens: `443` and `[::]:443` in production. */
  listen: string[];
  /** Without TLS the site server speaks plain HTTP: only for tests on loopback. */
  tls?: NginxTls;
  /** The log of visits and checkout clicks the studio counts (scripts/hosting/visitLog.ts); none without. */
  visitsLog?: string;
}

/** Production defaults; each can be set with an environment variable at build time (see docs/betrieb/hosting.md). */
export function nginxOptionsFromEnv(content: Pick<Content, 'site'>, env: NodeJS.ProcessEnv): NginxOptions {
  const serverName = env.NGINX_SERVER_NAME ?? new URL(content.site.origin).hostname;
  return {
    root: env.NGINX_ROOT ?? '/var/www/site/dist',
    serverName,
    listen: ['443', '[::]:443'],
    tls: {
      certificate: env.NGINX_SSL_CERTIFICATE ?? `/etc/letsencrypt/live/${serverName}/fullchain.pem`,
      key: env.NGINX_SSL_CERTIFICATE_KEY ?? `/etc/letsencrypt/live/${serverName}/privkey.pem`,
      httpListen: ['80', '[::]:80'],
      acmeRoot: env.NGINX_ACME_ROOT ?? '/var/www/letsencrypt',
    },
    visitsLog: siteVisitsLog(env),
  };
}

/** The TLS lines of an HTTPS server block; the studio's server (studio/deploy) uses the same. */
export function nginxTlsLines(tls: Pick<NginxTls, 'certificate' | 'key'>, sessionCache: string): string {
  return `
  ssl_certificate ${tls.certificate};
  ssl_certificate_key ${tls.key};
  # Mozilla's "intermediate" profile without DHE: TLS 1.2 and 1.3, forward-secret AEAD ciphers only.
  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;
  ssl_prefer_server_ciphers off;
  ssl_session_timeout 1d;
  ssl_session_cache shared:${sessionCache}:10m;
  ssl_session_tickets off;
`;
}

/** The variable the site server's Cache-Control comes from; one header line for every response. */
const CACHE_VARIABLE = '$site_cache_control';

/**
 * nginx configuration to be included inside `http { … }` (which provides mime.types): a map, the
 * HTTP→HTTPS redirect server and the site server.
 */
export function nginxConfig(content: Pick<Content, 'site' | 'editions'>, options: NginxOptions): string {
  const headers = securityHeaders(content.site);
  // Server level and `always`: every response carries them, also nginx's own 301, 400, 404, 405, 413 and 414.
  // No location sets add_header, since one that did would drop all of these (add_header is not merged).
  const headerLines = (names: string[]) => names.map((name) => `  add_header ${name} ${quote(headers[name])} always;`).join('\n');
  const { tls } = options;
  const listenSuffix = tls ? ' ssl http2' : '';
  const pages = redirectablePages(content).map(regexEscape).join('|');
  const hidden = DEPLOY_FILES.map(regexEscape).join('|');

  const redirectServer = tls
    ? `
# Plain HTTP only answers certbot's challenges and sends everything else to the same path over HTTPS,
# always on the configured name: the Host header is never echoed into a redirect.
server {
${tls.httpListen.map((listen) => `  listen ${listen};`).join('\n')}
  server_name ${options.serverName};
  server_tokens off;
${headerLines(Object.keys(headers).filter((name) => name !== 'Strict-Transport-Security'))}

  location ^~ /.well-known/acme-challenge/ {
    root ${tls.acmeRoot};
    default_type text/plain;
  }

  location / {
    return 301 https://${options.serverName}$request_uri;
  }
}
`
    : '';

  const tlsLines = tls ? nginxTlsLines(tls, 'site_tls') : '';
  const tested = testedEditions(content);
  const splits = `\n# A/B tests of the editions' copy: ${EDITION_VARIANT_VARIABLE} names the variant served (empty: the edition's own copy).\n${variantSplits(content)}${variantMap(content)}`;
  // The file each request ends at: a variant's page, or the tested edition's own.
  const privatePages =
    tested.length > 0
      ? [`~^/${VARIANT_PAGES_PATH}/`, ...tested.map(({ slug }) => `/${slug}/index.html`)]
          .map((uri) => `  ${uri} ${quote(PRIVATE_REVALIDATE_CACHE)};\n`)
          .join('')
      : '';

  return `# Generated by npm run build from editions/site.json. Include inside http { }.

# Hashed build assets never change under the same name; everything else is revalidated. An edition page
# under an A/B test is each visitor's own variant: private, so that no shared cache serves it to another.
map $uri ${CACHE_VARIABLE} {
  ~^/assets/ ${quote(IMMUTABLE_CACHE)};
${privatePages}  default ${quote(REVALIDATE_CACHE)};
}
${splits}${visitLogDefinitions(content.editions.map((edition) => edition.slug))}${redirectServer}
server {
${options.listen.map((listen) => `  listen ${listen}${listenSuffix};`).join('\n')}
  server_name ${options.serverName};
${tlsLines}
  root ${options.root};
  index index.html;
  charset utf-8;
  autoindex off;
  server_tokens off;
  absolute_redirect off;

${headerLines(Object.keys(headers))}
  add_header Cache-Control ${CACHE_VARIABLE} always;
  # The release this configuration belongs to (a publish writes its name in: scripts/hosting/releaseHeader.ts).
${releaseHeaderLine(UNPUBLISHED_RELEASE)}

  # The build writes a .br and a .gz beside every text file: brotli for the browsers (all take it over HTTPS;
  # Debian's libnginx-mod-http-brotli-static), the .gz for a client without it; gzip covers anything else.
  brotli_static on;
  gzip_static on;
  gzip on;
  gzip_vary on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml application/xml text/plain;

${visitLogServerLines(options.visitsLog)}
  error_page 404 /404.html;
  # No byte ranges: nginx answers an unsatisfiable range (416) through a second pass of the header
  # filters, which repeats every add_header above. The site's files are small pages and assets that
  # nothing needs to fetch in parts, so a Range header is ignored and the whole file sent (200).
  max_ranges 0;

  # Host configuration, the .br and .gz copies (served only through brotli_static and gzip_static,
  # under the file's own name) and dot files are never content.
  location ~ ^/(${hidden})$ {
    return 404;
  }
  location ~ \\.(br|gz)$ {
    return 404;
  }
  location ~ /\\. {
    return 404;
  }

  # One address per page: /winteredition/ → /winteredition. Only the site's own pages, never a
  # pattern: a path like /%5Cevil.example/ must not become a Location that browsers read as another host.
  location ~ ^/(${pages})/$ {
    return 301 /$1$is_args$args;
  }

  location /assets/ {
    try_files $uri =404;
  }

  location = /404.html {
    internal;
  }

  # The variants' pages only at their edition's address, never at their own.
  location ^~ /${VARIANT_PAGES_PATH}/ {
    internal;
  }
${variantLocations(content)}
  location / {
    try_files $uri $uri/index.html =404;
  }
}
`;
}

/**
 * Netlify and Cloudflare Pages: the security headers for every path, and Cache-Control only for
 * hashed assets. Both hosts join the values of one header when several rules match a path, so no
 * two patterns may both set Cache-Control; every other path keeps the hosts' own default, which is
 * exactly REVALIDATE_CACHE on both (see docs/betrieb/hosting.md).
 */
export function netlifyHeaders(content: Pick<Content, 'site'>): string {
  const all = Object.entries(securityHeaders(content.site)).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...all, '/assets/*', `  Cache-Control: ${IMMUTABLE_CACHE}`, ''].join('\n');
}

/** Trailing-slash addresses of every page redirect to the canonical one. */
export function netlifyRedirects(content: Pick<Content, 'editions'>): string {
  return `${redirectablePages(content)
    .map((page) => `/${page}/ /${page} 301`)
    .join('\n')}\n`;
}

/** Vercel; the two sources do not overlap, so no header is set twice for one path. */
export function vercelConfig(content: Pick<Content, 'site'>): string {
  const headers = Object.entries(securityHeaders(content.site)).map(([key, value]) => ({ key, value }));
  return `${JSON.stringify(
    {
      cleanUrls: true,
      trailingSlash: false,
      headers: [
        { source: '/((?!assets/).*)', headers: [...headers, { key: 'Cache-Control', value: REVALIDATE_CACHE }] },
        { source: '/assets/(.*)', headers: [...headers, { key: 'Cache-Control', value: IMMUTABLE_CACHE }] },
      ],
    },
    null,
    2,
  )}\n`;
}

/** The configuration files of one host, by name. */
export function hostConfigFiles(content: Pick<Content, 'site' | 'editions'>, host: DeployHost, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  switch (host) {
    case 'nginx':
      return { 'nginx.conf': nginxConfig(content, nginxOptionsFromEnv(content, env)) };
    case 'netlify':
    case 'cloudflare':
      return { _headers: netlifyHeaders(content), _redirects: netlifyRedirects(content) };
    case 'vercel':
      return { 'vercel.json': vercelConfig(content) };
  }
}
