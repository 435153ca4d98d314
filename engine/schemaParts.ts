import { z } from 'zod';
import { unknownIconMessage } from './errors';
import { accentNames, iconNames } from './iconNames';

/**
 * Building blocks shared by the site and edition schemas. Every field carries a German description:
 * it becomes the tooltip in editors through the generated JSON Schema.
 */

/** Plain text shown on the page. Rendered as text by React, never as HTML. */
export const text = (description: string, max = 600) =>
  z.string().trim().min(1, 'darf nicht leer sein').max(max).describe(description);

export const longText = (description: string) => text(description, 2000);

/** A calendar date written as JJJJ-MM-TT; zod's ISO date check rejects impossible dates like 2026-02-30. */
export const isoDate = (description: string) => z.iso.date().describe(`${description} (Format JJJJ-MM-TT)`);

export const euros = (description: string) =>
  z.number().int('ganze Euro erwartet').positive('ein Betrag über 0 erwartet').max(100_000).describe(`${description} (in Euro)`);

/** The `type` of a section in an edition's `sections` list: names the section and picks its component. */
export const sectionType = <T extends string>(type: T) =>
  z.literal(type).describe(`Art des Abschnitts, hier immer „${type}“`);

/** Stable id used as React key and for links to a single item. */
export const itemId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Kleinbuchstaben, Ziffern und Bindestriche erwartet')
  .max(60)
  .describe('Eindeutige Kennung des Eintrags (z. B. „live-calls“), bleibt beim Umtexten gleich');

export const icon = z
  .enum(iconNames, { error: (issue) => unknownIconMessage(issue.input, iconNames) })
  .describe('Name eines Symbols aus lucide-react (Liste unter „Symbole“ in docs/editionen.md)');
export const accent = z.enum(accentNames).describe('Akzentfarbe der Karte');

/** Only https links leave the site; anything else (javascript:, data:, http:) is refused. */
export const httpsUrl = (description: string) =>
  z
    .url({ protocol: /^https$/, error: 'https-Adresse erwartet' })
    .max(500)
    .describe(description);

export const email = (description: string) => z.email('E-Mail-Adresse erwartet').max(200).describe(description);

/** An image in `public/`, referenced from the site root, with its intrinsic size to reserve space. */
export const image = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/images\/[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp|avif)$/, 'Pfad wie „/images/titelbild.svg“ erwartet')
      .describe('Pfad der Bilddatei unter public/, z. B. /images/cover-winter.svg'),
    width: z.number().int().positive().max(4000).describe('Breite des Bildes in Pixeln'),
    height: z.number().int().positive().max(4000).describe('Höhe des Bildes in Pixeln'),
    alt: z.string().trim().max(300).describe('Alternativtext; leer lassen, wenn das Bild rein dekorativ ist'),
  })
  .describe('Bild mit Größe und Alternativtext');

/** A card with an icon, used by pain points and solution features. */
export const iconCard = z
  .strictObject({
    id: itemId,
    icon,
    title: text('Überschrift der Karte', 120),
    description: text('Beschreibungstext der Karte'),
  })
  .describe('Karte mit Symbol, Überschrift und Text');

export const sectionHeading = z
  .strictObject({
    eyebrow: text('Kleine Zeile über der Überschrift', 80).optional(),
    title: text('Überschrift des Abschnitts', 160),
    intro: text('Einleitender Absatz unter der Überschrift').optional(),
  })
  .describe('Überschrift eines Abschnitts');

export type SectionHeading = z.infer<typeof sectionHeading>;
export type ImageRef = z.infer<typeof image>;
export type IconCard = z.infer<typeof iconCard>;
