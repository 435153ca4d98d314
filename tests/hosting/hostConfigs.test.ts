import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { viteManifestPath } from '#scripts/build/buildMeta';
import {
  DEPLOY_FILES,
  DEPLOY_HOSTS,
  HOST_FILES,
  hostConfigFiles,
  netlifyHeaders,
  netlifyRedirects,
  redirectablePages,
  vercelConfig,
} from '#scripts/hosting/deployTargets';
import { deployHostFrom, writeHostFiles } from '#scripts/build/hostFiles';
import { pagesOf } from '#scripts/build/pages';
import { writePrecompressed } from '#scripts/build/precompress';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, securityHeaders } from '#scripts/hosting/securityHeaders';
import { builtContent } from '../helpers/builtSite';
import { projectRoot } from '../helpers/content';

/** The configuration files for Netlify, Cloudflare Pages and Vercel, read the way each host reads them. */
const content = builtContent();
const expected = securityHeaders(content.site);
const PATHS = [
  '/',
  '/winteredition',
  '/danke',
  '/data/routes.json',
  '/images/cover-winter.svg',
  '/assets/og/winteredition-0123abcd.png',
  '/sitemap.xml',
  '/assets/hydrate-abc123.js',
  '/assets/fonts/x.woff2',
];

interface HeaderRule {
  pattern: RegExp;
  set: Array<[string, string]>;
  unset: string[];
}

