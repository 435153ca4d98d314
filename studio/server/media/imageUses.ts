import { formatPath } from '#engine/errors';
import type { ImageUse } from '#studio/shared/previewLinks';

/**
 * Where content files name an image of public/images: every text value that is `/images/<name>` (an image
 * field's `src`, or any other field holding the address), by file and field path as the check names them.
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

/** Adds the uses in `files` (path → JSON text) to `uses` (image file name → uses); `label` names the source. */
export function collectUses(uses: Map<string, ImageUse[]>, files: Record<string, string>, label: (file: string) => string) {
  for (const [file, text] of Object.entries(files)) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      continue; // a broken file names no image the build could publish
    }
    walk(data, [], (name, at) => {
      const list = uses.get(name) ?? [];
      list.push({ where: label(file), field: formatPath(at) });
      uses.set(name, list);
    });
  }
}
