import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { diffEditions } from '#engine/editionDiff';
import { differenceLabel } from '#engine/fieldLabels';
import { readRegularFile } from '#engine/regularFile';
import { isPlainObject } from '#engine/resolve';
import { sectionDefinitions } from '#sections/schemas';
import { editionFileNames, SITE_FILE } from '#src/content/loadContent';
import { editionSchema, siteSchema } from '#src/content/schema';
import { jsonSchemaOf } from '../editions/jsonSchemas';
import { PublishError } from './publishError';
import type { FileChange, PageChanges, PublishChanges } from './types';
import { editionsFolderIn } from '#src/content/editionFolder';
import { contentFilePath } from '#src/content/editionFile';

/**
 * What a publish puts live, kept with each release so the next one can say what it changes: the content
 * files as they were (editions/*.json and site.json), a fingerprint of each file of public/ and of each
 * page of the build.
 */

export interface Snapshot {
  /** `editions/winter.json` → the file's text. */
  files: Record<string, string>;
  /** `/winteredition` → SHA-256 of its HTML. */
  pages: Record<string, string>;
  /** `public/images/cover-winter.svg` → its git blob id (records written before there was this have none). */
  public?: Record<string, string>;
}

/**
 * The content files the loader reads (site.json and the edition files), as they are now. Only regular
 * files are opened (engine/regularFile.ts): a FIFO would block the publish, a symbolic link could copy
 * any file of the machine into a release record. Misnamed files are not read (the check names them).
 */
export function contentFiles(root: string): Record<string, string> {
  const dir = editionsFolderIn(root);
  const files: Record<string, string> = {};
  for (const name of [SITE_FILE, ...editionFileNames(dir)].sort()) {
    const read = readRegularFile(path.join(dir, name));
    if (read.ok) files[contentFilePath(name)] = read.bytes.toString('utf8');
    // A missing site.json is the check's to report.
    else if (read.code !== 'file.missing') throw new PublishError(`Nicht veröffentlicht: ${contentFilePath(name)} ${read.message}.`);
  }
  return files;
}

/** A file's id as git names it (`git hash-object`): the git target compares public/ with the remote's tree by it. */
export const blobId = (bytes: Buffer) => createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');

/** QA's pages of coming days (`/qa/tag/…`) are rebuilt every day; they are not what a visitor sees. */
const QA_DAY_PAGES = /^qa\/(?!vergleich\/)/;

/** Each page of a built site by its address: `winteredition/index.html` → `/winteredition`. */
export function pageFingerprints(builtDir: string): Record<string, string> {
  const pages: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(builtDir, relative), { withFileTypes: true })) {
      const inside = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(inside);
      else if (entry.name.endsWith('.html') && !QA_DAY_PAGES.test(inside)) {
        const address = `/${inside.replace(/(^|\/)index\.html$/, '')}`;
        pages[address] = createHash('sha256')
          .update(readFileSync(path.join(builtDir, inside)))
          .digest('hex');
      }
    }
  };
  walk('');
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', ndash: '–', mdash: '—' };
const decoded = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? entity),
  );

/** The title of each of `pages` (addresses as pageFingerprints gives them) that the built site has, as its <title> reads. */
export function pageTitles(builtDir: string, pages: string[]): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const page of pages) {
    const inside = page.endsWith('.html') ? page.slice(1) : `${page.slice(1)}${page === '/' ? '' : '/'}index.html`;
    let html: string;
    try {
      html = readFileSync(path.join(builtDir, inside), 'utf8');
    } catch {
      continue;
    }
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1].trim();
    if (title) titles[page] = decoded(title);
  }
  return titles;
}

