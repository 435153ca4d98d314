import { z } from 'zod';
import { editionSchema, siteSchema } from '../../src/site/schema';

/**
 * JSON Schemas for editors, generated from the zod schemas ("input" view: fields with defaults are
 * optional). Every edition file points to edition.schema.json with "$schema", so editors complete
 * fields and show the German descriptions as tooltips.
 */
export const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

export function jsonSchemaFiles(): Map<string, string> {
  const render = (schema: z.ZodType, title: string) => `${JSON.stringify({ title, ...jsonSchemaOf(schema) }, null, 2)}\n`;
  return new Map([
    ['edition.schema.json', render(editionSchema, 'Edition des Gewichtscoachings')],
    ['site.schema.json', render(siteSchema, 'Website-Einstellungen')],
  ]);
}
