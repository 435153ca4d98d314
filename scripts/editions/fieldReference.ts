import { iconNames } from '#kit/model/iconNames';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import { fieldAnchor } from '#engine/fieldAnchor';
import { editionJsonSchema, readSectionDefaults, siteJsonSchema } from './jsonSchemas';
import { editionsFolderIn } from '#src/content/editionFolder';

/**
 * The field reference, docs/marketing/feldreferenz.md, generated from the same JSON Schemas the editors use:
 * every field path with its type, whether it is required (or its default), and its label and help as the studio's
 * form shows them (the fields' metadata, engine/fieldMeta.ts).
 * `npm run docs` rewrites the block between the markers; a test fails when the committed one is stale.
 */

export interface FieldRow {
  /** JSON path as in the error messages; `[]` stands for the position in a list (0, 1, 2 …). */
  path: string;
  type: string;
  presence: string;
  description: string;
  /** The row's anchor (engine/fieldAnchor.ts), which the studio links each field's help to; none for a list's entry row. */
  anchor?: string;
}

export interface FieldGroup {
  title: string;
  description?: string;
  rows: FieldRow[];
}

export const REFERENCE_START = '<!-- feldreferenz:start (erzeugt mit `npm run docs` aus den Schemas; nicht von Hand ändern) -->';
export const REFERENCE_END = '<!-- feldreferenz:end -->';

const number = (value: number) => value.toLocaleString('de-DE');

function range(min: number | undefined, max: number | undefined, unit: string): string {
  if (min !== undefined && max !== undefined) return min === max ? `${number(min)} ${unit}` : `${number(min)}–${number(max)} ${unit}`;
  if (max !== undefined) return `höchstens ${number(max)} ${unit}`;
  if (min !== undefined) return `mindestens ${number(min)} ${min === 1 && unit === 'Einträge' ? 'Eintrag' : unit}`;
  return '';
}

const withRange = (name: string, limits: string) => (limits ? `${name} (${limits.trim()})` : name);

function typeOf(node: JsonSchemaNode): string {
  if (node.const !== undefined) return `fest ${JSON.stringify(node.const)}`;
  if (node.enum) {
    if (node.enum.length === iconNames.length && node.enum.every((value) => (iconNames as readonly unknown[]).includes(value))) {
      return 'Symbolname (siehe „Symbole“)';
    }
    return `einer von ${node.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  }
  if (node.oneOf) return `Objekt in ${node.oneOf.length} Formen (siehe unten)`;
  switch (node.type) {
    case 'string':
      if (node.format === 'date') return 'Datum JJJJ-MM-TT';
      if (node.format === 'email') return 'E-Mail-Adresse';
      if (node.format === 'uri') return 'https-Adresse';
      return withRange('Text', range(node.minLength, node.maxLength, 'Zeichen'));
    case 'integer':
    case 'number': {
      const min = node.minimum ?? (node.exclusiveMinimum !== undefined && node.type === 'integer' ? node.exclusiveMinimum + 1 : undefined);
      // zod's int() states the safe-integer range, which says nothing to a reader.
      const max = node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER ? node.maximum : undefined;
      return withRange(node.type === 'integer' ? 'ganze Zahl' : 'Zahl', range(min, max, ''));
    }
    case 'boolean':
      return 'true oder false';
    case 'array':
      return withRange('Liste', range(node.minItems, node.maxItems, 'Einträge'));
    case 'object':
      return 'Objekt';
    default:
      return 'beliebig';
  }
}

function presenceOf(node: JsonSchemaNode, required: boolean | 'item'): string {
  if (required === 'item') return 'je Eintrag';
  if (node.default !== undefined) return `optional, Standard ${JSON.stringify(node.default)}`;
  return required ? 'Pflicht' : 'optional';
}

/** The field all forms of a union share and tell apart by, e.g. `mode` or `type`. */
function discriminatorOf(variants: JsonSchemaNode[]): string {
  const [first] = variants;
  const key = Object.keys(first.properties ?? {}).find((name) => variants.every((variant) => variant.properties?.[name]?.const !== undefined));
  if (!key) throw new Error('Union ohne unterscheidendes Feld');
  return key;
}

/** What the reference says of a field: its label and help from the metadata (a node without them: its description). */
const explained = (node: JsonSchemaNode) => (node['x-label'] ? [node['x-label'], node['x-help']].filter(Boolean).join(' – ') : (node.description ?? ''));

/**
 * Every field of a schema: the main group first, then one group per form of each union. `file` names the file's
 * kind in the rows' anchors (`site` for site.json; none for an edition, whose anchors the studio links to).
 */
export function fieldGroups(schema: JsonSchemaNode, title: string, file?: string): FieldGroup[] {
  const main: FieldGroup = { title, description: explained(schema), rows: [] };
  const groups: FieldGroup[] = [main];

  // `steps`: the field's keys, and the form's value where a union chooses one (`sections`, `hero`, `heading`).
  const visit = (node: JsonSchemaNode, at: string, steps: string[], required: boolean | 'item', rows: FieldRow[]) => {
    const anchor = required === 'item' ? undefined : fieldAnchor(file ? [file, ...steps] : steps);
    rows.push({ path: at, type: typeOf(node), presence: presenceOf(node, required), description: explained(node), anchor });
    children(node, at, steps, rows);
  };
  const children = (node: JsonSchemaNode, at: string, steps: string[], rows: FieldRow[]) => {
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      if (key === '$schema' && !at) continue;
      visit(child, at ? `${at}.${key}` : key, [...steps, key], node.required?.includes(key) ?? false, rows);
    }
    if (node.items) visit(node.items, `${at}[]`, steps, 'item', rows);
    if (node.oneOf) {
      const key = discriminatorOf(node.oneOf);
      for (const variant of node.oneOf) {
        const value = variant.properties![key].const;
        const group: FieldGroup = { title: `\`${at}\` mit \`"${key}": ${JSON.stringify(value)}\``, description: explained(variant), rows: [] };
        groups.push(group);
        children(variant, at, [...steps, String(value)], group.rows);
      }
    }
  };
  children(schema, '', [], main.rows);
  return groups;
}

