import { z } from 'zod';
import { describeValue } from './errors';
import { fieldMeta, type FieldText } from './fieldMeta';
import { hiddenCharacterProblem, type CharacterRules } from './hiddenCharacters';
import { credentialsProblem, siteOriginProblem, typedFormProblem } from './urlChecks';

/**
 * Generic building blocks of content schemas. Every field carries its German label and help as
 * metadata (fieldMeta.ts): the studio's form, the field reference and the editors' tooltip read them from there.
 * The site's own fields (its icons, accents) sit above the engine, in sections/fields.ts.
 */

/** A string that refuses control, direction and invisible-only characters before it is trimmed. */
const checkedString = (rules: CharacterRules) =>
  z.string().superRefine((value, context) => {
    const message = hiddenCharacterProblem(value, rules);
    if (message) context.addIssue({ code: 'custom', message, input: value });
  });

/** A text up to this length fits one line of a form; a longer one gets a box that wraps. */
const ONE_LINE = 160;

/** Plain text shown on the page. Rendered as text by React, never as HTML. */
export const text = (field: FieldText, max = 600, rules: CharacterRules = {}) =>
  checkedString(rules)
    .trim()
    .min(1, 'darf nicht leer sein')
    .max(max)
    .meta(fieldMeta(field, { control: rules.multiline ? 'paragraphs' : max > ONE_LINE ? 'longText' : 'text' }));

/** Several paragraphs: line breaks and tabs are kept. */
export const longText = (field: FieldText) => text(field, 2000, { multiline: true });

/** Text that may be left empty (for example the alt text of a decorative image), checked like `text`. */
export const textOrEmpty = (field: FieldText, max = 600) =>
  checkedString({ allowEmpty: true })
    .trim()
    .max(max)
    .meta(fieldMeta(field, { control: max > ONE_LINE ? 'longText' : 'text' }));

/**
 * A calendar date written as JJJJ-MM-TT; zod's ISO date check rejects impossible dates like 2026-02-30.
 * `whenEmpty`: the message for a date left empty ("" is how a new edition's dates wait to be set).
 */
export const isoDate = (field: FieldText, whenEmpty?: string) =>
  z.iso
    .date({ error: (issue) => (issue.input === '' && whenEmpty ? whenEmpty : undefined) })
    .meta(fieldMeta(field, { control: 'date', note: '(Format JJJJ-MM-TT)' }));

const found = (issue: { input?: unknown }) => `${describeValue(issue.input)} erhalten`;

/** A whole positive number; its messages show the typed value, so a 0 or -1 is easy to find. */
const positiveWhole = (names: { whole: string; positive: string; unit: string }, max: number) =>
  z
    .number()
    // Aborts so that -0.5 gets one message, not a second one about the sign.
    .int({ error: (issue) => `${names.whole} erwartet, ${found(issue)}`, abort: true })
    .positive({ error: (issue) => `${names.positive} erwartet, ${found(issue)}` })
    .max(max, { error: (issue) => `höchstens ${String(max).replace(/\B(?=(\d{3})+$)/g, '.')} ${names.unit} erwartet, ${found(issue)}` });

const euroAmount = { whole: 'ganze Euro', positive: 'ein Betrag über 0 €', unit: '€' };
const pixelCount = { whole: 'ganze Pixelzahl', positive: 'eine Pixelzahl über 0', unit: 'Pixel' };

/** The highest price an edition can have; the sales figures refuse a larger amount as no sale of the site. */
export const MAX_EUROS = 100_000;

export const euros = (field: FieldText) => positiveWhole(euroAmount, MAX_EUROS).meta(fieldMeta(field, { control: 'euro', note: '(in Euro)' }));

/** The `type` of a section in an edition's `sections` list: names the section and picks its component. */
export const sectionType = <T extends string>(type: T) => z.literal(type).meta(fieldMeta({ label: 'Art des Abschnitts', help: `Hier immer „${type}“` }));

/** Stable id used as React key and for links to a single item. */
export const itemId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Kleinbuchstaben, Ziffern und Bindestriche erwartet')
  .max(60)
  .meta(
    fieldMeta(
      { label: 'Kennung', help: 'Eindeutig in der Liste, z. B. „live-calls“; bleibt beim Umtexten gleich (Vergleiche erkennen den Eintrag daran)' },
      { control: 'text' },
    ),
  );

/** Only https links leave the site; anything else (javascript:, data:, http:) is refused. */
export const httpsUrl = (field: FieldText) =>
  z
    .url({ protocol: /^https$/, error: 'https-Adresse erwartet' })
    // zod keeps the address as typed (only tabs and line breaks are dropped), so a NUL would reach the href.
    .superRefine((value, context) => {
      const message = hiddenCharacterProblem(value) ?? typedFormProblem(value) ?? credentialsProblem(value);
      if (message) context.addIssue({ code: 'custom', message, input: value });
    })
    .max(500)
    .meta(fieldMeta(field, { control: 'text' }));

/**
 * The site's own address: https, the host and at most a port, nothing else. Sitemap, canonical
 * links and og:url are built by appending paths to it, so a slash, query or stray `&` would end up in all of them.
 */
export const siteOrigin = (field: FieldText) =>
  z
    .string()
    .max(200)
    .superRefine((value, context) => {
      const message = siteOriginProblem(value);
      if (message) context.addIssue({ code: 'custom', message, input: value });
    })
    .meta(fieldMeta(field, { control: 'text' }));

export const email = (field: FieldText) =>
  z
    .email('E-Mail-Adresse erwartet')
    .max(200)
    .meta(fieldMeta(field, { control: 'text' }));

/** An image in `public/`, referenced from the site root, with its intrinsic size to reserve space. */
export const image = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/images\/[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp|avif)$/, 'Pfad wie „/images/titelbild.svg“ erwartet')
      .meta(fieldMeta({ label: 'Pfad der Bilddatei unter public/', help: 'Zum Beispiel /images/cover-winter.svg' }, { control: 'text' })),
    width: positiveWhole(pixelCount, 4000).meta(fieldMeta('Breite des Bildes in Pixeln', { control: 'number' })),
    height: positiveWhole(pixelCount, 4000).meta(fieldMeta('Höhe des Bildes in Pixeln', { control: 'number' })),
    alt: textOrEmpty({ label: 'Alternativtext', help: 'Leer lassen, wenn das Bild rein dekorativ ist' }, 300),
  })
  .meta(fieldMeta('Bild mit Größe und Alternativtext', { control: 'image' }));

export const sectionHeading = z
  .strictObject({
    eyebrow: text('Kleine Zeile über der Überschrift', 80).optional(),
    title: text('Überschrift des Abschnitts', 160),
    intro: text('Einleitender Absatz unter der Überschrift').optional(),
  })
  .meta(fieldMeta('Überschrift eines Abschnitts'));

export type SectionHeading = z.infer<typeof sectionHeading>;
export type ImageRef = z.infer<typeof image>;
