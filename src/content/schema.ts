import { z } from 'zod';
import { DEVICE_NAME_NOTE, isWindowsDeviceName } from './fileNames';
import { CLOSED_EDITION_HEADING, UPCOMING_EDITION_CTA, UPCOMING_EDITION_HEADING } from './homeEditionBox';
import { productUrlBaseProblem, scriptUrlProblem } from './salesPlatform';
import { email, euros, httpsUrl, isoDate, itemId, siteOrigin, text } from '#engine/schemaParts';
import { icon } from '#sections/fields';
import { fieldMeta, type FieldText } from '#engine/fieldMeta';
import type { CheckoutSettings, Claims, Offer, ValueItem as KitValueItem } from '#kit/model/types';
import { sectionDefinitions } from '#sections/schemas';
import { checkVariantsOfEdition, variantsSchema } from './variantSchema';

/**
 * The two kinds of content file: `editions/site.json` (everything shared by all editions) and one
 * `editions/<name>.json` per edition. Validation runs in Node only (build, dev server, tests);
 * components receive parsed data and never import zod.
 */

const jsonSchemaRef = z
  .string()
  .optional()
  .meta(fieldMeta({ label: 'Verweis auf das JSON Schema für Editoren', help: 'Nicht ändern' }, { control: 'text' }));

// A mapped tuple type keeps the tuple only over a type parameter, hence the helper.
type SchemasOf<T extends ReadonlyArray<{ schema: unknown }>> = { -readonly [I in keyof T]: T[I]['schema'] };
const sectionSchemas = sectionDefinitions.map((definition) => definition.schema) as unknown as SchemasOf<typeof sectionDefinitions>;

/** A resolved section: the edition's descriptor merged over the shared default of its type (engine/resolve.ts). */
export const sectionDescriptorSchema = z
  .discriminatedUnion('type', sectionSchemas)
  .meta(fieldMeta({ label: 'Ein Abschnitt der Seite', help: '„type“ bestimmt, welcher. Felder, die fehlen, kommen aus „sectionDefaults“ in site.json' }));

export const SECTION_DEFAULTS_KEY = 'sectionDefaults';

/**
 * Shared copy per section type. Checked as part of every edition that uses it (after merging), so
 * here only its shape: one object per known section type.
 */
const sectionDefaultsSchema = z
  .strictObject(
    Object.fromEntries(
      sectionDefinitions.map((definition) => [
        definition.type,
        z
          .record(z.string(), z.unknown())
          .refine((value) => !('type' in value), '„type“ gehört nicht in einen Standardwert')
          .optional()
          .meta(
            fieldMeta({
              label: `Gemeinsamer Inhalt des Abschnitts „${definition.type}“ (${definition.meta.label})`,
              help: 'Eine Edition überschreibt einzelne Felder',
            }),
          ),
      ]),
    ) as unknown as Record<(typeof sectionDefinitions)[number]['type'], z.ZodOptional<z.ZodType<Record<string, unknown>>>>,
  )
  .meta(fieldMeta({ label: 'Gemeinsame Inhalte der Abschnitte', help: 'Gelten für jede Edition, die das Feld nicht selbst angibt' }));

/** An address that must be on one of the sales platform's hosts (src/content/salesPlatform.ts). */
const platformUrl = (field: FieldText, problemOf: (value: string) => string | undefined) =>
  httpsUrl(field).superRefine((value, context) => {
    const message = problemOf(value);
    if (message) context.addIssue({ code: 'custom', message, input: value });
  });

/** Route slugs become a path segment: lowercase letters, digits and hyphens only. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Kleinbuchstaben, Ziffern und Bindestriche erwartet (z. B. „fruehlingsedition“)')
  .min(3)
  .max(60)
  // The slug becomes the folder dist/<slug>/, which a Windows machine could neither open nor delete.
  .refine((slug) => !isWindowsDeviceName(slug), { error: (issue) => `„${String(issue.input)}“ ist ${DEVICE_NAME_NOTE}; bitte eine andere Adresse wählen` })
  .meta(
    fieldMeta(
      {
        label: 'Adresse der Seite',
        help: 'Die Seite erscheint unter dieser Adresse, z. B. „fruehlingsedition“ für /fruehlingsedition; nur Kleinbuchstaben, Ziffern und Bindestriche',
      },
      { control: 'text' },
    ),
  );

/** Why a new edition's dates are empty (scripts/editions/scaffoldDates.ts): said with each one still to set. */
const NEW_EDITION_DATES = 'Eine neue Edition übernimmt keine Termine aus ihrer Vorlage, damit sie erst verkauft, wenn du sie festlegst';