/** A JSON object's data; undefined for no text, invalid JSON or anything but an object. */
export function parsedObject(text: string | undefined): Record<string, unknown> | undefined {
  if (text === undefined) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return isPlainObject(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

let schemas: { edition: object; site: object } | undefined;
const sectionLabel = (type: string) => sectionDefinitions.find((section) => section.type === type)?.meta.label;

/** A file's changed fields, named as the studio's form names them. */
export function labelsOf(file: string, differences: FileChange['differences'], data?: unknown): string[] {
  schemas ??= { edition: jsonSchemaOf(editionSchema), site: jsonSchemaOf(siteSchema) };
  const schema = file.endsWith(`/${SITE_FILE}`) ? schemas.site : schemas.edition;
  return differences.map((difference) => differenceLabel(difference, schema, sectionLabel, data));
}

/** The sections' order („hero, painPoints, …“) in the names the studio's navigation gives them, for the people reading the change. */
const namedSectionOrder = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(', ')
        .map((type) => sectionLabel(type) ?? type)
        .join(', ')
    : value;
const withSectionNames = (difference: FileChange['differences'][number]) =>
  difference.path === 'sections' ? { ...difference, a: namedSectionOrder(difference.a), b: namedSectionOrder(difference.b) } : difference;

function fileChanges(live: Record<string, string>, next: Record<string, string>): FileChange[] {
  const changes: FileChange[] = [];
  for (const file of [...new Set([...Object.keys(live), ...Object.keys(next)])].sort()) {
    if (live[file] === next[file]) continue;
    const before = parsedObject(live[file]);
    const after = parsedObject(next[file]);
    const site = file.endsWith(`/${SITE_FILE}`);
    const name = site ? 'Website-Einstellungen' : String((after ?? before)?.name ?? file);
    const status = live[file] === undefined ? 'neu' : next[file] === undefined ? 'entfernt' : 'geändert';
    // A new file's texts field by field, so that its review shows them; not on the first publish, where every file is new.
    const compared = status === 'geändert' || (status === 'neu' && Object.keys(live).length > 0);
    const differences = compared ? diffEditions(before ?? {}, after ?? {}).map(withSectionNames) : [];
    // Only the way the file is written changed (spaces, key order): nothing a visitor sees.
    if (status === 'geändert' && differences.length === 0) continue;
    changes.push({ file, name, status, differences, labels: labelsOf(file, differences, after) });
  }
  return changes;
}

function pageChanges(live: Record<string, string>, next: Record<string, string>): PageChanges {
  return {
    added: Object.keys(next).filter((page) => !(page in live)),
    changed: Object.keys(next).filter((page) => page in live && live[page] !== next[page]),
    removed: Object.keys(live).filter((page) => !(page in next)),
  };
}

/** What goes live with `next` compared with the live site (`undefined`: nothing published yet). */
export function changesBetween(live: Snapshot | undefined, next: Snapshot): PublishChanges {
  // A release recorded before public/ was fingerprinted is compared by its pages only.
  const publicFiles = live && !live.public ? { added: [], changed: [], removed: [] } : pageChanges(live?.public ?? {}, next.public ?? {});
  return {
    firstPublish: live === undefined,
    pages: pageChanges(live?.pages ?? {}, next.pages),
    files: fileChanges(live?.files ?? {}, next.files),
    publicFiles,
  };
}

/** Nothing would change on the live site: no page, no content file, no file of public/. */
export function nothingChanges(changes: PublishChanges): boolean {
  const count = (changes: PageChanges) => changes.added.length + changes.changed.length + changes.removed.length;
  return !changes.firstPublish && changes.files.length === 0 && count(changes.pages) === 0 && count(changes.publicFiles) === 0;
}

/** A few words on what a publish changed: „Winter-Edition 2026 (Frühbucherpreis, Startdatum)“. */
export function describeChanges(changes: PublishChanges): string {
  if (changes.firstPublish) return `Erste Veröffentlichung (${changes.files.map((change) => change.name).join(', ')})`;
  if (changes.files.length === 0) {
    const { added, changed, removed } = changes.publicFiles;
    const shown = [...added, ...changed, ...removed];
    return shown.length > 0
      ? `Dateien in public/ (${shown.slice(0, 3).join(', ')}${shown.length > 3 ? ` und ${shown.length - 3} weitere` : ''})`
      : 'Keine Änderung am Inhalt (Seiten neu gebaut)';
  }
  return changes.files
    .map((change) => {
      if (change.status !== 'geändert') return `${change.name} (${change.status})`;
      const fields = [
        ...new Set(
          change.labels.map((label) =>
            label
              .split(' › ')
              .at(-1)!
              .replace(/ „[^“]*“$/, ''),
          ),
        ),
      ];
      return `${change.name} (${fields.slice(0, 4).join(', ')}${fields.length > 4 ? ` und ${fields.length - 4} weitere` : ''})`;
    })
    .join('; ');
}
