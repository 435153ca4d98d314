/**
 * What a form shows for a field, declared on its zod schema with `.meta()` and carried into the generated JSON
 * Schema (keys `x-label`, `x-help`, `x-control`, `x-choices`): the studio renders its control from it, the field
 * reference and the docs name fields by it. Nothing is read from the wording of a description: the description
 * editors show as a tooltip is made from label and help, never the other way round.
 */

/** How a field is edited. Containers (objects, lists, branches) need none: their shape says it. */
export type FieldControl =
  /** One line of text. */
  | 'text'
  /** A longer text in a box that wraps; no line breaks. */
  | 'longText'
  /** Paragraphs: line breaks are kept. */
  | 'paragraphs'
  | 'number'
  /** Whole euros, shown with „€“. */
  | 'euro'
  /** A calendar date (JJJJ-MM-TT), picked in a calendar. */
  | 'date'
  | 'boolean'
  /** One of the values of an enum, each shown with its label from `choices`. */
  | 'choice'
  /** A symbol from the icon set, picked in a dialog of pictures. */
  | 'icon'
  /** An image object (`src`, `width`, `height`, `alt`), picked from the site's images. */
  | 'image';

/** A field's label, and the help shown under it; a bare string is a label without help. */
export type FieldText = string | { label: string; help?: string };

// A type literal, not an interface: zod's `.meta()` takes any record of metadata.
export type FieldMeta = {
  description: string;
  'x-label': string;
  'x-help'?: string;
  'x-control'?: FieldControl;
  /** Labels of an enum's values, in the order the control offers them. */
  'x-choices'?: Record<string, string>;
};

/** The `.meta()` of a field: label and help, its control and choice labels; `note` is added to the editors' tooltip only. */
export function fieldMeta(text: FieldText, options: { control?: FieldControl; choices?: Record<string, string>; note?: string } = {}): FieldMeta {
  const { label, help } = typeof text === 'string' ? { label: text, help: undefined } : text;
  const description = [help ? `${label} – ${help}` : label, options.note].filter(Boolean).join(' ');
  return {
    description,
    'x-label': label,
    ...(help ? { 'x-help': help } : {}),
    ...(options.control ? { 'x-control': options.control } : {}),
    ...(options.choices ? { 'x-choices': options.choices } : {}),
  };
}
