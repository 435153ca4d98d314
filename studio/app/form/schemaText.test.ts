import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { editionSchema, siteSchema } from '#src/content/schema';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import { choiceLabel, fieldText, kindOf } from './schemaText';
import { studioEditionSchema } from '#studio/server/editionFile';

/**
 * Every field says what it is (engine/fieldMeta.ts): its label and control come from metadata on its zod
 * schema, never from the wording of its description.
 */

interface Found {
  path: string;
  node: JsonSchemaNode;
  key: string | number;
}

/** Every field node: object properties, list items, branches of a union. */
function fields(node: JsonSchemaNode, path = '', key: string | number = ''): Found[] {
  const own: Found[] = path ? [{ path, node, key }] : [];
  const properties = Object.entries(node.properties ?? {}).flatMap(([name, child]) => fields(child, `${path}.${name}`, name));
  const items = node.items ? fields(node.items, `${path}[]`, 0).map((found, index) => (index === 0 ? { ...found, key: 0 } : found)) : [];
  const branches = (node.oneOf ?? []).flatMap((branch, index) => fields(branch, `${path}|${index}`, key).slice(branch.properties ? 1 : 0));
  return [...own, ...properties, ...items, ...branches];
}

const isLeaf = (node: JsonSchemaNode) => node.const === undefined && !node.oneOf && node.type !== 'object' && node.type !== 'array';
const schemas = { edition: studioEditionSchema(), site: z.toJSONSchema(siteSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode };

describe('field metadata', () => {
  it.each(Object.keys(schemas) as Array<keyof typeof schemas>)('every named field of the %s schema has a label, every value field its control', (name) => {
    const found = fields(schemas[name]);
    expect(found.length).toBeGreaterThan(50);
    const named = found.filter((field) => typeof field.key === 'string' && field.key !== '$schema' && field.node.const === undefined);
    expect(named.filter((field) => !field.node['x-label']).map((field) => field.path)).toEqual([]);
    expect(found.filter((field) => isLeaf(field.node) && !field.node['x-control'] && field.key !== '$schema').map((field) => field.path)).toEqual([]);
  });

  it('rewording every description changes no control, label, help or choice', () => {
    const shown = (schema: JsonSchemaNode) =>
      fields(schema).map(({ path, node, key }) => ({
        path,
        kind: kindOf(node),
        ...fieldText(node, key),
        choices: (node.enum ?? []).map((value) => choiceLabel(node, String(value))),
      }));
    const reworded = JSON.parse(JSON.stringify(schemas.edition), (key, value) =>
      key === 'description' && typeof value === 'string' ? `Umformuliert (in Euro); z. B. „${String(value).length}“` : value,
    );
    expect(shown(reworded)).toEqual(shown(schemas.edition));
  });

  it('declares what a description used to suggest: euros, dates, paragraphs, icons, images and choice labels', () => {
    const byPath = new Map(fields(schemas.edition).map((field) => [field.path, field.node]));
    expect(byPath.get('.offer|1.price')?.['x-control']).toBe('euro');
    expect(byPath.get('.startDate')?.['x-control']).toBe('date');
    expect(byPath.get('.slug')?.['x-label']).toBe('Adresse der Seite');
    const all = [...byPath.values()];
    expect(all.some((node) => node['x-control'] === 'paragraphs')).toBe(true);
    expect(all.some((node) => node['x-control'] === 'icon')).toBe(true);
    expect(all.some((node) => node['x-control'] === 'image')).toBe(true);
    expect(all.find((node) => node.enum?.includes('sea'))?.['x-choices']?.sea).toBe('Meer (Petrol)');
  });
});

describe('the zod schemas themselves', () => {
  it('hold the metadata the studio reads (zod registry → JSON Schema)', () => {
    expect(z.toJSONSchema(editionSchema, { io: 'input', unrepresentable: 'any' })).toMatchObject({
      properties: { name: { 'x-label': expect.any(String), 'x-control': 'text' } },
    });
  });
});
