/**
 * Plain JSON objects and how one is laid over another: the merge of shared defaults (engine/resolve.ts) and of an
 * A/B variant's copy (engine/variants.ts). Free of zod and Node.
 */

export type PlainObject = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is PlainObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `override` over `base`: objects merge key by key, everything else replaces. */
export function mergeOver(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override;
  const merged: PlainObject = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = mergeOver(base[key], value);
  return merged;
}

type Walk = 'present' | 'absent';

/** Whether `value` holds something at `keys`; a list or plain value on the way holds everything below it. */
export function walk(value: unknown, keys: ReadonlyArray<PropertyKey>): Walk {
  let current = value;
  for (const key of keys) {
    if (!isPlainObject(current)) return current === undefined ? 'absent' : 'present';
    if (!Object.hasOwn(current, String(key))) return 'absent';
    current = current[String(key)];
  }
  return current === undefined ? 'absent' : 'present';
}
