import { formatPath } from '#engine/errors';
import { isPlainObject } from '#engine/resolve';

/** Reading and changing a value deep inside the draft, without mutating it (React state). */

export type Path = ReadonlyArray<string | number>;

export const pathText = (path: Path) => formatPath(path);

/** A DOM id for the field at a path: `sections[2].heading.title` → `feld-sections-2-heading-title`. */
export const fieldId = (path: Path | string) => `feld-${(typeof path === 'string' ? path : pathText(path)).replace(/[^A-Za-z0-9]+/g, '-').replace(/-$/, '')}`;

export function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isPlainObject(current) && typeof key === 'string' && Object.hasOwn(current, key)) current = current[key];
    else return undefined;
  }
  return current;
}

/** A copy with `next` at `path`; missing objects on the way are created. */
export function setAt<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [key, ...rest] = path;
  if (Array.isArray(value) && typeof key === 'number') {
    const copy = [...value];
    copy[key] = setAt(copy[key], rest, next);
    return copy as T;
  }
  const object: Record<string, unknown> = isPlainObject(value) ? value : {};
  return { ...object, [key]: setAt(object[key as string], rest, next) } as T;
}

/**
 * A copy without the value at `path`. Objects left empty on the way up are removed too, down to
 * `keep` levels: resetting a section's last own heading field leaves no empty `heading: {}` behind.
 */
export function removeAt<T>(value: T, path: Path, keep = 0): T {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (Array.isArray(value) && typeof key === 'number') {
    if (rest.length === 0) return value.filter((_, index) => index !== key) as T;
    const copy = [...value];
    copy[key] = removeAt(copy[key], rest, keep - 1);
    return copy as T;
  }
  if (!isPlainObject(value) || !Object.hasOwn(value, key as string)) return value;
  const { [key as string]: inner, ...others } = value;
  if (rest.length === 0) return others as T;
  const changed = removeAt(inner, rest, keep - 1);
  if (keep <= 1 && isPlainObject(changed) && Object.keys(changed).length === 0) return others as T;
  return { ...others, [key as string]: changed } as T;
}

/** A copy of the list with the entry at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}

export const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
