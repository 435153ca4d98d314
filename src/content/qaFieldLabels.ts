import { z } from 'zod';
import { editionFields } from '#engine/editionDiff';
import { differenceLabel } from '#engine/fieldLabels';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import { sectionDefinitions } from '#sections/schemas';
import type { LoadedEdition } from './contentModel';
import { editionSchema } from './schema';

/**
 * Each field of an edition named as the studio's form names it (engine/fieldLabels.ts), for the QA comparison:
 * it lists differences by these names instead of JSON paths. Made by the build, so the browser needs no schema.
 */

let schemaNode: JsonSchemaNode | undefined;
const editionSchemaNode = () => (schemaNode ??= z.toJSONSchema(editionSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode);

/** A section type by the name the studio's navigation gives it (the section registry's meta). */
export const sectionLabel = (type: string): string | undefined => sectionDefinitions.find((definition) => definition.type === type)?.meta.label;

/** Keyed path (as engine/editionDiff.ts names it) → German label, for every field of the edition; `sections.<type>` names each section. */
export function qaFieldLabels(edition: LoadedEdition): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of editionFields(edition)) labels[field.path] = differenceLabel(field, editionSchemaNode(), sectionLabel, edition);
  for (const section of edition.sections) labels[`sections.${section.type}`] = sectionLabel(section.type) ?? section.type;
  return labels;
}
