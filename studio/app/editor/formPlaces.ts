import { parsePath } from '#engine/errors';
import { isPlainObject } from '#engine/resolve';
import type { StudioProblem, StudioSetup } from '#studio/shared/apiTypes';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import { getAt } from '../form/paths';
import { fieldText } from '../form/schemaText';

/**
 * Where things are in the editor's form: which group a field is edited in, how a problem's place is
 * named in the check list, and how many errors each group holds. Pure, so it is tested on its own.
 */

/** The form's groups of top-level fields; sections follow, one group each. Fields not named here join the first group. */
export const GROUPS = [
  { id: 'grunddaten', label: 'Grunddaten', keys: ['name', 'slug', 'startDate', 'salesEnd', 'closedNotice', 'checkoutCtaLabel'] },
  { id: 'suche', label: 'Suchmaschinen', keys: ['seo'] },
  { id: 'angebot', label: 'Angebot und Preis', keys: ['offer'] },
  { id: 'wert', label: 'Wert und Bonus', keys: ['valueBreakdown'] },
] as const;
export const FIRST_GROUP = GROUPS[0].id;
/** The group listing the sections (order, adding, removing). */
export const SECTIONS_GROUP = 'abschnitte';
const SECTION_PREFIX = 'abschnitt-';

/** The group of one section, by its type (an edition has each type at most once). */
export const sectionGroup = (type: string) => `${SECTION_PREFIX}${type}`;
/** The section type a group edits, or undefined for the other groups. */
export const sectionOfGroup = (group: string) => (group.startsWith(SECTION_PREFIX) ? group.slice(SECTION_PREFIX.length) : undefined);

export interface SectionEntry {
  index: number;
  type: string;
}

/** The draft's sections in their order. */
export const sectionsOf = (draft: Record<string, unknown> | undefined): SectionEntry[] =>
  (Array.isArray(draft?.sections) ? (draft.sections as unknown[]) : []).map((section, index) => ({
    index,
    type: String(isPlainObject(section) ? section.type : undefined),
  }));

/** Top-level fields the schema has but no group names: shown in the first group, so none is left out. */
export const ungroupedKeys = (schema: JsonSchemaNode) =>
  Object.keys(schema.properties ?? {}).filter(
    (key) => !['$schema', 'sections', 'current'].includes(key) && !GROUPS.some((group) => (group.keys as readonly string[]).includes(key)),
  );

/** The group a field (a path such as `sections[2].heading.title`) is edited in. */
export function groupOf(field: string | undefined, sections: readonly SectionEntry[]): string {
  if (!field) return FIRST_GROUP;
  const [first, index] = parsePath(field);
  if (first === 'sections') return typeof index === 'number' && sections[index] ? sectionGroup(sections[index].type) : SECTIONS_GROUP;
  return GROUPS.find((group) => (group.keys as readonly string[]).includes(String(first)))?.id ?? FIRST_GROUP;
}

/** A group's name in the navigation's words. */
export function groupLabel(group: string, sectionLabel: (type: string) => string): string {
  const type = sectionOfGroup(group);
  if (type !== undefined) return `Abschnitt „${sectionLabel(type)}“`;
  if (group === SECTIONS_GROUP) return 'Abschnitte';
  return GROUPS.find((candidate) => candidate.id === group)?.label ?? GROUPS[0].label;
}

/**
 * The branch of a union (`offer`: Komplettpreis or early-bird) that the value follows: the one whose
 * constant fields („mode“) match it. Names a field by the label of the branch the edition uses.
 */
export function variantOfValue(node: JsonSchemaNode, value: unknown): JsonSchemaNode | undefined {
  if (!node.oneOf || !isPlainObject(value)) return undefined;
  return node.oneOf.find((variant) =>
    Object.entries(variant.properties ?? {}).every(([key, property]) => property.const === undefined || property.const === value[key]),
  );
}

/** The last named key of a path (a list position is no name). */
const lastName = (keys: ReadonlyArray<string | number>) => [...keys].reverse().find((key): key is string => typeof key === 'string');

