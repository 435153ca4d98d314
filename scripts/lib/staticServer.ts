import { existsSync, readFileSync, statSync } from 'node:fs';
import type { createServer as CreateServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEPLOY_FILES } from './deployTargets';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './securityHeaders';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

/** Maps a URL path to a file in dist/ the way static hosts do; never outside dist/. */
export function resolveFile(distDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const candidate = path.normalize(path.join(distDir, decoded));
  if (candidate !== distDir && !candidate.startsWith(distDir + path.sep)) return undefined;
  for (const file of [candidate, path.join(candidate, 'index.html')]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

function send(request: IncomingMessage, response: ServerResponse, file: string, status: number, headers: Record<string, string>) {
  const type = types[path.extname(file)] ?? 'application/octet-stream';
  let body = readFileSync(file);
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Content-Type', type);
  response.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
  if (compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    response.setHeader('Content-Encoding', 'gzip');
    response.setHeader('Vary', 'Accept-Encoding');
  }
  response.setHeader('Content-Length', body.length);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Host configuration, the `.gz` copies nginx serves only through gzip_static, and dot files. */
function isHidden(urlPath: string): boolean {
  const decoded = decodeURIComponentSafe(urlPath);
  return DEPLOY_FILES.includes(decoded.slice(1)) || /\.gz$/i.test(decoded) || /\/\./.test(decoded);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Serves a built folder the way the generated host configs do: clean URLs, 404.html with status 404,
 * gzip, the security headers, and the host config files, .gz copies and dot files hidden.
 */
export function startStaticServer(
  createServer: typeof CreateServer,
  distDir: string,
  port: number,
  options: { host?: string; headers?: Record<string, string> } = {},
): Server {
  const { host = '127.0.0.1', headers = {} } = options;
  const root = path.resolve(distDir);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.statusCode = 405;
      response.end();
      return;
    }
    // One address per page: /winteredition/ redirects to /winteredition. Only a path of plain
    // segments that is a page: the Location must never read as another host (`//evil.example`).
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
      const target = url.pathname.replace(/\/+$/, '');
      if (/^(\/[a-z0-9-]+)+$/.test(target) && resolveFile(root, target)) {
        response.statusCode = 301;
        response.setHeader('Location', target + url.search);
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        response.end();
      } else send(request, response, path.join(root, '404.html'), 404, headers);
      return;
    }
    const hidden = isHidden(url.pathname);
    const file = hidden ? undefined : resolveFile(root, url.pathname);
    if (file) send(request, response, file, 200, headers);
    else send(request, response, path.join(root, '404.html'), 404, headers);
  });
  server.listen(port, host);
  return server;
}
