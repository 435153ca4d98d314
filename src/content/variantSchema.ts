import { z } from 'zod';
import { fieldMeta } from '#engine/fieldMeta';
import { nearestName } from '#engine/knownFields';
import { text } from '#engine/schemaParts';
import { trackingKeyProblem, VARIANT_SEPARATOR } from '#kit/model/checkout';
import { sectionDefinitions } from '#sections/schemas';

/**
 * The schema of an edition's A/B variants (`variants`, engine/variants.ts): what a variant may change, and the
 * refusal, naming the field and why, of anything else. A variant tests copy and images: the hero's title, subtitle,
 * image and badges, the checkout buttons' labels, a section's heading, the order of the sections. Price, dates,
 * voucher, guarantee, legal notes and the offer are the same for every visitor: the Preisangabenverordnung wants
 * one price for everyone, and § 5 UWG forbids telling some visitors something else than others about the offer.
 */

/** A variant's name: short, and part of the sales platform's tracking key (`winteredition_b`). */
export const VARIANT_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** As long as the sales notifications take a variant's name (studio/server/sales/ipnReceiver.ts). */
export const VARIANT_NAME_MAX = 20;
/** A variant's share of the visitors, in percent; the edition's own copy keeps the rest, at least 1 %. */
const SHARE_TOTAL = 100;

const WHY_SAME =
  'Preis, Termine, Gutschein, Garantie, Pflichthinweise und das Angebot sind für alle Besucher gleich ' +
  '(Preisangabenverordnung und § 5 UWG: ein Preis und ein Angebot für alle, keine Angabe, die ein Teil der Besucher anders liest)';

/** Fields every visitor must read alike, by where they stand (`offer`, `pricing.guarantee`), with what they are (as the object of „ändern“). */
const SAME_FOR_EVERYONE: Record<string, string> = {
  offer: 'das Angebot mit Preis und Gutschein',
  valueBreakdown: 'den Wert des Programms',
  startDate: 'den Starttermin',
  salesEnd: 'den letzten Verkaufstag',
  upcomingNotice: 'den Hinweis vor dem ersten Verkaufstag',
  closedNotice: 'den Hinweis nach dem Verkaufsende',
  slug: 'die Adresse der Seite',
  name: 'den Namen der Edition',
  seo: 'die Angaben für Suchmaschinen',
  'hero.scheduleText': 'den Termin der Live-Calls',
  'hero.banner': 'den Hinweis zum Angebot',
  'hero.showRating': 'die Bewertung',
  'benefits.valueLabel': 'den Gesamtwert',
  'benefits.bonus': 'den Bonus des Angebots',
  'benefits.items': 'die Leistungen des Angebots',
  'solution.features': 'die Bausteine des Angebots',
  'timeline.phases': 'den Ablauf der Wochen',
  'testimonials.reviews': 'die Bewertungen',
  'testimonials.verificationNote': 'den Hinweis zur Prüfung der Bewertungen',
  'pricing.features': 'die Leistungen im Preis',
  'pricing.bonusFeatureLabel': 'die Bonus-Zeile im Preis',
  'pricing.vatNote': 'den Hinweis zur Mehrwertsteuer',
  'pricing.trustPoints': 'die Hinweise zu Zahlung und Zugang',
  'pricing.guarantee': 'die Geld-zurück-Garantie',
  'faq.entries': 'die Antworten der häufigen Fragen (mit Garantie und Widerrufsrecht)',
};

const quoted = (names: readonly string[]) => names.map((name) => `„${name}“`).join(', ');

type Refusal = { problem: string; message: string };

/** The refusal of a field a variant has no business with: one that must stay alike, one it cannot test, or a typo. */
function fieldRefusal(at: string | undefined, known: readonly string[], changeable: readonly string[], fields: readonly string[] = changeable) {
  const remove = 'Bitte das Feld aus der Variante nehmen; ändern lässt es sich nur in der Edition selbst, für alle';
  return (key: string): Refusal => {
    const same = SAME_FOR_EVERYONE[at ? `${at}.${key}` : key];
    if (same) return { problem: 'variant.same-for-everyone', message: `eine Variante darf ${same} nicht ändern: ${WHY_SAME}. ${remove}` };
    if (known.includes(key))
      return {
        problem: 'variant.not-testable',
        message: `eine Variante testet Texte und Bilder und ändert hier nur ${quoted(changeable)}, nicht „${key}“. ${remove}`,
      };
    const meant = nearestName(key, fields);
    return {
      problem: 'variant.unknown-field',
      message: `unbekanntes Feld in einer Variante; ${meant ? `Tippfehler für „${meant}“? ` : ''}erlaubt sind ${quoted(fields)}`,
    };
  };
}

/** An object of the allowed fields that refuses every other one by name and reason (a strict object would only say „unbekannt“). */
function onlyFields<S extends z.core.$ZodLooseShape>(shape: S, refuse: (key: string) => Refusal) {
  return z.looseObject(shape).superRefine((value, context) => {
    for (const key of Object.keys(value)) {
      if (Object.hasOwn(shape, key)) continue;
      const { problem, message } = refuse(key);
      context.addIssue({ code: 'custom', path: [key], message, input: value[key], params: { problem } });
    }
  });
}

