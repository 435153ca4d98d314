import path from 'node:path';
import { isPlainObject } from '#engine/resolve';
import { labelsOf } from '#scripts/publish/snapshot';
import { SITE_FILE } from '#src/content/loadContent';
import type { ImageUse } from '#studio/shared/previewLinks';

/**
 * Where content files name an image of public/images: every text value that is `/images/<name>` (an image
 * field's `src`, or any other field holding the address), by the edition's name and the field as the studio's
 * form names it („Nordsee-Edition 2026 → Kopfbereich › Bild › Adresse“), as a marketer reads it.
 */

const IMAGE_ADDRESS = /^\/images\/([^/?#]+)$/;

function walk(value: unknown, at: PropertyKey[], found: (name: string, at: PropertyKey[]) => void) {
  if (typeof value === 'string') {
    const match = IMAGE_ADDRESS.exec(value.trim());
    if (match) found(match[1], at);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      walk(item, [...at, index], found);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) walk(item, [...at, key], found);
  }
}

/**
 * A path as engine/editionDiff.ts keys it (`sections.hero.cover.src`, a list entry by its id or position), so that
 * it can be named by the form's labels.
 */
export function keyedPath(at: PropertyKey[], data: unknown): string {
  const parts: string[] = [];
  let value = data;
  at.forEach((key, depth) => {
    const item = Array.isArray(value) && typeof key === 'number' ? value[key] : isPlainObject(value) ? value[String(key)] : undefined;
    if (typeof key === 'number') {
      const section = depth === 1 && at[0] === 'sections' && isPlainObject(item) && typeof item.type === 'string';
      const id = isPlainObject(item) && typeof item.id === 'string' ? item.id : String(key + 1);
      if (section) parts.push(String(item.type));
      else parts[parts.length - 1] = `${parts.at(-1)}[${id}]`;
    } else parts.push(String(key));
    value = item;
  });
  return parts.join('.');
}

/** A content file by what the marketer calls it: an edition by its name (its key if it has none), site.json as the website's settings. */
export const contentName = (file: string, data: unknown) => {
  if (file.endsWith(`/${SITE_FILE}`)) return 'Website-Einstellungen';
  return isPlainObject(data) && typeof data.name === 'string' && data.name ? data.name : path.posix.basename(file, '.json');
};

/** Adds the uses in `files` (path → JSON text) to `uses` (image file name → uses); `label` names the source by the content's name. */
export function collectUses(uses: Map<string, ImageUse[]>, files: Record<string, string>, label: (name: string) => string) {
  for (const [file, text] of Object.entries(files)) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      continue; // a broken file names no image the build could publish
    }
    walk(data, [], (name, at) => {
      const list = uses.get(name) ?? [];
      // An image field's address (`src`) is named by the image field itself („Titelbild der Edition“).
      const field = at.at(-1) === 'src' && at.length > 1 ? at.slice(0, -1) : at;
      const [named] = labelsOf(file, [{ path: keyedPath(field, data), a: undefined, b: undefined }], data);
      list.push({ where: label(contentName(file, data)), field: named });
      uses.set(name, list);
    });
  }
}
