import { hasIds, keyPath, sameValue } from './editionDiff';

/**
 * Three-way merge of an edition: the version a person opened (`base`), their draft (`mine`) and the file
 * as someone else saved it meanwhile (`theirs`). What only one side changed is taken from that side; a
 * field both changed to different values is a conflict, named by the keyed path editionDiff gives it
 * (sections by type, list entries by id), and decided by `takeMine` (default: their value stays).
 * Pure and free of Node: the studio's server names the conflicts, its page merges with the person's choice.
 */

export interface MergeConflict {
  /** The keyed path as diffEditions names it: `offer.price`, `sections.faq.entries[garantie]`. */
  path: string;
  /** Both changed the order of this list differently (the sections, or a list's entries). */
  order?: boolean;
}

export interface MergeResult {
  data: Record<string, unknown>;
  conflicts: MergeConflict[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Context {
  conflicts: MergeConflict[];
  takeMine: (conflict: MergeConflict) => boolean;
}

function conflict(context: Context, found: MergeConflict, mine: unknown, theirs: unknown): unknown {
  context.conflicts.push(found);
  return context.takeMine(found) ? mine : theirs;
}

/** One value; `undefined` stands for a field or entry that is not there. */
function mergeValue(base: unknown, mine: unknown, theirs: unknown, path: string, context: Context): unknown {
  if (sameValue(mine, base)) return theirs;
  if (sameValue(theirs, base) || sameValue(mine, theirs)) return mine;
  if (isObject(mine) && isObject(theirs) && (base === undefined || isObject(base))) return mergeObject(base ?? {}, mine, theirs, path, context);
  if (Array.isArray(mine) && Array.isArray(theirs) && Array.isArray(base)) {
    if (path === 'sections')
      return mergeKeyed(
        base,
        mine,
        theirs,
        path,
        (item) => String((item as { type?: unknown }).type),
        (type) => `sections.${type}`,
        context,
      );
    const lists = [base, mine, theirs].filter((list) => list.length > 0);
    if (lists.every((list) => hasIds(list)))
      return mergeKeyed(
        base,
        mine,
        theirs,
        path,
        (item) => (item as { id: string }).id,
        (id) => `${path}[${id}]`,
        context,
      );
    // Entries without ids: field by field while no entry was added or removed, else the list is one field.
    if (base.length === mine.length && mine.length === theirs.length && mine.some((item) => isObject(item))) {
      return mine.map((item, index) => mergeValue(base[index], item, theirs[index], `${path}[${index}]`, context));
    }
  }
  return conflict(context, { path }, mine, theirs);
}

function mergeObject(base: Record<string, unknown>, mine: Record<string, unknown>, theirs: Record<string, unknown>, path: string, context: Context) {
  const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])];
  const merged: Record<string, unknown> = {};
  for (const key of keys) {
    const value = mergeValue(base[key], mine[key], theirs[key], path === '' ? keyPath('', key) : keyPath(path, key), context);
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}

/** The keys' relative order in a list (only the keys all three have count). */
const orderOf = (keys: string[], common: Set<string>) => keys.filter((key) => common.has(key));

/** A list whose entries have a key (sections by type, entries by id): merged entry by entry, then ordered. */
function mergeKeyed(
  base: unknown[],
  mine: unknown[],
  theirs: unknown[],
  path: string,
  keyOf: (item: unknown) => string,
  pathOf: (key: string) => string,
  context: Context,
): unknown[] {
  const [baseKeys, mineKeys, theirKeys] = [base, mine, theirs].map((list) => list.map(keyOf));
  const byKey = (list: unknown[]) => new Map(list.map((item) => [keyOf(item), item]));
  const [baseOf, mineOf, theirOf] = [byKey(base), byKey(mine), byKey(theirs)];
  // The order: theirs, unless only I reordered; when both did, differently, a conflict of its own.
  const common = new Set(baseKeys.filter((key) => mineOf.has(key) && theirOf.has(key)));
  const [baseOrder, mineOrder, theirOrder] = [baseKeys, mineKeys, theirKeys].map((keys) => orderOf(keys, common));
  let mineLeads = !sameValue(mineOrder, baseOrder) && sameValue(theirOrder, baseOrder);
  if (!sameValue(mineOrder, baseOrder) && !sameValue(theirOrder, baseOrder) && !sameValue(mineOrder, theirOrder)) {
    mineLeads = conflict(context, { path, order: true }, true, false) as boolean;
  }
  const order = mineLeads ? [...mineKeys] : [...theirKeys];
  // Entries only the other side has join after the entry before them there.
  const other = mineLeads ? theirKeys : mineKeys;
  other.forEach((key, index) => {
    if (order.includes(key)) return;
    const after = other
      .slice(0, index)
      .reverse()
      .find((candidate) => order.includes(candidate));
    order.splice(after === undefined ? 0 : order.indexOf(after) + 1, 0, key);
  });
  const merged: unknown[] = [];
  for (const key of order) {
    const value = mergeValue(baseOf.get(key), mineOf.get(key), theirOf.get(key), pathOf(key), context);
    if (value !== undefined) merged.push(value);
  }
  return merged;
}

export function mergeEditions(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  takeMine: (conflict: MergeConflict) => boolean = () => false,
): MergeResult {
  const context: Context = { conflicts: [], takeMine };
  return { data: mergeObject(base, mine, theirs, '', context), conflicts: context.conflicts };
}

/** Whether a row of diffEditions belongs to a conflict: the field itself, a field inside it, or (an order) an entry that moved. */
export function withinConflict(row: { path: string; moved?: boolean }, conflict: MergeConflict): boolean {
  if (conflict.order) return row.path === conflict.path || (row.moved === true && row.path.startsWith(`${conflict.path}[`));
  return row.path === conflict.path || row.path.startsWith(`${conflict.path}.`) || row.path.startsWith(`${conflict.path}[`);
}