/** `_headers` as Cloudflare (workers-shared parseHeaders) and Netlify parse it: a path line, then indented `Name: value` or `! Name`. */
function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      const pattern = new RegExp(
        `^${line
          .split('*')
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      );
      rules.push({ pattern, set: [], unset: [] });
    } else if (line.startsWith('! ')) rules.at(-1)!.unset.push(line.slice(2).trim().toLowerCase());
    else {
      const colon = line.indexOf(':');
      rules.at(-1)!.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Cloudflare's rule (asset-worker getHeaders): rules apply in file order; `! Name` removes; the first
 * rule to set a header replaces the default, every later one appends to it, so the values are joined.
 */
function cloudflareHeaders(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const headers = new Map<string, string>([['cache-control', 'public, max-age=0, must-revalidate']]);
  const set = new Set<string>();
  for (const rule of rules.filter((candidate) => candidate.pattern.test(urlPath))) {
    for (const name of rule.unset) headers.delete(name);
    for (const [name, value] of rule.set) {
      headers.set(name, set.has(name) && headers.has(name) ? `${headers.get(name)}, ${value}` : value);
      set.add(name);
    }
  }
  return Object.fromEntries(headers);
}

/** Netlify: every matching rule's values for a header are combined into one comma-separated value. */
function netlifyResponseHeaders(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const values = new Map<string, string[]>();
  for (const rule of rules.filter((candidate) => candidate.pattern.test(urlPath))) {
    for (const [name, value] of rule.set) values.set(name, [...(values.get(name) ?? []), value]);
  }
  const headers: Record<string, string> = { 'cache-control': 'public,max-age=0,must-revalidate' };
  for (const [name, list] of values) headers[name] = list.join(', ');
  return headers;
}

const normalise = (value: string | undefined) => value?.replace(/,\s*/g, ', ');

describe('_headers for Cloudflare Pages and Netlify', () => {
  const rules = parseHeadersFile(netlifyHeaders(content));

  it.each(PATHS)('%s gets one Cache-Control value and every security header once', (urlPath) => {
    const cache = urlPath.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
    for (const [host, headers] of [
      ['cloudflare', cloudflareHeaders(rules, urlPath)],
      ['netlify', netlifyResponseHeaders(rules, urlPath)],
    ] as const) {
      expect(normalise(headers['cache-control']), `${host} Cache-Control`).toBe(cache);
      for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], `${host} ${name}`).toBe(value);
    }
  });

  it('no two patterns that can match the same path set the same header', () => {
    for (const urlPath of PATHS) {
      const names = rules.filter((rule) => rule.pattern.test(urlPath)).flatMap((rule) => rule.set.map(([name]) => name));
      expect(names.length, urlPath).toBe(new Set(names).size);
    }
  });

  it('redirects only the site’s own pages from their trailing-slash address', () => {
    const lines = netlifyRedirects(content).trim().split('\n');
    expect(lines).toEqual(redirectablePages(content).map((page) => `/${page}/ /${page} 301`));
    expect(lines).toContain('/qa/vergleich/ /qa/vergleich 301');
  });

  it('names exactly the pages the build writes as a folder of their own', () => {
    const folders = pagesOf(content).filter((page) => page.file.endsWith('/index.html') && page.route !== '/');
    expect(redirectablePages(content).sort()).toEqual(folders.map((page) => page.route.slice(1)).sort());
  });
});

describe('vercel.json', () => {
  const config = JSON.parse(vercelConfig(content)) as { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };

  it.each(PATHS)('%s matches exactly one header source with the right Cache-Control', (urlPath) => {
    const matching = config.headers.filter((rule) => new RegExp(`^${rule.source}$`).test(urlPath));
    expect(matching).toHaveLength(1);
    const headers = Object.fromEntries(matching[0].headers.map(({ key, value }) => [key, value]));
    expect(headers['Cache-Control']).toBe(urlPath.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    for (const [name, value] of Object.entries(expected)) expect(headers[name], name).toBe(value);
  });
});

describe('what each host publishes', () => {
  it('each build writes only its own host’s configuration', () => {
    expect(Object.keys(hostConfigFiles(content, 'nginx'))).toEqual(['nginx.conf']);
    expect(Object.keys(hostConfigFiles(content, 'netlify'))).toEqual(['_headers', '_redirects']);
    expect(Object.keys(hostConfigFiles(content, 'cloudflare'))).toEqual(['_headers', '_redirects']);
    expect(Object.keys(hostConfigFiles(content, 'vercel'))).toEqual(['vercel.json']);
  });

  it('picks the host from --host, then from the CI it runs on, else nginx', () => {
    expect(deployHostFrom('vercel', { NETLIFY: 'true' })).toBe('vercel');
    expect(deployHostFrom(undefined, { NETLIFY: 'true' })).toBe('netlify');
    expect(deployHostFrom(undefined, { CF_PAGES: '1' })).toBe('cloudflare');
    expect(deployHostFrom(undefined, { VERCEL: '1' })).toBe('vercel');
    expect(deployHostFrom(undefined, {})).toBe('nginx');
    expect(() => deployHostFrom('apache', {})).toThrow('--host „apache“ ist unbekannt; erlaubt sind nginx, netlify, cloudflare, vercel');
  });

  it.each(DEPLOY_HOSTS)('%s: .br and .gz copies only for nginx, never of a configuration file', async (host) => {
    const staging = mkdtempSync(path.join(os.tmpdir(), 'staging-'));
    writeFileSync(path.join(staging, 'index.html'), '<html lang="de"></html>');
    for (const [file, text] of Object.entries(hostConfigFiles(content, host))) writeFileSync(path.join(staging, file), text);
    await writePrecompressed({ root: projectRoot, content, contentOn: () => content, stagingDir: staging, host });
    const copies = readdirSync(staging).filter((file) => /\.(br|gz)$/.test(file));
    expect(copies.sort()).toEqual(host === 'nginx' ? ['index.html.br', 'index.html.gz'] : []);
  });

  it('dist/ holds no build metadata; the Vite manifest lies beside it', () => {
    const dist = path.join(projectRoot, 'dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.startsWith('.'))).toEqual([]);
    expect(files.filter((file) => DEPLOY_FILES.some((config) => file === `${config}.gz` || file === `${config}.br`))).toEqual([]);
    expect(existsSync(viteManifestPath(dist))).toBe(true);
    expect(path.relative(projectRoot, viteManifestPath(dist))).toBe(path.join('build-meta', 'dist', 'manifest.json'));
    expect(readFileSync(path.join(projectRoot, '.gitignore'), 'utf8')).toMatch(/^build-meta\/$/m);
  });

  it.each(DEPLOY_HOSTS)('%s: the build steps leave no compressed copy of a configuration file and no other host’s file', async (host) => {
    const staging = mkdtempSync(path.join(os.tmpdir(), 'staging-'));
    cpSync(path.join(projectRoot, 'dist'), staging, { recursive: true, filter: (source) => !/\.(br|gz)$|nginx\.conf$/.test(source) });
    const context = { root: projectRoot, content, contentOn: () => content, stagingDir: staging, host };
    await writeHostFiles(context);
    await writePrecompressed(context);
    const files = readdirSync(staging, { recursive: true, encoding: 'utf8' });
    const others = DEPLOY_FILES.filter((file) => !HOST_FILES[host].includes(file));
    expect(files.filter((file) => others.includes(file) || DEPLOY_FILES.some((config) => file === `${config}.gz` || file === `${config}.br`))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(HOST_FILES[host]));
    expect(files.some((file) => file.endsWith('.gz'))).toBe(host === 'nginx');
    expect(files.some((file) => file.endsWith('.br'))).toBe(host === 'nginx');
  });
});