/** The first day of the sale window; the last is `salesEnd` (kit/model/sales.ts). */
const salesStartField = isoDate(
  {
    label: 'Erster Verkaufstag (Anmeldung öffnet)',
    help: 'Ab diesem Tag zeigt die Seite Preis und Checkout-Knöpfe, und die Startseite wirbt für die Edition, die als letzte in den Verkauf gegangen ist. Vorher sagt die Seite, ab wann man sich anmelden kann',
  },
  `Bitte den ersten Verkaufstag eintragen (noch leer). ${NEW_EDITION_DATES}`,
);

const komplettpreisOffer = z
  .strictObject({
    mode: z.literal('komplettpreis').meta(fieldMeta('Ein fester Komplettpreis')),
    price: euros('Komplettpreis inkl. MwSt.'),
    validFrom: salesStartField,
    priceLabel: text({ label: 'Beschriftung des Preises', help: 'Zum Beispiel „Komplettpreis“' }, 60),
  })
  .meta(fieldMeta('Ein Preis für alle, ohne Gutschein'));

const earlyBirdOffer = z
  .strictObject({
    mode: z.literal('early-bird').meta(fieldMeta('Frühbucherpreis mit Gutschein im Checkout')),
    price: euros('Frühbucherpreis inkl. MwSt.'),
    validFrom: salesStartField,
    regularPrice: euros({ label: 'Regulärer Preis, der tatsächlich verlangt wird', help: 'Streichpreis' }),
    voucher: z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'Gutscheincode aus Buchstaben, Ziffern, _ und - erwartet')
      .meta(
        fieldMeta({ label: 'Gutscheincode, der im Checkout-Link mitgegeben wird', help: '3–40 Zeichen: Buchstaben, Ziffern, _ und -' }, { control: 'text' }),
      ),
    priceLabel: text({ label: 'Beschriftung des Preises', help: 'Zum Beispiel „Frühbucherpreis“' }, 60),
    availabilityNote: text({ label: 'Hinweis zur Verfügbarkeit', help: 'Zum Beispiel „Nur solange Frühbucher-Plätze frei sind“' }, 160),
    earlyBirdUntil: isoDate({
      label: 'Letzter Tag des Frühbucherpreises',
      help: 'Ab dem Tag danach zeigt die Seite den regulären Preis als Komplettpreis, ohne Gutschein. Weglassen: Frühbucherpreis bis zum Verkaufsende',
    }).optional(),
    regularPriceLabel: text({ label: 'Beschriftung des Preises nach dem Frühbucherpreis', help: 'Standard „Komplettpreis“' }, 60).optional(),
    regularCtaLabel: text({ label: 'Beschriftung der Checkout-Knöpfe nach dem Frühbucherpreis', help: 'Standard „Jetzt Platz sichern“' }, 60).optional(),
  })
  .meta(fieldMeta({ label: 'Frühbucherpreis unter dem regulären Preis', help: 'Der Gutschein im Checkout-Link verrechnet den Rabatt' }));

export const offerSchema = z
  .discriminatedUnion('mode', [komplettpreisOffer, earlyBirdOffer])
  .meta(fieldMeta({ label: 'Preisangebot der Edition', help: '„komplettpreis“ oder „early-bird“' }));

