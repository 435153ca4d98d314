import type { JsonSchemaNode } from './jsonSchemaNode';
import { ownValue } from './ownValue';

/**
 * Fields named as the form names them, read from the field metadata in a JSON Schema (engine/fieldMeta.ts →
 * `x-label`, `x-help`). The studio's form and dialogs, and `npm run publish`'s summary and commit message,
 * name a changed field the same way: `sections.testimonials.reviews[petra-w].text` →
 * „Bewertungen › Bewertungen „petra-w“ › Text“.
 */

export interface FieldText {
  label: string;
  help: string;
}

/** The field's label and help; a node without a label (a list position) is named by its key. */
export function fieldText(node: JsonSchemaNode, key: string | number): FieldText {
  return { label: node['x-label'] ?? String(key), help: node['x-help'] ?? '' };
}

const PART = /^([^[\]]+)(?:\[([^\]]+)\])?$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A key's node; inside a union (the offer: Komplettpreis or early-bird) the branch whose constants
 * („mode“) the value has, else the first branch that has the key.
 */
function propertyOf(node: JsonSchemaNode | undefined, key: string, value: unknown): JsonSchemaNode | undefined {
  const own = ownValue(node?.properties, key);
  if (own) return own;
  const branches = node?.oneOf ?? [];
  const matching = isObject(value)
    ? branches.find((variant) =>
        Object.entries(variant.properties ?? {}).every(([name, property]) => property.const === undefined || property.const === ownValue(value, name)),
      )
    : undefined;
  return ownValue(matching?.properties, key) ?? branches.map((variant) => ownValue(variant.properties, key)).find(Boolean);
}

/** A list's entry as a keyed path names it: by its id, else (a list without ids) by its position. */
function listItem(list: unknown, entry: string): unknown {
  if (!Array.isArray(list)) return undefined;
  const byId = list.find((item) => isObject(item) && item.id === entry);
  return byId ?? (/^\d+$/.test(entry) ? list[Number(entry)] : undefined);
}

/** An entry without an id that has a name (an A/B variant „b“) is named by it, not by its position. */
const namedItem = (item: unknown) => (isObject(item) && item.id === undefined && typeof item.name === 'string' && item.name ? item.name : undefined);

/**
 * A keyed path of engine/editionDiff.ts named by the schema's labels; `sectionLabel` names a section type
 * as the navigation does, `data` (the edition) picks the branch of a union. A part the schema does not
 * know stays as written, so nothing is ever left out.
 */
export function differenceLabel(
  difference: { path: string; moved?: boolean },
  schema: JsonSchemaNode,
  sectionLabel: (type: string) => string | undefined,
  data?: unknown,
): string {
  const [path, suffix] = difference.path.split(' (');
  const parts = path.split('.');
  const labels: string[] = [];
  let node: JsonSchemaNode | undefined = schema;
  // The value at the path so far, where it can be followed (object keys only).
  let value: unknown = data;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    if (index === 0 && part === 'sections' && parts[1]) {
      // `sections.<type>`: the section by the name the navigation gives it.
      const type = parts[1];
      labels.push(sectionLabel(type) ?? type);
      node = schema.properties?.sections?.items?.oneOf?.find((variant) => variant.properties?.type?.const === type);
      value = isObject(data) && Array.isArray(data.sections) ? data.sections.find((section) => isObject(section) && section.type === type) : undefined;
      index++;
      continue;
    }
    const [, key, entry] = PART.exec(part) ?? [part, part, undefined];
    const child = propertyOf(node, key, value);
    const label = child ? fieldText(child, key).label : key;
    const item = entry === undefined ? undefined : listItem(isObject(value) ? value[key] : undefined, entry);
    labels.push(entry === undefined ? label : `${label} „${namedItem(item) ?? entry}“`);
    node = entry === undefined ? child : child?.items;
    value = entry === undefined ? (isObject(value) ? value[key] : undefined) : item;
  }
  const note = difference.moved ? ' (Reihenfolge)' : suffix === 'sichtbar)' ? ' (sichtbar)' : '';
  return labels.join(' › ') + note;
}
