import type { core } from 'zod';

/**
 * The field names a zod schema allows at a path of a document, and the one an unknown name was most likely
 * meant to be: „vocher“ → „voucher“. For the message about an unknown field (engine/errors.ts).
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// biome-ignore lint/suspicious/noExplicitAny: zod's definitions differ by schema kind; only the few fields read here are looked at.
type Def = core.$ZodTypeDef & Record<string, any>;
const defOf = (schema: unknown): Def | undefined => (schema as core.$ZodType | undefined)?._zod?.def as Def | undefined;

/** The object schemas a value at this point may be checked against: wrappers unwrapped, a union's branches that fit the value. */
function objectsOf(schema: unknown, value: unknown, depth = 0): Def[] {
  const def = defOf(schema);
  if (!def || depth > 20) return [];
  switch (def.type) {
    case 'object':
      return [def];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return objectsOf(def.innerType, value, depth + 1);
    case 'pipe':
      return objectsOf(def.in, value, depth + 1);
    case 'lazy':
      return objectsOf(def.getter(), value, depth + 1);
    case 'intersection':
      return [...objectsOf(def.left, value, depth + 1), ...objectsOf(def.right, value, depth + 1)];
    case 'union': {
      const branches: Def[] = def.options.flatMap((option: unknown) => objectsOf(option, value, depth + 1));
      // The branch whose fixed values („type“: "hero", „mode“: "early-bird") the value has, else all of them.
      const fitting = branches.filter((branch) =>
        Object.entries(branch.shape as Record<string, unknown>).every(([key, field]) => {
          const literal = defOf(field);
          return literal?.type !== 'literal' || (isObject(value) && (literal.values as unknown[]).includes(value[key]));
        }),
      );
      return fitting.length > 0 ? fitting : branches;
    }
    default:
      return [];
  }
}

/** The schema of a child (an object's field, a list's entry) of a value checked against `schema`. */
function childSchemas(schema: unknown, value: unknown, key: PropertyKey, depth = 0): unknown[] {
  const def = defOf(schema);
  if (!def || depth > 20) return [];
  if (def.type === 'array' && typeof key === 'number') return [def.element];
  if (def.type === 'record') return [def.valueType];
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type))
    return childSchemas(def.innerType, value, key, depth + 1);
  if (def.type === 'pipe') return childSchemas(def.in, value, key, depth + 1);
  if (def.type === 'lazy') return childSchemas(def.getter(), value, key, depth + 1);
  return objectsOf(schema, value).flatMap((object) => (Object.hasOwn(object.shape, key) ? [object.shape[key as string]] : []));
}

/** Every field name allowed at `path` of `input` checked against `schema` (empty where the path leaves what the schema knows). */
export function knownFieldsAt(schema: unknown, input: unknown, path: ReadonlyArray<PropertyKey>): string[] {
  let schemas: unknown[] = [schema];
  let value = input;
  for (const key of path) {
    schemas = schemas.flatMap((candidate) => childSchemas(candidate, value, key));
    value = isObject(value) || Array.isArray(value) ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return [...new Set(schemas.flatMap((candidate) => objectsOf(candidate, value)).flatMap((object) => Object.keys(object.shape)))];
}

/** Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`, case aside. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows = Array.from({ length: s.length + 1 }, (_, i) => Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[s.length][t.length];
}

/**
 * The known name closest to `name`, when it is close enough to be a typo: at most a third of its letters
 * off (at least one, at most three), and no other name as close. Undefined otherwise.
 */
export function nearestName(name: string, known: ReadonlyArray<string>): string | undefined {
  if (name.length > 100) return undefined;
  const allowed = Math.min(3, Math.max(1, Math.floor(name.length / 3)));
  const ranked = known.map((candidate) => ({ candidate, distance: editDistance(name, candidate) })).sort((a, b) => a.distance - b.distance);
  const [best, second] = ranked;
  if (!best || best.distance > allowed || (second && second.distance === best.distance)) return undefined;
  return best.candidate;
}
