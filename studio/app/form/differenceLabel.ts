import type { FieldDifference } from '../../../engine/editionDiff';
import type { StudioSchemaNode, StudioSetup } from '../apiTypes';
import { fieldText } from './schemaText';

/**
 * A changed field named as the form names it: `sections.testimonials.reviews[petra-w].text` →
 * „Bewertungen › Bewertungen „petra-w“ › Text“. Reads the keyed path of engine/editionDiff.ts against the
 * studio's schema; a part the schema does not know stays as written, so nothing is ever left out.
 */

const PART = /^([^[\]]+)(?:\[([^\]]+)\])?$/;

/** The union branch a key belongs to (the offer: Komplettpreis or early-bird). */
const propertyOf = (node: StudioSchemaNode | undefined, key: string): StudioSchemaNode | undefined =>
  node?.properties?.[key] ?? node?.oneOf?.map((variant) => variant.properties?.[key]).find(Boolean);

export function differenceLabel(difference: Pick<FieldDifference, 'path' | 'moved'>, setup: Pick<StudioSetup, 'schema' | 'sections'>): string {
  const [path, suffix] = difference.path.split(' (');
  const parts = path.split('.');
  const labels: string[] = [];
  let node: StudioSchemaNode | undefined = setup.schema;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    if (index === 0 && part === 'sections' && parts[1]) {
      // `sections.<type>`: the section by the name the navigation gives it.
      const type = parts[1];
      labels.push(setup.sections.find((section) => section.type === type)?.label ?? type);
      node = setup.schema.properties?.sections?.items?.oneOf?.find((variant) => variant.properties?.type?.const === type);
      index++;
      continue;
    }
    const [, key, entry] = PART.exec(part) ?? [part, part, undefined];
    const child = propertyOf(node, key);
    const label = child ? fieldText(child, key).label : key;
    labels.push(entry === undefined ? label : `${label} „${entry}“`);
    node = entry === undefined ? child : child?.items;
  }
  const note = difference.moved ? ' (Reihenfolge)' : suffix === 'sichtbar)' ? ' (sichtbar)' : '';
  return labels.join(' › ') + note;
}
