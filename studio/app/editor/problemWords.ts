import { formatDateLong } from '#engine/format';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import type { StudioSetup } from '#studio/shared/apiTypes';
import { placeOf } from './formPlaces';

/**
 * A check's message in the marketer's words: the check (engine/, the same as `npm run editions:check` in a
 * terminal) names days as ISO dates, fields by their key („earlyBirdUntil“) and places by their path in the file
 * (sections[8].entries[5]), quote a value "449,-" and name an image by its place in the project
 * (public/images/cover.jpg); on the studio's screens a day reads „30. April 2027“, a field by its label in the form, a
 * quoted value „449,-“, an image by its file name („cover.jpg“).
 */

const ISO_DAY = /\b(\d{4}-\d{2}-\d{2})\b/g;
/** A field's path in an edition file: a top-level key followed by at least one part. */
const FIELD_PATH = /\b(?:sections|variants|offer|seo|valueBreakdown)(?:\[[^\]\s]+\]|\.[A-Za-z]\w*)+/g;
/** A value quoted the program's way ("449,-"), as zod's messages quote it. */
const STRAIGHT_QUOTES = /"([^"\n]*)"/g;
/** An image file as the check names it, from the project's folder: public/images/herbst/cover.jpg. */
const IMAGE_FILE = /\bpublic\/images\/(?:[^\s,;()„“"/]+\/)*([^\s,;()„“"/]+)/g;
/** A key quoted as the check quotes it. */
const QUOTED_KEY = /„([a-z][A-Za-z0-9]*)“/g;

const known = new WeakMap<JsonSchemaNode, ReadonlyMap<string, string>>();

/** Every labelled property of the schema by its key, the one nearest the top first (a key can stand in several places). */
export function labelsByKey(schema: JsonSchemaNode): ReadonlyMap<string, string> {
  const before = known.get(schema);
  if (before) return before;
  const labels = new Map<string, string>();
  known.set(schema, labels);
  let level: JsonSchemaNode[] = [schema];
  while (level.length > 0) {
    const next: JsonSchemaNode[] = [];
    for (const node of level) {
      for (const [key, property] of Object.entries(node.properties ?? {})) {
        if (property['x-label'] && !labels.has(key)) labels.set(key, property['x-label']);
        next.push(property);
      }
      if (node.items) next.push(node.items);
      next.push(...(node.oneOf ?? []), ...(node.anyOf ?? []));
    }
    level = next;
  }
  return labels;
}

export interface ProblemWordsOptions {
  /** A field's place by its path („Häufige Fragen › Frage 6“). */
  placeOf: (path: string) => string;
  /** A field's label by its key, when the form has one. */
  labelOfKey: (key: string) => string | undefined;
}

/** `message` with German dates and the form's names for fields and places. */
export function problemWords(message: string, { placeOf, labelOfKey }: ProblemWordsOptions): string {
  return message
    .replace(STRAIGHT_QUOTES, '„$1“')
    .replace(IMAGE_FILE, '„$1“')
    .replace(FIELD_PATH, (path) => `„${placeOf(path)}“`)
    .replace(QUOTED_KEY, (quoted, key: string) => {
      const label = labelOfKey(key);
      return label ? `„${label}“` : quoted;
    })
    .replace(ISO_DAY, (day: string) => (Number.isNaN(Date.parse(day)) ? day : formatDateLong(day)));
}

/**
 * A line as the check prints it for a terminal, „offer.price: Zahl erwartet (und 4 weitere Fehler)“, with its field
 * named by its place in the form: „Angebot und Preis › Komplettpreis: …“ (why the Verlauf cannot load a version).
 */
export function problemLineWords(line: string, setup: Pick<StudioSetup, 'schema' | 'sections'>, draft: Record<string, unknown>): string {
  const words = editionProblemWords(setup, draft);
  const [, path, message] = /^([A-Za-z$][\w$]*(?:\[\d+\]|\.[A-Za-z$][\w$]*)*): (.*)$/s.exec(line) ?? [];
  return path === undefined ? words(line) : `${placeOf({ field: path }, setup, draft)}: ${words(message)}`;
}

/** The messages of the edition `draft` in the words of its form (`setup`): what the problem lists and the fields show. */
export const editionProblemWords =
  (setup: Pick<StudioSetup, 'schema' | 'sections'>, draft: Record<string, unknown>) =>
  (message: string): string =>
    problemWords(message, { placeOf: (path) => placeOf({ field: path }, setup, draft), labelOfKey: (key) => labelsByKey(setup.schema).get(key) });
