import type { JsonSchemaNode } from './jsonSchemaNode';

/**
 * A field's anchor in the generated field reference (scripts/editions/fieldReference.ts writes one per row), from
 * the field's keys and, where a union chooses a form, the form's value: `feld-offer.early-bird.voucher`,
 * `feld-sections.hero.heading.title`. List positions are not part of it: every entry of a list shares its fields.
 */
export const fieldAnchor = (steps: readonly string[]) => `feld-${steps.join('.')}`;

type Step = string | number;

/** The form of a union that a value takes: the variant whose constant field (`mode`, `type`) the value has. */
function variantOf(node: JsonSchemaNode, value: unknown): { node: JsonSchemaNode; step: string } | undefined {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  for (const variant of node.oneOf ?? []) {
    for (const [key, property] of Object.entries(variant.properties ?? {})) {
      if (property.const !== undefined && record[key] === property.const) return { node: variant, step: String(property.const) };
    }
  }
  return undefined;
}

/**
 * The steps of a field's anchor: its path through the schema (`['sections', 2, 'heading', 'title']`) read against
 * the document it is in, so that a union's form is known. `undefined` when the path leaves the schema, or a
 * union's form is not (yet) chosen.
 */
export function anchorSteps(schema: JsonSchemaNode, document: unknown, path: readonly Step[]): string[] | undefined {
  const steps: string[] = [];
  let node: JsonSchemaNode | undefined = schema;
  let value: unknown = document;
  for (const step of path) {
    if (node.oneOf) {
      const variant = variantOf(node, value);
      if (!variant) return undefined;
      steps.push(variant.step);
      node = variant.node;
    }
    node = typeof step === 'number' ? node.items : node.properties?.[step];
    if (!node) return undefined;
    if (typeof step === 'string') steps.push(step);
    value = value && typeof value === 'object' ? (value as Record<Step, unknown>)[step] : undefined;
  }
  return steps;
}
