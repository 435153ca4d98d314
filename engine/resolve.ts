import { formatPath, parsePath } from './errors';
import { isPlainObject, mergeOver, walk, type PlainObject } from './mergeOver';
import { ownValue } from './ownValue';
import { variantSourceOf, type VariantSource } from './variants';

/**
 * Shared defaults and per-edition overrides. `site.json` holds a default per section type
 * (`sectionDefaults.solution`); an edition's section descriptor is `{ "type": …, …any subset of the props }`.
 * The resolved section is the descriptor merged over the default: objects key by key, lists and plain
 * values replace as a whole (a list is one piece of copy, never spliced). Free of zod and Node.
 */

export { isPlainObject, mergeOver, type PlainObject } from './mergeOver';

/** Where a value of a resolved edition was written: the file and the path inside it. */
export interface ValueSource {
  file: string;
  path: string;
  /** True when the value comes from the shared default in site.json. */
  shared: boolean;
}

export interface EditionSources {
  /** The edition file as read (before merging), e.g. `editions/spring.json`. */
  file: string;
  raw: unknown;
  /** The site file that holds the defaults, e.g. `editions/site.json`. */
  siteFile: string;
  /** Name of the defaults object in the site file (`sectionDefaults`). */
  defaultsKey: string;
  defaults: PlainObject;
  /** On a variant's page (engine/variants.ts): the variant, whose own values are named where it writes them. */
  variant?: VariantSource;
}

/**
 * The file and path a value of the resolved edition came from, for messages:
 * `sections[2].heading.title` is `editions/spring.json → sections[2].heading.title` when the edition
 * writes it, `editions/site.json → sectionDefaults.solution.heading.title` when it comes from the default.
 * A value neither has is missing in the edition, which is where it would be added.
 */
export function sourceOf(sources: EditionSources, path: string | ReadonlyArray<PropertyKey>): ValueSource {
  let keys = typeof path === 'string' ? parsePath(path) : path;
  if (sources.variant) {
    const found = variantSourceOf(sources.variant, keys);
    if ('own' in found) return { file: sources.file, path: found.own, shared: false };
    keys = found.edition;
  }
  const inEdition: ValueSource = { file: sources.file, path: formatPath(keys), shared: false };
  if (keys[0] !== 'sections' || typeof keys[1] !== 'number') return inEdition;
  const raw = isPlainObject(sources.raw) && Array.isArray(sources.raw.sections) ? sources.raw.sections[keys[1]] : undefined;
  if (!isPlainObject(raw) || typeof raw.type !== 'string') return inEdition;
  const inside = keys.slice(2);
  if (inside.length === 0 || walk(raw, inside) === 'present') return inEdition;
  const fallback = ownValue(sources.defaults, raw.type);
  if (walk(fallback, inside) === 'absent') return inEdition;
  return { file: sources.siteFile, path: formatPath([sources.defaultsKey, raw.type, ...inside]), shared: true };
}

/** The edition's sections with each descriptor merged over its type's default. Unknown shapes pass through for the schema to report. */
export function resolveSections(raw: unknown, defaults: PlainObject): unknown {
  if (!isPlainObject(raw) || !Array.isArray(raw.sections)) return raw;
  const sections = raw.sections.map((section) => {
    const fallback = isPlainObject(section) && typeof section.type === 'string' ? ownValue(defaults, section.type) : undefined;
    if (!isPlainObject(section) || !isPlainObject(fallback)) return section;
    // The type stays first, as in the files.
    return { type: section.type, ...(mergeOver(fallback, section) as PlainObject) };
  });
  return { ...raw, sections };
}
