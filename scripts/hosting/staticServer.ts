import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { DEPLOY_FILES } from './deployTargets';
import { listen, type Listening } from './ports';
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

/** The headers every answer gets, as the host configs give them (nginx adds the charset to text types). */
function setHeaders(response: ServerResponse, file: string, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
  response.setHeader('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
}

/** The build's copy a browser takes (brotli before gzip, as nginx's brotli_static and gzip_static), if any. */
function precompressedCopy(request: IncomingMessage, file: string): { suffix: string; encoding: string } | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted) && existsSync(`${file}.br`)) return { suffix: '.br', encoding: 'br' };
  if (/\bgzip\b/.test(accepted) && existsSync(`${file}.gz`)) return { suffix: '.gz', encoding: 'gzip' };
  return undefined;
}

/** 404.html with status 404 (sirv would answer 200), its `.br` or `.gz` copy when the browser takes one. */
function sendNotFound(request: IncomingMessage, response: ServerResponse, root: string, headers: Record<string, string>) {
  const file = path.join(root, '404.html');
  const copy = precompressedCopy(request, file);
  const body = readFileSync(file + (copy?.suffix ?? ''));
  response.statusCode = 404;
  setHeaders(response, file, headers);
  if (copy) response.setHeader('Content-Encoding', copy.encoding);
  response.setHeader('Vary', 'Accept-Encoding');
  response.setHeader('Content-Length', body.length);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Host configuration, the `.br` and `.gz` copies nginx serves only through brotli_static and gzip_static, and dot files. */
function isHidden(urlPath: string): boolean {
  const decoded = decodeURIComponentSafe(urlPath);
  return DEPLOY_FILES.includes(decoded.slice(1)) || /\.(br|gz)$/i.test(decoded) || /\/\./.test(decoded);
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
 * the build's `.br` and `.gz` copies (as nginx's brotli_static and gzip_static), ETag and 304, the security
 * headers, and the host config files, the copies and dot files hidden. Which file answers a path is decided here, as the
 * hosts decide it; sirv sends it.
 */
/** Resolves once the server listens (port 0: a free one the system picks). */
export async function startStaticServer(distDir: string, options: { port?: number; host?: string; headers?: Record<string, string> } = {}): Promise<Listening> {
  const { port = 0, host = '127.0.0.1', headers = {} } = options;
  const root = path.resolve(distDir);
  const sendFile = sirv(root, { dev: true, etag: true, brotli: true, gzip: true, extensions: [] });
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
      } else sendNotFound(request, response, root, headers);
      return;
    }
    const hidden = isHidden(url.pathname);
    const file = hidden ? undefined : resolveFile(root, url.pathname);
    if (!file) return sendNotFound(request, response, root, headers);
    // Set first: sirv keeps headers already on the response, and a 304 carries them too.
    setHeaders(response, file, headers);
    // Whole files only, as nginx answers with max_ranges 0.
    delete request.headers.range;
    request.url = encodeURI(`/${path.relative(root, file).split(path.sep).join('/')}`);
    sendFile(request, response, () => sendNotFound(request, response, root, headers));
  });
  return listen(server, port, host);
}
