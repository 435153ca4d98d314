/**
 * Compares two resolved editions field by field, for QA (`npm run editions:diff`, /qa/vergleich).
 * Pure and free of zod and Node, so the browser runs the same code on the JSON the build publishes.
 *
 * It compares what a visitor reads, keyed so that one change is one row: sections by their type
 * (`sections.solution.heading.title`), list entries by their `id` (`sections.faq.entries[garantie].answer`),
 * so an inserted FAQ entry is one difference and does not shift the others. A list of plain texts
 * (the price list's features, a trainer's paragraphs) is one value. The order of the sections is one
 * field of its own (`sections` → „hero, painPoints, …“), and an entry that moved within its list is a row of
 * its own (`sections.testimonials.reviews[petra]` „Position 4 → Position 2“): order decides what a visitor
 * reads first, so QA must see it. Only the entries that moved are named, not every one they pushed along.
 * A section that shows only the first entries of its list (a number field `shown` beside the list, as the
 * reviews have) gets one more field, the entries a visitor sees (`sections.testimonials.reviews (sichtbar)`),
 * so a reorder that changes them is plain to see.
 */

export interface FieldDifference {
  /** The field, keyed: `offer.price`, `sections.faq.entries[garantie].answer`. */
  path: string;
  /** The value in edition A; `undefined` when A does not have the field. */
  a: unknown;
  /** The value in edition B; `undefined` when B does not have the field. */
  b: unknown;
  /** True when A's value is the shared default from site.json rather than the edition's own. */
  sharedA?: boolean;
  sharedB?: boolean;
  /** The row says that the entry moved: `a` and `b` are its positions („Position 4“). */
  moved?: boolean;
}

/** One leaf of an edition: its keyed path, the path in the resolved edition (`sections[2].heading.title`), and its value. */
export interface EditionField {
  path: string;
  at: PropertyKey[];
  value: unknown;
  /** A whole list entry with an id (its fields follow as fields of their own). */
  entry?: boolean;
}

/**
 * Top-level fields that are not content: the editor's schema link and what the loader or the build
 * adds (file key and name differ between any two editions by definition; the shared-field list is QA's own;
 * `sales` is derived from the dates for the build day, and QA shows its state beside the editions instead).
 */
const NOT_CONTENT = new Set(['$schema', 'key', 'file', 'sources', 'sharedFields', 'sales', 'variant', 'variantEditions']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export const keyPath = (parent: string, key: string) => {
  if (!IDENTIFIER.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return parent ? `${parent}.${key}` : key;
};

export const hasIds = (list: unknown[]) => list.length > 0 && list.every((item) => isObject(item) && typeof item.id === 'string');

function collect(value: unknown, path: string, at: PropertyKey[], out: EditionField[]) {
  if (Array.isArray(value)) {
    if (hasIds(value)) {
      value.forEach((item, index) => {
        const { id, ...rest } = item as { id: string };
        // The id is in the path; an entry is also a field of its own, so one only one side has is one row.
        out.push({ path: `${path}[${id}]`, at: [...at, index], value: item, entry: true });
        collect(rest, `${path}[${id}]`, [...at, index], out);
      });
    } else if (value.every((item) => !isObject(item) && !Array.isArray(item))) {
      // A list of plain values reads as one piece of copy.
      out.push({ path, at, value: value.length === 0 ? [] : value });
    } else {
      value.forEach((item, index) => {
        collect(item, `${path}[${index}]`, [...at, index], out);
      });
    }
    return;
  }
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) out.push({ path, at, value });
    for (const [key, item] of entries) collect(item, keyPath(path, key), [...at, key], out);
    return;
  }
  out.push({ path, at, value });
}

/** Every content field of an edition, keyed as the diff names it, in the order of the file. */
export function editionFields(edition: unknown): EditionField[] {
  if (!isObject(edition)) return [];
  const out: EditionField[] = [];
  for (const [key, value] of Object.entries(edition)) {
    if (NOT_CONTENT.has(key)) continue;
    if (key === 'sections' && Array.isArray(value)) {
      const types = value.map((section) => (isObject(section) ? String(section.type) : '?'));
      out.push({ path: 'sections', at: ['sections'], value: types.join(', ') });
      value.forEach((section, index) => {
        if (!isObject(section)) return;
        const { type: _type, ...props } = section;
        collect(props, `sections.${String(section.type)}`, ['sections', index], out);
        const visible = visibleEntries(props);
        if (visible)
          out.push({ path: `sections.${String(section.type)}.${visible.list} (sichtbar)`, at: ['sections', index, visible.list], value: visible.names });
      });
      continue;
    }
    collect(value, keyPath('', key), [key], out);
  }
  return out;
}

/** How an entry is named to QA: its name, title or question, else its id. */
const entryName = (entry: Record<string, unknown>) =>
  [entry.name, entry.title, entry.question].find((value): value is string => typeof value === 'string') ?? String(entry.id);

