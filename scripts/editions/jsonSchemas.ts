import path from 'node:path';
import { z } from 'zod';
import { formatPath } from '#engine/errors';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import { readJsonFile } from '#engine/readJson';
import { isPlainObject, type PlainObject } from '#engine/resolve';
import { sectionDefinitions } from '#sections/schemas';
import { editionSchema, SECTION_DEFAULTS_KEY, siteSchema } from '#src/content/schema';
import { contentFilePath } from '#src/content/editionFile';

/**
 * JSON Schemas for editors, generated from the zod schemas ("input" view: fields with defaults are
 * optional). Every edition file points to edition.schema.json with "$schema", so editors complete
 * fields and show the German descriptions as tooltips. A section field with a shared default in
 * site.json is optional in an edition and says so; in site.json each default is the section's own
 * schema with every field optional.
 */
export const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

const sharedNote = (at: string) => `Standard aus site.json → ${at}; nur angeben, um ihn zu ersetzen`;

/** Fields the default holds become optional, with a note; objects the default holds in part, recursively. */
function relaxForDefault(node: JsonSchemaNode, value: unknown, at: PropertyKey[]): JsonSchemaNode {
  if (!isPlainObject(value) || !node.properties) return node;
  const properties = { ...node.properties };
  for (const key of Object.keys(value)) {
    const property = properties[key];
    if (!property) continue;
    const relaxed = relaxForDefault(property, value[key], [...at, key]);
    // Marked once, on the section's own field; the fields inside it follow it.
    const marked = at.length === 2 ? `${relaxed.description ?? ''} (${sharedNote(formatPath([...at, key]))})` : relaxed.description;
    properties[key] = { ...relaxed, description: marked };
  }
  return { ...node, properties, required: (node.required ?? []).filter((key) => !Object.hasOwn(value, key)) };
}

/** Every field optional at every object level (list entries stay whole: a list replaces the default's). */
function deepOptional(node: JsonSchemaNode): JsonSchemaNode {
  if (!node.properties) return node;
  const properties = Object.fromEntries(Object.entries(node.properties).map(([key, property]) => [key, deepOptional(property)]));
  const { required: _required, ...rest } = node;
  return { ...rest, properties };
}

export function editionJsonSchema(defaults: PlainObject): JsonSchemaNode {
  const schema = jsonSchemaOf(editionSchema) as JsonSchemaNode;
  const sections = schema.properties!.sections as JsonSchemaNode & { items: JsonSchemaNode };
  sections.items.oneOf = sections.items.oneOf!.map((variant) => {
    const type = variant.properties?.type?.const as string;
    return relaxForDefault(variant, defaults[type], [SECTION_DEFAULTS_KEY, type]);
  });
  return schema;
}

export function siteJsonSchema(): JsonSchemaNode {
  const schema = jsonSchemaOf(siteSchema) as JsonSchemaNode;
  const defaults = schema.properties![SECTION_DEFAULTS_KEY];
  for (const definition of sectionDefinitions) {
    const { type: _type, ...properties } = (jsonSchemaOf(definition.schema) as JsonSchemaNode).properties!;
    const own = defaults.properties![definition.type];
    defaults.properties![definition.type] = deepOptional({ type: 'object', description: own.description, properties, additionalProperties: false });
  }
  return schema;
}

/** The shared defaults as site.json holds them now: which fields they fill decides what an edition may leave out. */
export function readSectionDefaults(editionsDir: string): PlainObject {
  // Read as the loader reads it (a regular UTF-8 file, a byte order mark dropped), with its German message.
  const read = readJsonFile(path.join(editionsDir, 'site.json'), contentFilePath('site.json'));
  if (!read.ok) throw new Error(`${read.problem.file}: ${read.problem.message}`);
  const site = read.data;
  return isPlainObject(site) && isPlainObject(site[SECTION_DEFAULTS_KEY]) ? site[SECTION_DEFAULTS_KEY] : {};
}

export function jsonSchemaFiles(defaults: PlainObject): Map<string, string> {
  const render = (schema: JsonSchemaNode, title: string) => `${JSON.stringify({ title, ...schema }, null, 2)}\n`;
  return new Map([
    ['edition.schema.json', render(editionJsonSchema(defaults), 'Edition des Gewichtscoachings')],
    ['site.schema.json', render(siteJsonSchema(), 'Website-Einstellungen')],
  ]);
}
