import { formatPath } from './errors';
import { MAX_NESTING } from './readJson';

/**
 * Checks a value parsed from JSON that came from outside (an edition the studio's page sends) before
 * anything recursive walks it: no deeper than a content file may be (MAX_NESTING), walked with a list of
 * its own rather than by recursion, so a hostile nesting of any depth is answered, not a stack overflow;
 * and no field named „__proto__“, which no edition has and which code that copies objects field by field
 * would take for the object's prototype instead of a field.
 */

export interface ValueShapeProblem {
  /** Where: the first value found too deep, or the field with the forbidden name. */
  path: Array<string | number>;
  message: string;
}

/** The first few steps of a long path, so a message stays readable. */
const SHOWN_STEPS = 6;
const FORBIDDEN_NAME = '__proto__';

export function valueShapeProblem(value: unknown): ValueShapeProblem | undefined {
  const pending: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_NESTING) {
      const shown = formatPath(path.slice(0, SHOWN_STEPS));
      return { path, message: `Die Edition ist zu tief verschachtelt (bei „${shown}…“): mehr als ${MAX_NESTING} Ebenen aus Listen und Feldgruppen ineinander` };
    }
    const entries: Array<[string | number, unknown]> = Array.isArray(current) ? current.map((item, index) => [index, item]) : Object.entries(current);
    if (!Array.isArray(current) && Object.hasOwn(current, FORBIDDEN_NAME)) {
      const at = [...path, FORBIDDEN_NAME];
      return { path: at, message: `„${formatPath(at)}“: Ein Feld namens „${FORBIDDEN_NAME}“ gibt es in keiner Edition, und der Name ist nicht erlaubt` };
    }
    for (const [key, item] of entries) pending.push({ value: item, path: [...path, key] });
  }
  return undefined;
}
