import { formatPath } from './errors';
import { isPlainObject, mergeOver, walk, type PlainObject } from './mergeOver';
import { ownValue } from './ownValue';

/**
 * A/B variants of an edition's copy. An edition may declare `variants`, each with a `name`, a `weight` and the copy
 * it shows instead of the edition's own: edition fields (the checkout label), per section type the fields its
 * section lets a variant change (`SectionMeta.variantFields`), and `sectionOrder`, the sections' types in a new
 * order. A variant's page is the edition with that copy over it (applyVariant); it is checked and rendered like the
 * edition itself, and messages about its values name the place in the variant where they were written
 * (variantSourceOf, used by engine/resolve.ts `sourceOf`). Free of zod and Node.
 */

export const VARIANTS_KEY = 'variants';

/** The names of the variants in an edition's `variants` as written (anything else: none), for messages and choices. */
export function variantNames(variants: unknown): string[] {
  return (Array.isArray(variants) ? variants : []).flatMap((variant) => (isPlainObject(variant) && typeof variant.name === 'string' ? [variant.name] : []));
}

/** The fields of a variant that say what it is and where its copy goes, not copy of the edition's own fields. */
export const VARIANT_OWN_FIELDS: readonly string[] = ['name', 'weight', 'sectionOrder', 'sections'];

/** A variant as the messages need it: where it is written, and which of the edition's sections each of its own is. */
export interface VariantSource {
  /** Its position in the edition's `variants` list. */
  index: number;
  /** The variant as written in the edition file. */
  raw: PlainObject;
  /** For each section of the variant's page, the position of that section in the edition's list. */
  order: number[];
  /** The type of each of the edition's sections, by position. */
  sectionTypes: Array<string | undefined>;
}

const typeOf = (section: unknown) => (isPlainObject(section) && typeof section.type === 'string' ? section.type : undefined);

/**
 * The positions of the edition's sections in the order the variant shows them: `sectionOrder` names each type once,
 * or the edition's order stays. Undefined when the order is not one the edition can take (a type it does not have,
 * one named twice or left out): the schema reports that, and the variant is not applied.
 */
export function variantOrder(sections: readonly unknown[], variant: PlainObject): number[] | undefined {
  const types = sections.map(typeOf);
  if (variant.sectionOrder === undefined) return types.map((_, index) => index);
  if (!Array.isArray(variant.sectionOrder)) return undefined;
  const order = variant.sectionOrder.map((type) => (typeof type === 'string' ? types.indexOf(type) : -1));
  if (order.length !== types.length || order.some((index) => index < 0) || new Set(order).size !== order.length) return undefined;
  return order;
}

/**
 * The edition as a variant shows it: `resolved` (the edition with its sections merged over the shared defaults,
 * engine/resolve.ts) with the variant's copy over it, objects key by key as for defaults, its sections in the
 * variant's order, and no `variants` of its own. Undefined when the variant's order does not fit the edition.
 */
export function applyVariant(resolved: PlainObject, variant: PlainObject, index: number): { edition: PlainObject; source: VariantSource } | undefined {
  const sections = Array.isArray(resolved.sections) ? resolved.sections : [];
  const order = variantOrder(sections, variant);
  if (!order) return undefined;
  const overrides = isPlainObject(variant.sections) ? variant.sections : {};
  const shown = order.map((position) => {
    const section = sections[position];
    const type = typeOf(section);
    const own = type === undefined ? undefined : ownValue(overrides, type);
    if (!isPlainObject(section) || !isPlainObject(own)) return section;
    return { type, ...(mergeOver(section, own) as PlainObject) };
  });
  const { [VARIANTS_KEY]: _variants, ...edition } = resolved;
  for (const [key, value] of Object.entries(variant)) {
    if (!VARIANT_OWN_FIELDS.includes(key)) edition[key] = mergeOver(edition[key], value);
  }
  return { edition: { ...edition, sections: shown }, source: { index, raw: variant, order, sectionTypes: sections.map(typeOf) } };
}

/**
 * Where a value of a variant's page was written, when the variant wrote it: `sections[0].title` of variant 1 is
 * `variants[1].sections.hero.title`, a moved section's place `variants[1].sectionOrder[0]` (`own`, a path in the
 * edition file). Otherwise the path the value has on the edition's own page (`edition`), for the edition's sources.
 */
export function variantSourceOf(variant: VariantSource, keys: ReadonlyArray<PropertyKey>): { own: string } | { edition: PropertyKey[] } {
  const own = (...inside: PropertyKey[]) => ({ own: formatPath([VARIANTS_KEY, variant.index, ...inside]) });
  const reordered = variant.raw.sectionOrder !== undefined;
  if (keys.length === 0) return { edition: [] };
  if (keys[0] !== 'sections')
    return !VARIANT_OWN_FIELDS.includes(String(keys[0])) && walk(variant.raw, keys) === 'present' ? own(...keys) : { edition: [...keys] };
  if (keys.length === 1) return reordered ? own('sectionOrder') : { edition: [...keys] };
  if (typeof keys[1] !== 'number') return { edition: [...keys] };
  const position = variant.order[keys[1]] ?? keys[1];
  const inside = keys.slice(2);
  // Which section stands at a place is the variant's order's doing.
  if (inside.length === 0 || (inside.length === 1 && inside[0] === 'type'))
    return reordered ? own('sectionOrder', keys[1]) : { edition: ['sections', position, ...inside] };
  const type = variant.sectionTypes[position];
  const written = type === undefined || !isPlainObject(variant.raw.sections) ? undefined : ownValue(variant.raw.sections, type);
  if (type !== undefined && written !== undefined && walk(written, inside) === 'present') return own('sections', type, ...inside);
  return { edition: ['sections', position, ...inside] };
}
