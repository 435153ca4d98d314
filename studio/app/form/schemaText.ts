import type { FieldControl } from '#engine/fieldMeta';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';

/**
 * What the form shows for a schema node, read from the field metadata its zod schema declares
 * (engine/fieldMeta.ts → `x-label`, `x-help`, `x-control`, `x-choices` in the JSON Schema). Nothing is read
 * from the wording of a description: rewording one changes no label and no control.
 */

export { fieldText } from '#engine/fieldLabels';

export type FieldKind = FieldControl | 'object' | 'list' | 'variants' | 'constant';

/** The control a node is edited with: its declared control, or the container its shape is. */
export function kindOf(node: JsonSchemaNode): FieldKind {
  if (node.const !== undefined) return 'constant';
  if (node['x-control']) return node['x-control'];
  if (node.oneOf) return 'variants';
  if (node.type === 'array') return 'list';
  if (node.type === 'object') return 'object';
  // Every leaf of the schemas declares its control (schemaText.test.ts); this is the plain text field.
  return 'text';
}

/** The label of a choice's value, as its schema declares it; a value without one is shown as written. */
export const choiceLabel = (node: JsonSchemaNode, value: string) => node['x-choices']?.[value] ?? value;

/** A short text for a list entry's heading: its title, question or name. */
export function entryTitle(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return typeof value === 'string' ? value : undefined;
  const record = value as Record<string, unknown>;
  for (const key of ['title', 'label', 'question', 'name', 'text']) {
    if (typeof record[key] === 'string' && record[key]) return record[key] as string;
  }
  return undefined;
}