const editionFields = {
  $schema: jsonSchemaRef,
  slug: slugSchema,
  name: text({ label: 'Name der Edition', help: 'Zum Beispiel „Winter-Edition 2026“' }, 80),
  seo: z
    .strictObject({
      title: text('Titel im Browser-Tab und in Suchergebnissen', 70),
      description: text('Beschreibung für Suchergebnisse', 170),
    })
    .meta(fieldMeta('Angaben für Suchmaschinen')),
  startDate: isoDate('Starttermin der Edition', `Bitte den Starttermin eintragen (noch leer). ${NEW_EDITION_DATES}`),
  salesEnd: isoDate({
    label: 'Letzter Verkaufstag',
    help: 'Ab dem Tag danach bleibt die Seite online, sagt aber, dass die Anmeldung geschlossen ist, und zeigt keinen Checkout-Link mehr. Weglassen: der Tag vor dem Start. Ein Tag nach dem Start nimmt Nachzügler auf',
  }).optional(),
  upcomingNotice: text(
    { label: 'Hinweis vor dem ersten Verkaufstag', help: 'Standard: „Die Anmeldung zur <Name der Edition> öffnet am <erster Verkaufstag>.“' },
    160,
  ).optional(),
  closedNotice: text({ label: 'Hinweis nach dem Verkaufsende', help: 'Standard: „Die Anmeldung zur <Name der Edition> ist geschlossen.“' }, 160).optional(),
  checkoutCtaLabel: text({ label: 'Beschriftung der Hauptknöpfe zum Checkout', help: 'Zum Beispiel „Jetzt Platz sichern“' }, 60),
  offer: offerSchema,
  valueBreakdown: z
    .array(
      z
        .strictObject({
          id: itemId,
          label: text({ label: 'Bestandteil', help: 'Zum Beispiel „Live-Calls“' }, 80),
          amount: euros('Wert dieses Bestandteils'),
          isBonus: z
            .boolean()
            .default(false)
            .meta(fieldMeta('Ist dies der saisonale Bonus?', { control: 'boolean' })),
        })
        .meta(fieldMeta('Ein Bestandteil mit seinem Wert')),
    )
    .min(1)
    .max(8)
    .meta(fieldMeta({ label: 'Wert des Programms nach Bestandteilen', help: 'Der Gesamtwert wird daraus berechnet' })),
  sections: z.array(sectionDescriptorSchema).min(1, 'mindestens einen Abschnitt erwartet').meta(fieldMeta('Die Abschnitte der Seite in ihrer Reihenfolge')),
};

export const editionSchema = z
  .strictObject({ ...editionFields, variants: variantsSchema(Object.keys(editionFields)) })
  .superRefine(checkVariantsOfEdition)
  .meta(fieldMeta({ label: 'Eine Edition des Gewichtscoachings', help: 'Eine Datei, eine Seite (und eine je Variante eines A/B-Tests)' }));