/** A section's field as a variant writes it: optional, without the section's default, objects in part (merged over the edition's). */
function variantField(field: z.ZodType): z.ZodType {
  const meta = z.globalRegistry.get(field);
  let inner: z.ZodType = field;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodObject) inner = inner.partial();
  return (meta ? inner.meta(meta) : inner).optional();
}

const sectionTypes: readonly string[] = sectionDefinitions.map((definition) => definition.type);

/** A field by its label in the form (its `.meta()`), by its key when it has none. */
const fieldLabel = (schema: z.ZodType | undefined, key: string): string => {
  const label = (schema?.meta() as { 'x-label'?: unknown } | undefined)?.['x-label'];
  return typeof label === 'string' ? label : key;
};

/** Per section type, the fields a variant may change there (`variantFields` of the section's metadata). */
const sectionOverrides = onlyFields(
  Object.fromEntries(
    sectionDefinitions.map((definition) => {
      const { shape } = definition.schema;
      const fields = Object.fromEntries(definition.meta.variantFields.map((field) => [field, variantField(shape[field as keyof typeof shape])]));
      const schema = onlyFields(fields, fieldRefusal(definition.type, Object.keys(shape), definition.meta.variantFields))
        .optional()
        .meta(
          fieldMeta({
            label: definition.meta.label,
            help: `Änderbar: ${quoted(definition.meta.variantFields.map((field) => fieldLabel(shape[field as keyof typeof shape] as z.ZodType | undefined, field)))}`,
          }),
        );
      return [definition.type, schema];
    }),
  ),
  () => ({ problem: 'variant.unknown-section', message: `unbekannter Abschnitt; Abschnitte heißen ${quoted(sectionTypes)}` }),
).meta(fieldMeta({ label: 'Texte und Bilder der Abschnitte in dieser Variante', help: 'Je Abschnitt nur, was sich in der Variante ändert' }));

const sectionOrder = z
  .array(
    z
      .enum(sectionTypes as [string, ...string[]], {
        error: (issue) => `unbekannter Abschnitt ${JSON.stringify(issue.input)}; Abschnitte heißen ${quoted(sectionTypes)}`,
      })
      .meta(
        fieldMeta('Ein Abschnitt', {
          control: 'choice',
          choices: Object.fromEntries(sectionDefinitions.map((definition) => [definition.type, definition.meta.label])),
        }),
      ),
  )
  .optional()
  .meta(
    fieldMeta({
      label: 'Reihenfolge der Abschnitte in dieser Variante',
      help: 'Jeder Abschnitt der Edition genau einmal, der Kopfbereich zuerst. Weglassen: die Reihenfolge der Edition',
    }),
  );

const variantName = z
  .string({ error: (issue) => (issue.input === undefined ? 'Jede Variante braucht einen Namen („name“), z. B. "b"' : undefined) })
  .regex(VARIANT_NAME, 'Kleinbuchstaben, Ziffern und Bindestriche erwartet (z. B. „b“ oder „kurzer-titel“): der Name steht im Tracking-Schlüssel der Verkäufe')
  .max(VARIANT_NAME_MAX, `höchstens ${VARIANT_NAME_MAX} Zeichen erwartet: der Name steht im Tracking-Schlüssel der Verkäufe`)
  .meta(
    fieldMeta(
      {
        label: 'Name der Variante',
        help: `Kurz, z. B. „b“; Kleinbuchstaben, Ziffern und Bindestriche. Die Verkäufe kommen mit dem Tracking-Schlüssel <Adresse>${VARIANT_SEPARATOR}<Name> an`,
      },
      { control: 'text' },
    ),
  );

const variantWeight = z
  .number({
    error: (issue) => (issue.input === undefined ? 'Pflichtfeld fehlt: welcher Anteil der Besucher die Variante sieht, in Prozent (z. B. 50)' : undefined),
  })
  .int('ganze Prozent erwartet')
  .min(1, 'mindestens 1 % erwartet')
  .max(SHARE_TOTAL - 1, `höchstens ${SHARE_TOTAL - 1} % erwartet: die Edition selbst behält mindestens 1 %`)
  .meta(
    fieldMeta(
      { label: 'Anteil der Besucher in Prozent', help: 'Die Edition selbst zeigt dem Rest ihre eigene Fassung; 50 bei einer Variante: halbe-halbe' },
      { control: 'number' },
    ),
  );

