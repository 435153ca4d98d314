import { z } from 'zod';
import { describeValue } from '../engine/errors';
import { fieldMeta } from '../engine/fieldMeta';
import { itemId, text } from '../engine/schemaParts';
import { accentNames, iconNames } from '../kit/model/iconNames';

/**
 * The site's own fields over its vocabulary (icons, accent colours), for the section schemas and the
 * site schema. zod, so only schemas load this file: what the browser loads never reaches it (`npm run layers`).
 * Beside the sections rather than in the kit, which stays free of zod.
 */

/** An icon name that is not on the list; a name off only in upper/lower case gets a suggestion. */
function unknownIconMessage(input: unknown, names: readonly string[]): string {
  if (input === undefined) return 'Pflichtfeld fehlt (Symbolname erwartet; erlaubte Namen stehen unter „Symbole“ in docs/marketing/feldreferenz.md)';
  const near = typeof input === 'string' ? names.find((name) => name.toLowerCase() === input.toLowerCase()) : undefined;
  if (near) return `unbekanntes Symbol ${describeValue(input)}; gemeint ist wohl "${near}" (Groß- und Kleinschreibung zählt)`;
  return `unbekanntes Symbol ${describeValue(input)}; erlaubte Namen stehen unter „Symbole“ in docs/marketing/feldreferenz.md`;
}

export const icon = z
  .enum(iconNames, { error: (issue) => unknownIconMessage(issue.input, iconNames) })
  .meta(fieldMeta({ label: 'Symbol', help: 'Ein Symbol aus lucide-react (Liste unter „Symbole“ in docs/marketing/feldreferenz.md)' }, { control: 'icon' }));

/** The accent colours of a card, as the studio offers them. */
const ACCENT_LABELS: Record<(typeof accentNames)[number], string> = {
  sea: 'Meer (Petrol)',
  sage: 'Salbei (Grün)',
  sand: 'Sand (Beige)',
  rose: 'Rosé',
  sun: 'Sonne (Gelb)',
  plum: 'Pflaume (Lila)',
};
export const accent = z.enum(accentNames).meta(fieldMeta({ label: 'Akzentfarbe', help: 'Farbe der Karte' }, { control: 'choice', choices: ACCENT_LABELS }));

/** A card with an icon, used by pain points and solution features. */
export const iconCard = z
  .strictObject({
    id: itemId,
    icon,
    title: text('Überschrift der Karte', 120),
    description: text('Beschreibungstext der Karte'),
  })
  .meta(fieldMeta('Karte mit Symbol, Überschrift und Text'));