const socialLink = z
  .strictObject({
    network: z
      .enum(['facebook', 'instagram', 'youtube', 'website'])
      .meta(
        fieldMeta(
          { label: 'Netzwerk', help: 'Bestimmt das Symbol' },
          { control: 'choice', choices: { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', website: 'Website' } },
        ),
      ),
    label: text({ label: 'Vorgelesener Name des Links', help: 'Zum Beispiel „Instagram“' }, 60),
    url: httpsUrl('Adresse des Profils'),
  })
  .meta(fieldMeta('Ein Link im Fuß'));

export const siteSchema = z
  .strictObject({
    $schema: jsonSchemaRef,
    brand: text('Name des Angebots, erscheint im Kopf und im Seitentitel', 60),
    origin: siteOrigin({ label: 'Adresse der Website ohne Pfad und ohne Schrägstrich am Ende', help: 'Zum Beispiel https://www.beispiel.de' }),
    programme: z
      .strictObject({
        weeks: z
          .number()
          .int()
          .min(1)
          .max(52)
          .meta(fieldMeta('Dauer des Programms in Wochen', { control: 'number' })),
        name: text({ label: 'Name des Programms', help: 'Zum Beispiel „Gewichtscoaching 40+“' }, 80),
      })
      .meta(fieldMeta('Eckdaten des Programms')),
    contact: z
      .strictObject({
        email: email({ label: 'Kontaktadresse', help: 'Im Kontaktkasten und im Fuß' }),
        supportEmail: email('Adresse für Fragen zum Zugang'),
        contactSubject: text('Betreff der Kontakt-E-Mail aus dem Fuß', 120),
        supportSubject: text('Betreff der Support-E-Mail', 120),
      })
      .meta(fieldMeta('Kontaktdaten')),
    claims: z
      .strictObject({
        rating: z
          .number()
          .min(1)
          .max(5)
          .meta(fieldMeta({ label: 'Durchschnittliche Bewertung', help: 'Zum Beispiel 4.98' }, { control: 'number' })),
        ratingScale: z
          .number()
          .int()
          .min(1)
          .max(10)
          .meta(fieldMeta({ label: 'Höchste Bewertung', help: 'Zum Beispiel 5' }, { control: 'number' })),
        ratingSource: text({ label: 'Wo die Bewertungen geprüft werden', help: 'Zum Beispiel „ProvenExpert“' }, 80),
        participants: z
          .number()
          .int()
          .positive()
          .meta(fieldMeta({ label: 'Zahl der bisherigen Teilnehmenden', help: 'Wird als „1.000+“ gezeigt' }, { control: 'number' })),
        personalClients: z
          .number()
          .int()
          .positive()
          .meta(fieldMeta('Zahl der Einzelcoaching-Kundinnen und -Kunden', { control: 'number' })),
        yearsExperience: z
          .number()
          .int()
          .positive()
          .meta(fieldMeta('Jahre Erfahrung', { control: 'number' })),
      })
      .meta(fieldMeta('Belegte Aussagen zu Bewertung und Erfahrung')),
    checkout: z
      .strictObject({
        platformName: text('Name der Verkaufsplattform', 60),
        productUrlBase: platformUrl(
          'Checkout-Adresse der Verkaufsplattform ohne Produktnummer: https://www.digistore24.com/product/ oder https://www.checkout-ds24.com/product/',
          productUrlBaseProblem,
        ),
        productId: z
          .number()
          .int()
          .positive()
          .meta(fieldMeta('Produktnummer auf der Verkaufsplattform', { control: 'number' })),
        voucherParam: z
          .string()
          .regex(/^[a-z_]{1,20}$/)
          .meta(fieldMeta('Name des Gutschein-Parameters in der Checkout-Adresse', { control: 'text' })),
        trackingParam: z
          .string()
          .regex(/^[a-z0-9_]{1,20}$/)
          .meta(
            fieldMeta(
              {
                label: 'Name des Tracking-Parameters in der Checkout-Adresse',
                help: 'Die Plattform meldet jeden Verkauf mit dem Tracking-Schlüssel der Seite, von der er kam (die Adresse der Edition); bei Digistore24 „ds24tr“',
              },
              { control: 'text' },
            ),
          ),
        scriptUrl: platformUrl('Adresse des Skripts der Verkaufsplattform, auf https://www.digistore24-scripts.com', scriptUrlProblem),
        promoHelper: z
          .strictObject({
            enabled: z
              .boolean()
              .default(true)
              .meta(fieldMeta({ label: 'Lädt das Skript der Plattform auf Editionsseiten', help: 'Setzt ein Partner-Cookie' }, { control: 'boolean' })),
            adjustDomain: z
              .boolean()
              .default(true)
              .meta(fieldMeta('Option „adjust_domain“ des Gutschein-Helfers', { control: 'boolean' })),
          })
          .meta(fieldMeta('Gutschein- und Partner-Helfer der Plattform')),
      })
      .meta(fieldMeta('Einstellungen der Verkaufsplattform')),
    legal: z
      .strictObject({
        imprintUrl: httpsUrl('Adresse des Impressums'),
        privacyUrl: httpsUrl('Adresse der Datenschutzerklärung'),
        copyrightHolder: text('Inhaber im Copyright-Vermerk', 120),
        resellerNote: text('Hinweis, dass die Plattform Wiederverkäufer und Zahlungsabwickler ist', 400),
        disclaimer: text('Haftungshinweis im Fuß', 200),
      })
      .meta(fieldMeta('Rechtliche Angaben')),
    social: z.array(socialLink).max(6).meta(fieldMeta('Links zu sozialen Netzwerken und zur Website')),
    nextEditionNotice: text(
      {
        label: 'Satz, wenn keine Edition verkauft und keine geplant ist',
        help: 'Erscheint auf den geschlossenen Seiten und auf der Startseite · Standard: „Die nächste Edition ist in Vorbereitung.“',
      },
      200,
    ).optional(),
    meta: z
      .strictObject({
        homeTitle: text('Titel der Startseite', 70),
        homeDescription: text('Beschreibung der Startseite', 170),
        thankYouTitle: text('Titel der Danke-Seite', 70),
        notFoundTitle: text('Titel der 404-Seite', 70),
      })
      .meta(fieldMeta('Seitentitel und Beschreibungen der festen Seiten')),
    home: z
      .strictObject({
        eyebrow: text('Kleine Zeile über der Überschrift', 80),
        title: text({ label: 'Überschrift der Startseite', help: 'Die größte Überschrift, ganz oben auf der Seite' }, 160),
        intro: text('Einleitung', 600),
        factsHeading: text('Überschrift über den Eckdaten', 80),
        facts: z
          .array(z.strictObject({ id: itemId, icon, title: text('Eckdatum', 80), text: text('Erläuterung', 300) }).meta(fieldMeta('Ein Eckdatum mit Symbol')))
          .min(1)
          .max(6)
          .meta(fieldMeta('Eckdaten des Programms')),
        currentEditionHeading: text(
          { label: 'Überschrift des Kastens zur aktuellen Edition', help: 'Solange die Edition, für die die Startseite wirbt, verkauft' },
          80,
        ),
        upcomingEditionHeading: text(
          {
            label: 'Überschrift des Kastens vor dem ersten Verkaufstag',
            help: `Wenn gerade keine Edition verkauft; der Kasten nennt die, deren Verkauf als nächster beginnt · Standard: „${UPCOMING_EDITION_HEADING}“`,
          },
          80,
        ).optional(),
        closedEditionHeading: text(
          {
            label: 'Überschrift des Kastens nach dem Verkaufsende',
            help: `Wenn keine Edition verkauft und keine geplant ist; der Kasten nennt die zuletzt verkaufte · Standard: „${CLOSED_EDITION_HEADING}“`,
          },
          80,
        ).optional(),
        currentEditionCta: text({ label: 'Knopf zur aktuellen Edition', help: 'Solange die Edition, für die die Startseite wirbt, verkauft' }, 60),
        upcomingEditionCta: text({ label: 'Knopf zur Edition vor ihrem ersten Verkaufstag', help: `Standard: „${UPCOMING_EDITION_CTA}“` }, 60).optional(),
      })
      .meta(fieldMeta('Inhalt der Startseite')),
    thankYou: z
      .strictObject({
        title: text({ label: 'Überschrift', help: 'Die größte Überschrift, ganz oben auf der Seite' }, 120),
        intro: text('Einleitung', 400),
        access: z.strictObject({ title: text('Überschrift', 60), text: text('Text', 600) }).meta(fieldMeta('Zugang')),
        billing: z.strictObject({ title: text('Überschrift', 60), text: text('Text', 600) }).meta(fieldMeta('Abrechnung')),
        nextSteps: z
          .strictObject({
            title: text('Überschrift', 60),
            items: z.array(text('Schritt', 200)).min(1).max(6).meta(fieldMeta('Die Schritte als Liste')),
          })
          .meta(fieldMeta('Nächste Schritte')),
        support: z.strictObject({ title: text('Überschrift', 60), text: text('Text', 400) }).meta(fieldMeta('Support')),
        homeLinkLabel: text('Link zurück zur Startseite', 60),
      })
      .meta(fieldMeta('Inhalt der Danke-Seite')),
    notFound: z
      .strictObject({
        heading: text('Text der 404-Seite', 80),
        homeLinkLabel: text('Link zurück zur Startseite', 60),
      })
      .meta(fieldMeta('Texte der 404-Seite')),
    footer: z
      .strictObject({
        tagline: text('Kurzer Satz unter dem Namen', 200),
        socialHeading: text('Überschrift der Social-Links', 60),
        legalHeading: text('Überschrift der Rechtslinks', 60),
        contactHeading: text('Überschrift der Kontaktlinks', 60),
        imprintLabel: text('Beschriftung Impressum', 40),
        privacyLabel: text('Beschriftung Datenschutz', 40),
        contactLabel: text('Beschriftung Kontakt', 40),
        supportLabel: text('Beschriftung Support', 40),
      })
      .meta(fieldMeta('Texte im Fuß jeder Seite')),
    sectionDefaults: sectionDefaultsSchema,
  })
  .meta(fieldMeta('Website-weite Einstellungen und gemeinsame Inhalte aller Editionen'));

/** site.json as written and validated, shared section defaults included (pages get `SiteConfig`, src/content/pageData.ts). */
export type SiteFile = z.infer<typeof siteSchema>;
export type Edition = z.infer<typeof editionSchema>;
export type SectionDescriptor = z.infer<typeof sectionDescriptorSchema>;
export type SectionType = SectionDescriptor['type'];

// The kit's plain types (kit/model/types.ts) are what sections read; the schema must produce exactly them.
// Exact equality: an optional field on one side only is drift too (mutual assignability would let it pass).
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const offerMatchesKit: Same<z.infer<typeof offerSchema>, Offer> = true;
const valueItemMatchesKit: Same<Edition['valueBreakdown'][number], KitValueItem> = true;
const checkoutMatchesKit: Same<SiteFile['checkout'], CheckoutSettings> = true;
const claimsMatchesKit: Same<SiteFile['claims'], Claims> = true;
void [offerMatchesKit, valueItemMatchesKit, checkoutMatchesKit, claimsMatchesKit];
