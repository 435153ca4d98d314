/**
 * Compares two edition configs field by field, for QA (`npm run editions:diff`, /qa/vergleich).
 * Pure and free of zod and Node, so the browser can run it on the JSON the build publishes.
 *
 * Predictable rather than clever: objects are compared key by key, arrays index by index (sections
 * and items keep their order in the files, so `sections[3].title` names the same place on both
 * sides). Every differing leaf becomes one row; a field present on one side only has `undefined`
 * on the other.
 */

export interface FieldDifference {
  /** The field in the project's notation: `offer.price`, `sections[3].title`. */
  path: string;
  /** The value in edition A; `undefined` when A does not have the field. */
  a: unknown;
  /** The value in edition B; `undefined` when B does not have the field. */
  b: unknown;
}

/**
 * Top-level fields that are not content: the editor's schema link and what the loader adds
 * (file key and file name differ between any two editions by definition; `sources` is the files as
 * read, kept for messages, see resolve.ts).
 */
const NOT_CONTENT = new Set(['$schema', 'key', 'file', 'sources']);

type Container = Record<string, unknown> | unknown[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Arrays and objects of the same kind are descended into; anything else is a leaf. */
function kindOf(value: unknown): 'array' | 'object' | 'leaf' {
  if (Array.isArray(value)) return 'array';
  return isObject(value) ? 'object' : 'leaf';
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (!IDENTIFIER.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return parent ? `${parent}.${key}` : key;
}

/** Keys of A in A's order, then those only B has, in B's order. */
function keysOf(a: Container | undefined, b: Container | undefined): Array<string | number> {
  if (Array.isArray(a) || Array.isArray(b)) {
    const length = Math.max((a as unknown[] | undefined)?.length ?? 0, (b as unknown[] | undefined)?.length ?? 0);
    return Array.from({ length }, (_, index) => index);
  }
  return [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])];
}

const childOf = (container: Container | undefined, key: string | number): unknown =>
  container === undefined ? undefined : (container as Record<string | number, unknown>)[key];

function compare(path: string, a: unknown, b: unknown, out: FieldDifference[], skip: (path: string) => boolean) {
  const kindA = a === undefined ? undefined : kindOf(a);
  const kindB = b === undefined ? undefined : kindOf(b);
  const kind = kindA ?? kindB;
  // Descend when both sides are the same kind of container, or one side is a container and the other is missing.
  const descend = kind !== 'leaf' && (kindA === undefined || kindB === undefined || kindA === kindB);
  if (!descend) {
    if (a !== b) out.push({ path, a, b });
    return;
  }
  const keys = keysOf(a as Container | undefined, b as Container | undefined);
  // An empty container facing a missing field is a difference with no leaves below it.
  if (keys.length === 0) {
    if (kindA !== kindB) out.push({ path, a, b });
    return;
  }
  for (const key of keys) {
    const child = childPath(path, key);
    if (!skip(child)) compare(child, childOf(a as Container | undefined, key), childOf(b as Container | undefined, key), out, skip);
  }
}

/**
 * Every leaf field in which edition A and edition B differ, in the order of A's file (fields only B
 * has follow where their parent is). Accepts editions as loaded (engine/load.ts), as published
 * (dist/data/editions/<slug>.json) or as raw JSON.
 */
export function diffEditions(a: unknown, b: unknown): FieldDifference[] {
  const out: FieldDifference[] = [];
  compare('', a, b, out, (path) => NOT_CONTENT.has(path));
  return out;
}

/** Shown for a field one edition does not have. */
export const MISSING_VALUE = '(fehlt)';

/** A value as QA reads it: text as it is, the rest as JSON. */
export function formatDiffValue(value: unknown): string {
  if (value === undefined) return MISSING_VALUE;
  if (typeof value === 'string') return value === '' ? '(leer)' : value;
  return JSON.stringify(value);
}
