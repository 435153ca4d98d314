import { z } from 'zod';
import { DEVICE_NAME_NOTE, isWindowsDeviceName } from './fileNames';
import { productUrlBaseProblem, scriptUrlProblem } from './salesPlatform';
import { email, euros, httpsUrl, icon, isoDate, itemId, siteOrigin, text } from '../../engine/schemaParts';
import type { CheckoutSettings, Claims, Offer as KitOffer, ValueItem as KitValueItem } from '../../kit/model/types';
import { sectionDefinitions } from '../../sections/schemas';

/**
 * The two kinds of content file: `editions/site.json` (everything shared by all editions) and one
 * `editions/<name>.json` per edition. Validation runs in Node only (build, dev server, tests);
 * components receive parsed data and never import zod.
 */

const jsonSchemaRef = z.string().optional().describe('Verweis auf das JSON Schema für Editoren; nicht ändern');

// A mapped tuple type keeps the tuple only over a type parameter, hence the helper.
type SchemasOf<T extends ReadonlyArray<{ schema: unknown }>> = { -readonly [I in keyof T]: T[I]['schema'] };
const sectionSchemas = sectionDefinitions.map((definition) => definition.schema) as unknown as SchemasOf<typeof sectionDefinitions>;

/** A resolved section: the edition's descriptor merged over the shared default of its type (engine/resolve.ts). */
export const sectionDescriptorSchema = z
  .discriminatedUnion('type', sectionSchemas)
  .describe('Ein Abschnitt der Seite; „type“ bestimmt, welcher. Felder, die fehlen, kommen aus „sectionDefaults“ in site.json');

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
          .describe(`Gemeinsamer Inhalt des Abschnitts „${definition.type}“ (${definition.meta.label}); eine Edition überschreibt einzelne Felder`),
      ]),
    ) as unknown as Record<(typeof sectionDefinitions)[number]['type'], z.ZodOptional<z.ZodType<Record<string, unknown>>>>,
  )
  .describe('Gemeinsame Inhalte der Abschnitte: gelten für jede Edition, die das Feld nicht selbst angibt');

/** An address that must be on one of the sales platform's hosts (src/content/salesPlatform.ts). */
const platformUrl = (description: string, problemOf: (value: string) => string | undefined) =>
  httpsUrl(description)
    .superRefine((value, context) => {
      const message = problemOf(value);
      if (message) context.addIssue({ code: 'custom', message, input: value });
    })
    .describe(description);

