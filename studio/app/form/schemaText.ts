import type { StudioSchemaNode } from '../apiTypes';

/**
 * Labels and help texts from the schema's German descriptions: the part before an example, a note or
 * an explanation is the label, the rest is the help text under it. „Name der Edition, z. B. „Winter-Edition
 * 2026““ → label „Name der Edition“, help „z. B. „Winter-Edition 2026““.
 */

/** Generic fields whose descriptions are written for files, with the names and help marketers need. */
const NAMED: Record<string, FieldText> = {
  slug: { label: 'Adresse der Seite', help: 'Die Seite erscheint unter dieser Adresse, z. B. „fruehlingsedition“ für /fruehlingsedition; nur Kleinbuchstaben, Ziffern und Bindestriche' },
  id: { label: 'Kennung', help: 'Eindeutig in der Liste, z. B. „live-calls“; bleibt beim Umtexten gleich (Vergleiche erkennen den Eintrag daran)' },
  icon: { label: 'Symbol', help: '' },
  accent: { label: 'Akzentfarbe', help: 'Farbe der Karte' },
};

/** Notes in parentheses written for developers, said for marketers. */
const PARENTHESES: Record<string, string> = {
  h1: 'Die größte Überschrift, ganz oben auf der Seite',
};

const capitalised = (text: string) => (text ? text[0].toUpperCase() + text.slice(1) : text);

export interface FieldText {
  label: string;
  help: string;
}

export function fieldText(node: StudioSchemaNode, key: string | number): FieldText {
  // What the control itself says (a date picker, the € sign) is not repeated.
  let label = (node.description ?? '').replace(/\s*\(Format JJJJ-MM-TT\)$/, '').replace(/\s*\(in Euro\)$/, '');
  const help: string[] = [];
  const paren = /\s*\(([^()]*)\)$/.exec(label);
  if (paren) {
    help.unshift(PARENTHESES[paren[1]] ?? capitalised(paren[1]));
    label = label.slice(0, paren.index);
  }
  for (const separator of ['; ', '? ', ', z. B. ', ': ']) {
    const at = label.indexOf(separator);
    if (at <= 0) continue;
    const rest = label.slice(at + separator.length);
    help.unshift(separator === ', z. B. ' ? `Zum Beispiel ${rest}` : capitalised(rest));
    label = label.slice(0, at) + (separator === '? ' ? '?' : '');
    break;
  }
  const named = typeof key === 'string' && Object.hasOwn(NAMED, key) ? NAMED[key] : undefined;
  if (named) return named;
  return { label: label || String(key), help: help.join(' · ') };
}

export type FieldKind = 'text' | 'longText' | 'euro' | 'number' | 'date' | 'boolean' | 'choice' | 'icon' | 'image' | 'object' | 'list' | 'variants' | 'constant';

const isImage = (node: StudioSchemaNode) => {
  const keys = Object.keys(node.properties ?? {});
  return keys.length === 4 && ['src', 'width', 'height', 'alt'].every((key) => keys.includes(key));
};

export function kindOf(node: StudioSchemaNode, iconNames: readonly string[]): FieldKind {
  if (node.const !== undefined) return 'constant';
  if (node.oneOf) return 'variants';
  if (node.enum) return node.enum.length === iconNames.length && node.enum.every((value) => iconNames.includes(String(value))) ? 'icon' : 'choice';
  switch (node.type) {
    case 'object':
      return isImage(node) ? 'image' : 'object';
    case 'array':
      return 'list';
    case 'boolean':
      return 'boolean';
    case 'integer':
    case 'number':
      return /\(in Euro\)$/.test(node.description ?? '') ? 'euro' : 'number';
    case 'string':
      if (node.format === 'date') return 'date';
      return node['x-multiline'] || (node.maxLength ?? 0) > 160 ? 'longText' : 'text';
    default:
      return 'text';
  }
}

/** A short text for a list entry's heading: its title, question or name. */
export function entryTitle(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return typeof value === 'string' ? value : undefined;
  const record = value as Record<string, unknown>;
  for (const key of ['title', 'label', 'question', 'name', 'text']) {
    if (typeof record[key] === 'string' && record[key]) return record[key] as string;
  }
  return undefined;
}
