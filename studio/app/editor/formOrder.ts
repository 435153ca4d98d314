import type { FieldDifference } from '#engine/editionDiff';
import { isPlainObject } from '#engine/resolve';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import { GROUPS, ungroupedKeys, variantOfValue } from './formPlaces';

/**
 * The changes of the save dialog in the order the form shows their fields: the groups (Grunddaten,
 * Suchmaschinen, Angebot und Preis, Wert und Bonus), the order of the sections, then each section in the
 * draft's order; inside a group the fields as the schema lists them, list entries as the draft orders them.
 * The diff itself (engine/editionDiff.ts) lists the file's order, with fields only the draft has at the end.
 */

/** After every place the form knows: a removed entry, a removed section, a field the schema does not have. */
const LAST = Number.MAX_SAFE_INTEGER;
const PART = /^([^[\]]+)(?:\[([^\]]+)\])?$/;

/** The rank of each key of `parts` inside `node`, following `value` to pick a union's branch and place list entries. */
function placeWithin(node: JsonSchemaNode | undefined, value: unknown, parts: string[]): number[] {
  const place: number[] = [];
  for (const part of parts) {
    const [, key, entry] = PART.exec(part) ?? [part, part, undefined];
    const properties = node?.properties ?? variantOfValue(node ?? {}, value)?.properties ?? {};
    const index = Object.keys(properties).indexOf(key);
    place.push(index < 0 ? LAST : index);
    const child: JsonSchemaNode | undefined = properties[key];
    const list = isPlainObject(value) ? value[key] : undefined;
    if (entry === undefined) {
      node = child;
      value = list;
      continue;
    }
    const items = Array.isArray(list) ? list : [];
    const position = items.findIndex((item, at) => (isPlainObject(item) && 'id' in item ? item.id === entry : String(at) === entry));
    place.push(position < 0 ? LAST : position);
    node = child?.items;
    value = items[position];
  }
  return place;
}

/** Where a difference's field stands in the form, as numbers to compare one by one. */
export function formPlace(path: string, schema: JsonSchemaNode, draft: Record<string, unknown>): number[] {
  // „sections.testimonials.reviews (sichtbar)“: the entries a visitor sees follow their list.
  const [fieldPath, note] = path.split(' (');
  const parts = fieldPath.split('.');
  const sectionsAt = GROUPS.length;
  if (parts[0] === 'sections') {
    if (parts.length === 1) return [sectionsAt];
    const sections = Array.isArray(draft.sections) ? draft.sections : [];
    const index = sections.findIndex((section) => isPlainObject(section) && section.type === parts[1]);
    const section = sections[index];
    const variant = schema.properties?.sections?.items?.oneOf?.find((candidate) => candidate.properties?.type?.const === parts[1]);
    return [sectionsAt + 1, index < 0 ? LAST : index, ...placeWithin(variant, section, parts.slice(2)), ...(note ? [LAST] : [])];
  }
  const [, top] = PART.exec(parts[0]) ?? [];
  const group = Math.max(
    0,
    GROUPS.findIndex((candidate) => (candidate.keys as readonly string[]).includes(top)),
  );
  const keys: string[] = [...GROUPS[group].keys, ...(group === 0 ? ungroupedKeys(schema) : [])];
  const index = keys.indexOf(top);
  return [group, index < 0 ? LAST : index, ...placeWithin(schema, draft, parts).slice(1)];
}

const compare = (a: number[], b: number[]) => {
  for (let index = 0; index < Math.min(a.length, b.length); index++) if (a[index] !== b[index]) return a[index] - b[index];
  return a.length - b.length;
};

/** The differences sorted as the form shows their fields; rows of one field keep the diff's order. */
export function inFormOrder(differences: readonly FieldDifference[], schema: JsonSchemaNode, draft: Record<string, unknown>): FieldDifference[] {
  const places = new Map(differences.map((difference) => [difference.path, formPlace(difference.path, schema, draft)]));
  return [...differences].sort((a, b) => compare(places.get(a.path)!, places.get(b.path)!));
}
