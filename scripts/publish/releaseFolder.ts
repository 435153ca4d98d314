import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isPlainObject } from '#engine/resolve';
import type { Snapshot } from './snapshot';
import type { ReleaseDetails } from './types';

/**
 * One release of the directory target: its folder under releases/ and its record beside it
 * (`releases/<id>.json`), which is written last and removed first, so a listed release is a whole one.
 */

export interface ReleaseRecord extends Snapshot {
  id: string;
  time: string;
  summary: string;
  /** The files under /assets/ its own build made (older records have none). */
  assets?: string[];
  /** For which day it was built, from which version, by whom (older records have none). */
  details?: ReleaseDetails;
}

/** The record, or undefined when it is missing, cut short or not a record. */
export function parseRecord(text: string): ReleaseRecord | undefined {
  try {
    const data: unknown = JSON.parse(text);
    if (!isPlainObject(data) || typeof data.time !== 'string' || typeof data.summary !== 'string' || !isPlainObject(data.files) || !isPlainObject(data.pages))
      return undefined;
    return data as unknown as ReleaseRecord;
  } catch {
    return undefined;
  }
}

/** The files under a release's assets/ folder, by name. */
export function assetNames(releaseDir: string): string[] {
  const dir = path.join(releaseDir, 'assets');
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort()
    : [];
}

/**
 * Copies the live release's own /assets/ files that `intoDir` lacks into it. Their names carry their
 * content's hash, so a copy never replaces anything; a page loaded just before the switch still finds its
 * fonts, scripts and styles after it.
 */
export function carryAssets(fromDir: string, ownAssets: string[] | undefined, intoDir: string) {
  const names = ownAssets ?? assetNames(fromDir);
  const target = path.join(intoDir, 'assets');
  mkdirSync(target, { recursive: true });
  for (const name of names) {
    const source = path.join(fromDir, 'assets', path.basename(name));
    const copy = path.join(target, path.basename(name));
    if (existsSync(source) && !existsSync(copy)) copyFileSync(source, copy);
  }
}

const pageFile = (releaseDir: string, address: string) =>
  path.join(releaseDir, address === '/' ? 'index.html' : address.endsWith('.html') ? address : `${address}/index.html`);

/**
 * Why a release cannot go live again, or undefined when it is whole: every page of its record is there
 * with the bytes it was published with, and every /assets/ file those pages load is there.
 */
export function incompleteness(releaseDir: string, record: ReleaseRecord): string | undefined {
  if (!existsSync(releaseDir)) return 'ihr Ordner fehlt';
  const missing: string[] = [];
  const assets = new Set<string>();
  for (const [address, hash] of Object.entries(record.pages)) {
    const file = pageFile(releaseDir, address);
    if (!existsSync(file)) {
      missing.push(address);
      continue;
    }
    const bytes = readFileSync(file);
    if (createHash('sha256').update(bytes).digest('hex') !== hash) missing.push(address);
    for (const match of bytes.toString('utf8').matchAll(/["'(]\/assets\/([^"'()\s?#]+)/g)) assets.add(match[1]);
  }
  for (const asset of [...assets, ...(record.assets ?? [])]) if (!existsSync(path.join(releaseDir, 'assets', asset))) missing.push(`/assets/${asset}`);
  if (missing.length === 0) return undefined;
  return `es fehlen Dateien oder sie sind verändert: ${[...new Set(missing)].slice(0, 3).join(', ')}${missing.length > 3 ? ` und ${missing.length - 3} weitere` : ''}`;
}