/** The entries a section shows when a number `shown` limits its one list of entries: their names, in order. */
function visibleEntries(props: Record<string, unknown>): { list: string; names: string } | undefined {
  if (typeof props.shown !== 'number') return undefined;
  const lists = Object.entries(props).filter((entry): entry is [string, Array<Record<string, unknown>>] => Array.isArray(entry[1]) && hasIds(entry[1]));
  if (lists.length !== 1) return undefined;
  const [list, entries] = lists[0];
  return { list, names: entries.slice(0, props.shown).map(entryName).join(', ') };
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every field in which edition A and edition B differ, in the order of A's file (fields only B has
 * follow at the end). `shared` lists, per side, the keyed paths whose values come from site.json.
 * Accepts editions as loaded, as published (dist/data/editions/<slug>.json) or as raw JSON.
 */
export function diffEditions(a: unknown, b: unknown, shared: { a?: readonly string[]; b?: readonly string[] } = {}): FieldDifference[] {
  const listA = editionFields(a);
  const listB = editionFields(b);
  const fieldsA = new Map(listA.map((field) => [field.path, field.value]));
  const fieldsB = new Map(listB.map((field) => [field.path, field.value]));
  const entries = new Set([...listA, ...listB].filter((field) => field.entry).map((field) => field.path));
  const sharedA = new Set(shared.a ?? []);
  const sharedB = new Set(shared.b ?? []);
  const out: FieldDifference[] = [];
  // An entry only one side has is one row; its fields are not listed again.
  const wholeEntries: string[] = [];
  for (const path of new Set([...fieldsA.keys(), ...fieldsB.keys()])) {
    const [valueA, valueB] = [fieldsA.get(path), fieldsB.get(path)];
    if (wholeEntries.some((entry) => path.startsWith(`${entry}.`) || path.startsWith(`${entry}[`))) continue;
    if (entries.has(path)) {
      if (valueA !== undefined && valueB !== undefined) continue;
      wholeEntries.push(path);
    }
    if (sameValue(valueA, valueB)) continue;
    const difference: FieldDifference = { path, a: valueA, b: valueB };
    if (sharedA.has(path)) difference.sharedA = true;
    if (sharedB.has(path)) difference.sharedB = true;
    out.push(difference);
  }
  return [...out, ...movedEntries(listA, listB)];
}

/** The list an entry belongs to (`sections.faq.entries` of `sections.faq.entries[garantie]`). */
const listOf = (entryPath: string) => entryPath.slice(0, entryPath.lastIndexOf('['));

/** Entry paths per list, in their order. */
function entryOrders(fields: EditionField[]): Map<string, string[]> {
  const orders = new Map<string, string[]>();
  for (const field of fields) {
    if (!field.entry) continue;
    const list = listOf(field.path);
    orders.set(list, [...(orders.get(list) ?? []), field.path]);
  }
  return orders;
}

/** The longest run of entries both orders keep in the same sequence; whatever is not in it has moved. */
function longestCommonOrder(a: string[], b: string[]): Set<string> {
  const lengths = a.map(() => new Array<number>(b.length + 1).fill(0));
  lengths.push(new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lengths[i][j] = a[i] === b[j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      kept.add(a[i]);
      i++;
      j++;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) i++;
    else j++;
  }
  return kept;
}

/** A row for each entry both editions have that stands elsewhere in its list. */
function movedEntries(listA: EditionField[], listB: EditionField[]): FieldDifference[] {
  const ordersB = entryOrders(listB);
  const out: FieldDifference[] = [];
  for (const [list, orderA] of entryOrders(listA)) {
    const orderB = ordersB.get(list) ?? [];
    const inBoth = (order: string[], other: string[]) => order.filter((entry) => other.includes(entry));
    const kept = longestCommonOrder(inBoth(orderA, orderB), inBoth(orderB, orderA));
    for (const entry of inBoth(orderA, orderB)) {
      if (kept.has(entry)) continue;
      out.push({ path: entry, a: `Position ${orderA.indexOf(entry) + 1}`, b: `Position ${orderB.indexOf(entry) + 1}`, moved: true });
    }
  }
  return out;
}

/** The row's field as QA reads it: a moved entry says so (`sections.faq.entries[garantie] (Reihenfolge)`). */
export const differenceField = (difference: FieldDifference) => (difference.moved ? `${difference.path} (Reihenfolge)` : difference.path);

/** The parts of a keyed path: „sections.“, „faq.“, „entries“, „[start-und-zugang].“, „answer“, „ (Reihenfolge)“. */
const PATH_PARTS = /[^.[\s]+\.?|\[[^\]]*\]\.?|\s+\S*/g;

/**
 * A keyed path in the pieces a line may break between, never inside a name (QA's table and the studio's
 * change table draw each piece whole). A path the pattern does not cover whole stays one piece.
 */
export function pathParts(path: string): string[] {
  const parts = path.match(PATH_PARTS) ?? [];
  return parts.join('') === path ? parts : [path];
}

/** Shown for a field one edition does not have. */
export const MISSING_VALUE = '(fehlt)';

/** A value as QA reads it: text as it is, a list of texts one per line, the rest as JSON. */
export function formatDiffValue(value: unknown): string {
  if (value === undefined) return MISSING_VALUE;
  if (typeof value === 'string') return value === '' ? '(leer)' : value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.length === 0 ? '(keine)' : value.join(' · ');
  // A whole list entry: its texts, without the id that names it already.
  if (isObject(value)) {
    return Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([key, item]) => `${key}: ${typeof item === 'string' ? item : JSON.stringify(item)}`)
      .join(' · ');
  }
  return JSON.stringify(value);
}