/**
 * A place in an A/B variant (`variants[0].sections.hero.subtitle`) by the variant's name and the section's and
 * field's labels: „Variante b › Kopfbereich › Unterzeile“, not the edition's own field of that name.
 */
function variantPlace(keys: ReadonlyArray<string | number>, setup: Pick<StudioSetup, 'schema' | 'sections'>, draft: Record<string, unknown>): string {
  const index = Number(keys[1]);
  const variant = Array.isArray(draft.variants) ? (draft.variants as unknown[])[index] : undefined;
  const name = `Variante ${isPlainObject(variant) && typeof variant.name === 'string' && variant.name ? variant.name : index + 1}`;
  const rest = keys.slice(2);
  if (rest[0] === 'sections' && typeof rest[1] === 'string') {
    const type = rest[1];
    const section = setup.sections.find((candidate) => candidate.type === type)?.label ?? type;
    const field = rest.slice(2);
    const last = lastName(field);
    if (!last) return `${name} › ${section}`;
    let node: JsonSchemaNode | undefined = setup.schema.properties?.sections?.items?.oneOf?.find((branch) => branch.properties?.type?.const === type);
    for (const key of field) node = typeof key === 'number' ? (node?.items ?? node) : (node?.properties?.[key] ?? node);
    return `${name} › ${section} › ${node ? fieldText(node, last).label : last}`;
  }
  const last = lastName(rest);
  const node = typeof rest[0] === 'string' ? setup.schema.properties?.variants?.items?.properties?.[rest[0]] : undefined;
  return last ? `${name} › ${node ? fieldText(node, last).label : last}` : name;
}

/** A problem's place as the form names it: „Angebot und Preis › Frühbucherpreis“, „Variante b › Kopfbereich › Überschrift“. */
export function placeOf(problem: Pick<StudioProblem, 'field'>, setup: Pick<StudioSetup, 'schema' | 'sections'>, draft: Record<string, unknown>): string {
  const sections = sectionsOf(draft);
  const sectionLabel = (type: string) => setup.sections.find((section) => section.type === type)?.label ?? type;
  const where = groupLabel(groupOf(problem.field, sections), sectionLabel);
  const keys = (problem.field ? parsePath(problem.field) : []) as Array<string | number>;
  if (keys[0] === 'variants' && typeof keys[1] === 'number') return variantPlace(keys, setup, draft);
  const last = [...keys].reverse().find((key) => typeof key === 'string');
  if (!last) return where;
  let node = setup.schema;
  let parent = node;
  keys.forEach((key, depth) => {
    parent = node;
    if (typeof key === 'number') {
      // A section list entry is the variant of its type; any other list entry is the list's item.
      node = node.items?.oneOf
        ? (node.items.oneOf.find((variant) => variant.properties?.type?.const === sections[key]?.type) ?? node.items)
        : (node.items ?? node);
    } else {
      node = node.properties?.[key] ?? variantOfValue(node, getAt(draft, keys.slice(0, depth)))?.properties?.[key] ?? node;
    }
  });
  // An image's file is chosen in the image's own field: named by the image's label, not by „src“'s.
  const imageFile = last === 'src' && keys.at(-1) === 'src' && isImageNode(parent) && typeof keys.at(-2) === 'string';
  return `${where} › ${imageFile ? fieldText(parent, keys.at(-2)!).label : fieldText(node, last).label}`;
}

const isImageNode = (node: JsonSchemaNode) => ['src', 'width', 'height'].every((key) => node.properties?.[key] !== undefined);

/** The problems of each field, for the field to show beside its control. */
export function problemsByField(problems: readonly StudioProblem[]): Map<string, StudioProblem[]> {
  const map = new Map<string, StudioProblem[]>();
  for (const problem of problems) {
    if (problem.field === undefined) continue;
    map.set(problem.field, [...(map.get(problem.field) ?? []), problem]);
  }
  return map;
}

/** How many of the problems are errors that keep the draft from being saved, in one group. */
export const errorCountIn = (problems: readonly StudioProblem[], group: string, sections: readonly SectionEntry[]) =>
  problems.filter((problem) => problem.blocking && groupOf(problem.field, sections) === group).length;