/** The edition's fields; the sections' defaults come from the project's editions/ (default: the working directory's). */
export const editionFieldGroups = (editionsDir = editionsFolderIn(process.cwd())) =>
  fieldGroups(editionJsonSchema(readSectionDefaults(editionsDir)), 'Edition (`editions/<name>.json`)');
export const siteFieldGroups = () => fieldGroups(siteJsonSchema(), 'Website-Einstellungen (`editions/site.json`)', 'site');

const cell = (value: string) => value.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function groupMarkdown(group: FieldGroup): string {
  const lines = [`## ${group.title}`, ''];
  if (group.description) lines.push(`${group.description}.`.replace(/\.\.$/, '.'), '');
  lines.push('| Feld | Typ | Angabe | Beschreibung |', '|---|---|---|---|');
  for (const row of group.rows) {
    const anchor = row.anchor ? `<a id="${row.anchor}"></a>` : '';
    lines.push(`| ${anchor}\`${row.path}\` | ${cell(row.type)} | ${cell(row.presence)} | ${cell(row.description)} |`);
  }
  return lines.join('\n');
}

/** The note above the tables: how to read a path and „Pflicht“. */
export const REFERENCE_NOTE =
  '`[]` steht für die Stelle in einer Liste: `sections[0]` ist der erste Abschnitt, `faq.entries[2]` die dritte Frage. ' +
  '„Pflicht“ heißt: Das Feld muss in der Datei stehen. „optional“ darfst du weglassen; steht ein Standard dabei, gilt er dann.';

/** The generated block, markers included. */
export function fieldReferenceMarkdown(): string {
  const parts = [
    REFERENCE_START,
    '',
    REFERENCE_NOTE,
    '',
    ...[...editionFieldGroups(), ...siteFieldGroups()].flatMap((group) => [groupMarkdown(group), '']),
    '## Symbole',
    '',
    'Erlaubte Werte für jedes Feld `icon` (Symbole aus lucide-react; ein neues Symbol ergänzt die Entwicklung in `kit/model/iconNames.ts` und `kit/icons.ts`):',
    '',
    iconNames.map((name) => `\`${name}\``).join(', '),
    '',
    REFERENCE_END,
  ];
  return parts.join('\n');
}

/** Replaces the block between the markers in a document; throws when the markers are missing. */
export function withFieldReference(document: string): string {
  const start = document.indexOf(REFERENCE_START);
  const end = document.indexOf(REFERENCE_END);
  if (start < 0 || end < start) throw new Error('Markierungen der Feldreferenz fehlen in docs/marketing/feldreferenz.md');
  return document.slice(0, start) + fieldReferenceMarkdown() + document.slice(end + REFERENCE_END.length);
}
