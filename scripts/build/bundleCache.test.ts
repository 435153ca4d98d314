import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleKey, restoreBundles, storeBundles } from './bundleCache';

/** A scratch project with the files the bundles are made from, small. */
function scratchProject(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bundles-'));
  for (const [file, text] of Object.entries({
    'src/main.tsx': 'export const page = 1;\n',
    'kit/theme.ts': 'export const sea = "#0F5257";\n',
    'public/images/cover.svg': '<svg/>',
    'index.html': '<!doctype html>',
    'package-lock.json': '{}',
    'editions/winter.json': '{"offer":{"price":399}}',
  })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const SETTINGS = { mode: 'production' };

describe('the bundle cache key', () => {
  it('is the same for a copy of the project elsewhere, and for a change of content alone', () => {
    const root = scratchProject();
    const copy = path.join(mkdtempSync(path.join(os.tmpdir(), 'bundles-copy-')), 'project');
    cpSync(root, copy, { recursive: true });
    const key = bundleKey(root, SETTINGS, {});
    expect(bundleKey(copy, SETTINGS, {})).toBe(key);
    writeFileSync(path.join(copy, 'editions/winter.json'), '{"offer":{"price":379}}');
    expect(bundleKey(copy, SETTINGS, {})).toBe(key);
  });

  it('changes with one byte of the code, a public file, a setting, the lockfile or a VITE_ variable', () => {
    const root = scratchProject();
    const keys = new Set([bundleKey(root, SETTINGS, {})]);
    writeFileSync(path.join(root, 'kit/theme.ts'), 'export const sea = "#0F5258";\n');
    keys.add(bundleKey(root, SETTINGS, {}));
    writeFileSync(path.join(root, 'public/images/portrait.png'), 'neu');
    keys.add(bundleKey(root, SETTINGS, {}));
    keys.add(bundleKey(root, { ...SETTINGS, mode: 'development' }, {}));
    writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    keys.add(bundleKey(root, SETTINGS, {}));
    keys.add(bundleKey(root, SETTINGS, { VITE_ORIGIN: 'https://example.org' }));
    expect(keys.size).toBe(6);
  });
});

describe('stored bundles', () => {
  it('come back byte for byte under their key, and not under another', async () => {
    const root = scratchProject();
    const made = path.join(root, '.build/dist');
    const folders = { client: path.join(made, 'staging'), manifest: path.join(made, 'manifest.json'), server: path.join(made, 'server') };
    mkdirSync(path.join(folders.client, 'assets'), { recursive: true });
    mkdirSync(folders.server, { recursive: true });
    writeFileSync(path.join(folders.client, 'assets/index-abc.js'), 'console.log(1)');
    writeFileSync(folders.manifest, '{"index.html":{}}');
    writeFileSync(path.join(folders.server, 'entry-server.js'), 'export {}');
    await storeBundles(root, 'eins', folders);

    const next = path.join(root, '.build/next');
    const into = { client: path.join(next, 'staging'), manifest: path.join(next, 'manifest.json'), server: path.join(next, 'server') };
    expect(await restoreBundles(root, 'zwei', into)).toBe(false);
    expect(await restoreBundles(root, 'eins', into)).toBe(true);
    expect(readFileSync(path.join(into.client, 'assets/index-abc.js'), 'utf8')).toBe('console.log(1)');
    expect(readFileSync(into.manifest, 'utf8')).toBe('{"index.html":{}}');
    expect(readFileSync(path.join(into.server, 'entry-server.js'), 'utf8')).toBe('export {}');
  });
});
