import { randomBytes } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import { ownValue } from '#engine/ownValue';
import { readRegularFile } from '#engine/regularFile';
import { isPlainObject } from '#engine/resolve';
import { editionFilePath } from '#src/content/editionFile';
import { editionFileIn } from '#src/content/editionFolder';
import { editionSchema } from '#src/content/schema';
import { hashOf } from '#scripts/versions/fileHash';

/** How the studio reads and writes `editions/<key>.json`: the same layout as every other edition file. */

export const SCHEMA_REF = './edition.schema.json';

// Made once: the schema is the code's, the same for every request (making it takes about 30 ms).
let editionJsonSchema: JsonSchemaNode | undefined;

/**
 * The edition's JSON Schema as editors get it, with each field's metadata (engine/fieldMeta.ts): the studio
 * builds its form from it, and writes keys in its order. One object, made once: read it, never change it.
 */
export const studioEditionSchema = (): JsonSchemaNode =>
  (editionJsonSchema ??= z.toJSONSchema(editionSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode);

/** The variant of a `oneOf` whose constant (`type`, `mode`) the value carries. */
export function variantOf(node: JsonSchemaNode, value: unknown): JsonSchemaNode | undefined {
  if (!node.oneOf || !isPlainObject(value)) return undefined;
  return node.oneOf.find((variant) =>
    Object.entries(variant.properties ?? {}).some(([key, property]) => property.const !== undefined && ownValue(value, key) === property.const),
  );
}

/** A copy of `value` with every object's keys in the schema's order; keys the schema does not know follow in their order. */
export function orderLikeSchema(node: JsonSchemaNode | undefined, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => orderLikeSchema(node?.items, item));
  if (!isPlainObject(value)) return value;
  const shape = node?.oneOf ? variantOf(node, value) : node;
  const known = Object.keys(shape?.properties ?? {}).filter((key) => Object.hasOwn(value, key));
  const rest = Object.keys(value).filter((key) => !known.includes(key));
  return Object.fromEntries([...known, ...rest].map((key) => [key, orderLikeSchema(ownValue(shape?.properties, key), value[key])]));
}

/**
 * The file text for an edition: `$schema` first, keys in schema order, two spaces, a final line break. Written
 * anew on purpose, not edited in place (scripts/editions/jsonText.ts): the form sends the whole edition, fields
 * added, removed and reordered, and a studio file is meant to look like every other studio file.
 */
export function formatEdition(data: Record<string, unknown>): string {
  const { $schema: _schema, ...rest } = data;
  return `${JSON.stringify(orderLikeSchema(studioEditionSchema(), { $schema: SCHEMA_REF, ...rest }), null, 2)}\n`;
}

export type ReadEdition = { ok: true; text: string; hash: string } | { ok: false; missing: boolean; message: string };

export function readEditionText(editionsDir: string, key: string): ReadEdition {
  const file = editionFileIn(editionsDir, key);
  // Regular files only, as the loader reads them: no link is followed, no pipe waited on.
  const read = readRegularFile(file);
  if (read.ok) return { ok: true, text: read.bytes.toString('utf8'), hash: hashOf(read.bytes) };
  if (read.code === 'file.missing') return { ok: false, missing: true, message: `${editionFilePath(key)} gibt es nicht.` };
  if (read.code === 'file.symlink')
    return { ok: false, missing: false, message: `${editionFilePath(key)} ist ein Verweis auf eine andere Datei; das Studio bearbeitet nur echte Dateien.` };
  return { ok: false, missing: false, message: `${editionFilePath(key)} kann nicht gelesen werden: ${read.message}.` };
}

/** Writes the whole file at once (a temporary file renamed over it), so the dev server never reads half a file. */
export function writeEditionText(editionsDir: string, key: string, text: string) {
  const file = editionFileIn(editionsDir, key);
  const temporary = path.join(editionsDir, `.${key}.studio-${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, text, { flag: 'wx' });
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