/** Route slugs become a path segment: lowercase letters, digits and hyphens only. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Kleinbuchstaben, Ziffern und Bindestriche erwartet (z. B. „fruehlingsedition“)')
  .min(3)
  .max(60)
  // The slug becomes the folder dist/<slug>/, which a Windows machine could neither open nor delete.
  .refine((slug) => !isWindowsDeviceName(slug), { error: (issue) => `„${String(issue.input)}“ ist ${DEVICE_NAME_NOTE}; bitte eine andere Adresse wählen` })
  .describe('Pfad der Seite ohne Schrägstrich, z. B. „winteredition“ für /winteredition');

const komplettpreisOffer = z
  .strictObject({
    mode: z.literal('komplettpreis').describe('Ein fester Komplettpreis'),
    price: euros('Komplettpreis inkl. MwSt.'),
    validFrom: isoDate('Ab wann das Angebot buchbar ist (für Suchmaschinen)'),
    priceLabel: text('Beschriftung des Preises, z. B. „Komplettpreis“', 60),
  })
  .describe('Ein Preis für alle, ohne Gutschein');

const earlyBirdOffer = z
  .strictObject({
    mode: z.literal('early-bird').describe('Frühbucherpreis mit Gutschein im Checkout'),
    price: euros('Frühbucherpreis inkl. MwSt.'),
    validFrom: isoDate('Ab wann der Frühbucherpreis buchbar ist (für Suchmaschinen)'),
    regularPrice: euros('Regulärer Preis, der tatsächlich verlangt wird (Streichpreis)'),
    voucher: z
      .string()
      .regex(/^[A-Za-z0-9_-]{3,40}$/, 'Gutscheincode aus Buchstaben, Ziffern, _ und - erwartet')
      .describe('Gutscheincode, der im Checkout-Link mitgegeben wird (3–40 Zeichen: Buchstaben, Ziffern, _ und -)'),
    priceLabel: text('Beschriftung des Preises, z. B. „Frühbucherpreis“', 60),
    availabilityNote: text('Hinweis zur Verfügbarkeit, z. B. „Nur solange Frühbucher-Plätze frei sind“', 160),
    earlyBirdUntil: isoDate(
      'Letzter Tag des Frühbucherpreises; ab dem Tag danach zeigt die Seite den regulären Preis als Komplettpreis, ohne Gutschein. Weglassen: Frühbucherpreis bis zum Verkaufsende',
    ).optional(),
    regularPriceLabel: text('Beschriftung des Preises nach dem Frühbucherpreis (Standard „Komplettpreis“)', 60).optional(),
    regularCtaLabel: text('Beschriftung der Checkout-Knöpfe nach dem Frühbucherpreis (Standard „Jetzt Platz sichern“)', 60).optional(),
  })
  .describe('Frühbucherpreis unter dem regulären Preis; der Gutschein im Checkout-Link verrechnet den Rabatt');

export const offerSchema = z
  .discriminatedUnion('mode', [komplettpreisOffer, earlyBirdOffer])
  .describe('Preisangebot der Edition: „komplettpreis“ oder „early-bird“');

export const editionSchema = z
  .strictObject({
    $schema: jsonSchemaRef,
    slug: slugSchema,
    current: z.boolean().default(false).describe('Ist dies die aktuelle Edition? Genau eine Edition ist aktuell'),
    name: text('Name der Edition, z. B. „Winter-Edition 2026“', 80),
    seo: z
      .strictObject({
        title: text('Titel im Browser-Tab und in Suchergebnissen', 70),
        description: text('Beschreibung für Suchergebnisse', 170),
      })
      .describe('Angaben für Suchmaschinen'),
    startDate: isoDate('Starttermin der Edition'),
    salesEnd: isoDate(
      'Letzter Verkaufstag; ab dem Tag danach bleibt die Seite online, sagt aber, dass die Anmeldung geschlossen ist, und zeigt keinen Checkout-Link mehr. Weglassen, wenn der Verkauf nicht endet',
    ).optional(),
    closedNotice: text('Hinweis nach dem Verkaufsende (Standard: „Die Anmeldung zur <Name der Edition> ist geschlossen.“)', 160).optional(),
    checkoutCtaLabel: text('Beschriftung der Hauptknöpfe zum Checkout, z. B. „Jetzt Platz sichern“', 60),
    offer: offerSchema,
    valueBreakdown: z
      .array(
        z.strictObject({
          id: itemId,
          label: text('Bestandteil, z. B. „Live-Calls“', 80),
          amount: euros('Wert dieses Bestandteils'),
          isBonus: z.boolean().default(false).describe('Ist dies der saisonale Bonus?'),
        }).describe('Ein Bestandteil mit seinem Wert'),
      )
      .min(1)
      .max(8)
      .describe('Wert des Programms nach Bestandteilen; der Gesamtwert wird daraus berechnet'),
    sections: z.array(sectionDescriptorSchema).min(1, 'mindestens einen Abschnitt erwartet').describe('Die Abschnitte der Seite in ihrer Reihenfolge'),
  })
  .describe('Eine Edition des Gewichtscoachings: eine Datei, eine Seite');

const socialLink = z
  .strictObject({
    network: z.enum(['facebook', 'instagram', 'youtube', 'website']).describe('Netzwerk (bestimmt das Symbol)'),
    label: text('Vorgelesener Name des Links, z. B. „Instagram“', 60),
    url: httpsUrl('Adresse des Profils'),
  })
  .describe('Ein Link im Fuß');

export const siteSchema = z
  .strictObject({
    $schema: jsonSchemaRef,
    brand: text('Name des Angebots, erscheint im Kopf und im Seitentitel', 60),
    origin: siteOrigin('Adresse der Website ohne Pfad und ohne Schrägstrich am Ende, z. B. https://www.beispiel.de'),
    programme: z
      .strictObject({
        weeks: z.number().int().min(1).max(52).describe('Dauer des Programms in Wochen'),
        name: text('Name des Programms, z. B. „Gewichtscoaching 40+“', 80),
      })
      .describe('Eckdaten des Programms'),
    contact: z
      .strictObject({
        email: email('Kontaktadresse (im Kontaktkasten und im Fuß)'),
        supportEmail: email('Adresse für Fragen zum Zugang'),
        contactSubject: text('Betreff der Kontakt-E-Mail aus dem Fuß', 120),
        supportSubject: text('Betreff der Support-E-Mail', 120),
      })
      .describe('Kontaktdaten'),
    claims: z
      .strictObject({
        rating: z.number().min(1).max(5).describe('Durchschnittliche Bewertung, z. B. 4.98'),
        ratingScale: z.number().int().min(1).max(10).describe('Höchste Bewertung, z. B. 5'),
        ratingSource: text('Wo die Bewertungen geprüft werden, z. B. „ProvenExpert“', 80),
        participants: z.number().int().positive().describe('Zahl der bisherigen Teilnehmenden (wird als „1.000+“ gezeigt)'),
        personalClients: z.number().int().positive().describe('Zahl der Einzelcoaching-Kundinnen und -Kunden'),
        yearsExperience: z.number().int().positive().describe('Jahre Erfahrung'),
      })
      .describe('Belegte Aussagen zu Bewertung und Erfahrung'),
    checkout: z
      .strictObject({
        platformName: text('Name der Verkaufsplattform', 60),
        productUrlBase: platformUrl(
          'Checkout-Adresse der Verkaufsplattform ohne Produktnummer: https://www.digistore24.com/product/ oder https://www.checkout-ds24.com/product/',
          productUrlBaseProblem,
        ),
        productId: z.number().int().positive().describe('Produktnummer auf der Verkaufsplattform'),
        voucherParam: z.string().regex(/^[a-z_]{1,20}$/).describe('Name des Gutschein-Parameters in der Checkout-Adresse'),
        scriptUrl: platformUrl('Adresse des Skripts der Verkaufsplattform, auf https://www.digistore24-scripts.com', scriptUrlProblem),
        promoHelper: z
          .strictObject({
            enabled: z.boolean().default(true).describe('Lädt das Skript der Plattform auf Editionsseiten (setzt ein Partner-Cookie)'),
            adjustDomain: z.boolean().default(true).describe('Option „adjust_domain“ des Gutschein-Helfers'),
          })
          .describe('Gutschein- und Partner-Helfer der Plattform'),
      })
      .describe('Einstellungen der Verkaufsplattform'),
    legal: z
      .strictObject({
        imprintUrl: httpsUrl('Adresse des Impressums'),
        privacyUrl: httpsUrl('Adresse der Datenschutzerklärung'),
        copyrightHolder: text('Inhaber im Copyright-Vermerk', 120),
        resellerNote: text('Hinweis, dass die Plattform Wiederverkäufer und Zahlungsabwickler ist', 400),
        disclaimer: text('Haftungshinweis im Fuß', 200),
      })
      .describe('Rechtliche Angaben'),
    social: z.array(socialLink).max(6).describe('Links zu sozialen Netzwerken und zur Website'),
    nextEditionNotice: text(
      'Satz, wenn die aktuelle Edition geschlossen ist und noch keine neue verkauft wird; erscheint auf ihrer Seite und auf der Startseite (Standard: „Die nächste Edition ist in Vorbereitung.“)',
      200,
    ).optional(),
    meta: z
      .strictObject({
        homeTitle: text('Titel der Startseite', 70),
        homeDescription: text('Beschreibung der Startseite', 170),
        thankYouTitle: text('Titel der Danke-Seite', 70),
        notFoundTitle: text('Titel der 404-Seite', 70),
      })
      .describe('Seitentitel und Beschreibungen der festen Seiten'),
    home: z
      .strictObject({
        eyebrow: text('Kleine Zeile über der Überschrift', 80),
        title: text('Überschrift der Startseite (h1)', 160),
        intro: text('Einleitung', 600),
        factsHeading: text('Überschrift über den Eckdaten', 80),
        facts: z
          .array(
            z
              .strictObject({ id: itemId, icon, title: text('Eckdatum', 80), text: text('Erläuterung', 300) })
              .describe('Ein Eckdatum mit Symbol'),
          )
          .min(1)
          .max(6)
          .describe('Eckdaten des Programms'),
        currentEditionHeading: text('Überschrift des Kastens zur aktuellen Edition', 80),
        currentEditionCta: text('Knopf zur aktuellen Edition', 60),
      })
      .describe('Inhalt der Startseite'),
    thankYou: z
      .strictObject({
        title: text('Überschrift (h1)', 120),
        intro: text('Einleitung', 400),
        access: z.strictObject({ title: text('Überschrift', 60), text: text('Text', 600) }).describe('Zugang'),
        billing: z.strictObject({ title: text('Überschrift', 60), text: text('Text', 600) }).describe('Abrechnung'),
        nextSteps: z
          .strictObject({
            title: text('Überschrift', 60),
            items: z.array(text('Schritt', 200)).min(1).max(6).describe('Die Schritte als Liste'),
          })
          .describe('Nächste Schritte'),
        support: z.strictObject({ title: text('Überschrift', 60), text: text('Text', 400) }).describe('Support'),
        homeLinkLabel: text('Link zurück zur Startseite', 60),
      })
      .describe('Inhalt der Danke-Seite'),
    notFound: z
      .strictObject({
        heading: text('Text der 404-Seite', 80),
        homeLinkLabel: text('Link zurück zur Startseite', 60),
      })
      .describe('Texte der 404-Seite'),
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
      .describe('Texte im Fuß jeder Seite'),
    sectionDefaults: sectionDefaultsSchema,
  })
  .describe('Website-weite Einstellungen und gemeinsame Inhalte aller Editionen');

export type SiteConfig = z.infer<typeof siteSchema>;
export type Edition = z.infer<typeof editionSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type SectionDescriptor = z.infer<typeof sectionDescriptorSchema>;
export type SectionType = SectionDescriptor['type'];

// The kit's plain types (kit/model/types.ts) are what sections read; the schema must produce exactly them.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const offerMatchesKit: Same<Offer, KitOffer> = true;
const valueItemMatchesKit: Same<Edition['valueBreakdown'][number], KitValueItem> = true;
const checkoutMatchesKit: Same<SiteConfig['checkout'], CheckoutSettings> = true;
const claimsMatchesKit: Same<SiteConfig['claims'], Claims> = true;
void [offerMatchesKit, valueItemMatchesKit, checkoutMatchesKit, claimsMatchesKit];