/** One variant, given the edition's own field names (to tell a field it may not change from a typo). */
const variantSchema = (editionFields: readonly string[]) =>
  onlyFields(
    {
      name: variantName,
      weight: variantWeight,
      checkoutCtaLabel: text(
        { label: 'Beschriftung der Hauptknöpfe zum Checkout in dieser Variante', help: 'Zum Beispiel „Jetzt Platz sichern“' },
        60,
      ).optional(),
      sectionOrder,
      sections: sectionOverrides.optional(),
    },
    fieldRefusal(
      undefined,
      editionFields,
      ['checkoutCtaLabel', 'sectionOrder', 'sections'],
      ['name', 'weight', 'checkoutCtaLabel', 'sectionOrder', 'sections'],
    ),
  ).meta(fieldMeta({ label: 'Eine Variante', help: 'Name, Anteil und was sie anders zeigt' }));

/**
 * The edition's A/B variants: distinct names, and shares that leave the edition's own copy at least 1 % (it is
 * what each variant is compared with).
 */
export const variantsSchema = (editionFields: readonly string[]) =>
  z
    .array(variantSchema(editionFields))
    .max(9)
    .superRefine((variants, context) => {
      const seen = new Map<string, number>();
      variants.forEach((variant, index) => {
        const first = seen.get(variant.name);
        if (first === undefined) seen.set(variant.name, index);
        else
          context.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: `„${variant.name}“ heißt schon variants[${first}]; jede Variante braucht einen eigenen Namen (er steht im Tracking-Schlüssel ihrer Verkäufe)`,
            input: variant.name,
            params: { problem: 'variant.name-twice' },
          });
      });
      const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
      // A share out of its own range is reported at its field; the total counts only shares that could stand.
      const eachFits = variants.every((variant) => Number.isInteger(variant.weight) && variant.weight >= 1 && variant.weight < SHARE_TOTAL);
      if (eachFits && total >= SHARE_TOTAL)
        context.addIssue({
          code: 'custom',
          path: [],
          message:
            `die Anteile der Varianten ergeben zusammen ${total} %; die Edition selbst zeigt ihren Text dem Rest und braucht mindestens 1 %, ` +
            'sonst gibt es nichts, womit die Varianten verglichen werden. Bitte die Anteile („weight“) verkleinern',
          input: variants,
          params: { problem: 'variant.shares' },
        });
    })
    .optional()
    .meta(
      fieldMeta({
        label: 'A/B-Test: Varianten des Textes',
        help: 'Jede Variante zeigt einem Anteil der Besucher andere Überschriften, Bilder, Etiketten oder Knopfbeschriftungen; Preis, Termine und Angebot bleiben für alle gleich',
      }),
    );

/** What the variants need of the edition to be checked against it: its address and its sections' types. */
interface VariantHost {
  slug: string;
  sections: ReadonlyArray<{ type: string }>;
  variants?: ReadonlyArray<{ name: string; sectionOrder?: readonly string[]; sections?: Record<string, unknown> }>;
}

/**
 * The checks of the variants against their edition (a refinement of the edition's schema): each changes only
 * sections the page has, orders exactly those, and its tracking key is one the platform takes.
 */
export function checkVariantsOfEdition(edition: VariantHost, context: z.RefinementCtx): void {
  const types = edition.sections.map((section) => section.type);
  edition.variants?.forEach((variant, index) => {
    const at = (...path: PropertyKey[]) => ['variants', index, ...path];
    for (const type of Object.keys(variant.sections ?? {})) {
      // A type the site does not know is the variant's own schema's to report.
      if (types.includes(type) || !sectionTypes.includes(type)) continue;
      context.addIssue({
        code: 'custom',
        path: at('sections', type),
        message: `die Edition hat keinen Abschnitt „${type}“; eine Variante ändert nur Abschnitte der Seite (${quoted(types)})`,
        input: type,
        params: { problem: 'variant.section-not-on-page' },
      });
    }
    const order = variant.sectionOrder;
    if (order) {
      const missing = types.filter((type) => !order.includes(type));
      const extra = order.filter((type) => !types.includes(type));
      const twice = order.filter((type, position) => order.indexOf(type) !== position);
      const problems = [
        missing.length > 0 && `es fehlen ${quoted(missing)}`,
        extra.length > 0 && `die Edition hat keine Abschnitte ${quoted(extra)}`,
        twice.length > 0 && `doppelt: ${quoted(twice)}`,
      ].filter(Boolean);
      if (problems.length > 0)
        context.addIssue({
          code: 'custom',
          path: at('sectionOrder'),
          message: `jeder Abschnitt der Seite genau einmal erwartet (${quoted(types)}): ${problems.join('; ')}. Eine Variante ändert die Reihenfolge, nicht, welche Abschnitte die Seite hat`,
          input: order,
          params: { problem: 'variant.section-order' },
        });
    }
    // A name of other characters is refused by its own field already.
    const problem = VARIANT_NAME.test(variant.name) ? trackingKeyProblem(`${edition.slug}${VARIANT_SEPARATOR}${variant.name}`) : undefined;
    if (problem)
      context.addIssue({
        code: 'custom',
        path: at('name'),
        message: `${problem}; bitte einen kürzeren Namen wählen`,
        input: variant.name,
        params: { problem: 'variant.tracking-key' },
      });
  });
}
