/**
 * The German wording of every rule across fields, files and the disk, by stable code. Tests assert
 * codes and fields; the wording lives here, in one place (schema and file messages: engine/errors.ts).
 */

/** Plain amounts for messages a terminal shows: "1.200 €". */
export const euro = (amount: number) => `${amount.toLocaleString('de-DE')} €`;

/** What a text can offer that a page without sales (before `offer.validFrom`, after `salesEnd`) does not have. */
export type NotSellingKind = 'price' | 'saving' | 'voucher' | 'places' | 'call' | 'deadline';

/**
 * One wording for every offer in copy that stays on a page that does not sell; `days` says when that is. The
 * search engine texts (seo) have no place that goes with the sales, so they are written for every day.
 */
const notSelling = (what: string) => (p: { shown: string; days: string; searchText: boolean }) =>
  `„${p.shown}“ ${what}; ${p.days} verkauft die Seite nichts (keine Preise, keine Knöpfe), der Text bliebe aber stehen und böte etwas an, das es an diesen Tagen nicht gibt. ` +
  (p.searchText
    ? 'Die Texte für Suchmaschinen gelten an jedem Tag: bitte ohne Angebot formulieren'
    : 'Solche Sätze gehören in den Untertitel, die Etiketten oder den Hinweis im Kopfbereich (subtitle, badges, banner): die erscheinen nur an Verkaufstagen, und Preis und Knöpfe zeigt die Seite dann von selbst');

/** A day written in copy that is not the edition's (rules/copyDates.ts): what it says, the right day in German, and whose. */
interface WrittenDate {
  shown: string;
  right: string;
  typed: boolean;
  /** „der Edition“, or „von editions/spring.json“ for a shared text. */
  of: string;
}

const fixDate = (field: string) => `Bitte das Datum im Text anpassen – oder ${field}, wenn der Text recht hat`;

export const messages = {
  'slug.taken': (p: { slug: string; other: string }) =>
    `„${p.slug}“ ist auch die Adresse von ${p.other}; jede Edition braucht eine eigene (eine der beiden Dateien ändern)`,
  'slug.reserved': (p: { slug: string }) => `„${p.slug}“ ist eine feste Seite der Website; bitte eine andere Adresse wählen`,
  'offer.early-bird-not-below-regular': (p: { price: number; regularPrice: number }) =>
    `Frühbucherpreis (${euro(p.price)}) muss unter dem regulären Preis (${euro(p.regularPrice)}) liegen`,
  'offer.valid-from-after-start': (p: { validFrom: string; startDate: string }) =>
    `das Angebot gilt ab ${p.validFrom}, die Edition startet aber schon am ${p.startDate}; „validFrom“ muss am oder vor dem Start liegen`,
  'value.bonus-twice': (p: { count: number }) =>
    `${p.count} Bestandteile mit "isBonus": true; der saisonale Bonus ist genau ein Bestandteil (die anderen ohne „isBonus“)`,
  'sections.hero-first': (_p: object) => 'der erste Abschnitt muss „hero“ sein (er trägt die Hauptüberschrift)',
  'sections.type-twice': (p: { type: string }) => `Abschnitt „${p.type}“ kommt doppelt vor; jeder Typ darf einmal pro Seite stehen`,
  'sections.price-missing': (_p: object) =>
    'der Preis-Abschnitt („pricing“) fehlt – eine Edition, die verkauft, muss ihren Preis zeigen (PAngV); ' +
    'ohne ihn hätte die Seite Checkout-Knöpfe, aber keinen Preis. Bitte { "type": "pricing" } wieder in die Liste setzen',
  'items.duplicate-id': (p: { id: string; first: string }) => `die Kennung „${p.id}“ hat schon ${p.first}; jeder Eintrag einer Liste braucht eine eigene „id“`,
  'image.missing': (p: { src: string }) => `Bilddatei public${p.src} nicht gefunden`,
  'amount.unknown': (p: { shown: string; where: string; known: string }) =>
    `Betrag „${p.shown}“ passt zu keiner Zahl ${p.where} (${p.known}); ` +
    'Preise und Werte stehen in „offer“ und „valueBreakdown“ und werden auf der Seite daraus berechnet',
  'variable.unknown': (p: { name: string; siteOnly: boolean; allowed: string }) =>
    `Textvariable „{${p.name}}“${p.siteOnly ? ' gilt nur in Editionsdateien, nicht in site.json' : ' gibt es nicht'}; möglich sind ${p.allowed}`,
  'variable.start-typed': (p: { written: string; name: string; shows: string }) =>
    `Startdatum „${p.written}“ eingetippt; bitte „{${p.name}}“ schreiben${p.shows === p.written ? '' : ` (die Seite zeigt dann „${p.shows}“)`}, dann folgt der Text dem Feld startDate`,
  'copy.same-value': (p: { original: string }) => `gleicher Wert wie in ${p.original}; beim Anlegen der Edition vergessen anzupassen?`,
  'copy.template-word': (p: { word: string; original: string }) =>
    `der Text nennt „${p.word}“ aus dem Namen der Vorlage ${p.original}; für diese Edition umschreiben?`,
  'copy.season-word': (p: { word: string; season: string; own: string; original: string }) =>
    `der Text nennt „${p.word}“, ein Wort ${p.season}, der Jahreszeit der Vorlage ${p.original}; diese Edition spielt ${p.own}: für sie umschreiben?`,
  'copy.template-image': (p: { src: string; original: string }) =>
    `gleiches Bild ${p.src} wie in ${p.original}; beim Anlegen der Edition vergessen auszutauschen?`,
  'editions.none': (_p: object) => 'keine Edition gefunden',
  'dates.early-bird-before-valid-from': (p: { earlyBirdUntil: string; validFrom: string }) =>
    `der Frühbucherpreis endet am ${p.earlyBirdUntil}, vor dem Verkaufsbeginn (offer.validFrom ${p.validFrom}); „earlyBirdUntil“ muss am oder nach „validFrom“ liegen`,
  'dates.early-bird-after-start': (p: { earlyBirdUntil: string; startDate: string }) =>
    `der Frühbucherpreis gilt bis ${p.earlyBirdUntil}, die Edition startet aber schon am ${p.startDate}; „earlyBirdUntil“ muss am oder vor dem Start liegen`,
  'dates.early-bird-after-sales-end': (p: { earlyBirdUntil: string; salesEnd: string; typed: boolean }) =>
    `der Frühbucherpreis gilt bis ${p.earlyBirdUntil}, der Verkauf endet aber schon am ${p.salesEnd} (${p.typed ? 'salesEnd' : 'ohne „salesEnd“ der Tag vor dem Start'}); „earlyBirdUntil“ muss am oder vor dem letzten Verkaufstag liegen`,
  'dates.sales-end-before-valid-from': (p: { salesEnd: string; validFrom: string }) =>
    `der Verkauf endet am ${p.salesEnd}, vor dem Verkaufsbeginn (offer.validFrom ${p.validFrom}); „salesEnd“ muss am oder nach „validFrom“ liegen`,
  'dates.valid-from-after-start': (p: { validFrom: string; startDate: string }) =>
    `der erste Verkaufstag (${p.validFrom}) liegt nicht vor dem Start (${p.startDate}); ohne „salesEnd“ endet der Verkauf am Tag vor dem Start. ` +
    'Einen früheren ersten Verkaufstag wählen oder mit „salesEnd“ den letzten Verkaufstag nach dem Start setzen (für Nachzügler)',
  'calendar.nothing-to-sell': (p: { day: string; today: boolean; opening?: { file: string; day: string }; nextNotice: string }) =>
    `${p.today ? 'heute' : `ab ${p.day}`} verkauft die Seite keine Edition` +
    (p.opening
      ? `, bis ${p.opening.file} am ${p.opening.day} in den Verkauf geht; bis dahin nennen die Seiten und die Startseite diesen Tag, ohne Checkout-Link. ` +
        'Soll es früher weitergehen, dort den ersten Verkaufstag (offer.validFrom) vorziehen'
      : `: die Seiten und die Startseite sagen „${p.nextNotice}“, ohne Checkout-Link. ` +
        'Mit „npm run edition:new“ die nächste Edition anlegen und ihren ersten Verkaufstag (offer.validFrom) setzen; die Startseite wirbt ab diesem Tag für sie'),
  'dates.early-bird-over': (p: { earlyBirdUntil: string; regularPrice: number; priceLabel: string }) =>
    `der Frühbucherpreis der aktuellen Edition endete am ${p.earlyBirdUntil}; die Seite zeigt seitdem ${euro(p.regularPrice)} als „${p.priceLabel}“, ohne Gutschein`,
  'dates.early-bird-copy': (p: { word: string; falseFrom: string }) =>
    `der Text spricht von „${p.word}“ und bleibt auch ab ${p.falseFrom} auf der Seite, wenn es keinen Frühbucherpreis mehr gibt; ` +
    'bitte ohne Frühbucher formulieren oder den Satz in die Etiketten oder den Hinweis im Kopfbereich (badges, banner) setzen, die mit dem Frühbucherpreis verschwinden',
  'dates.cta-label-replaced': (p: { label: string; replacement: string; from: string }) =>
    `ab ${p.from}, nach dem Frühbucherpreis, steht auf den Checkout-Knöpfen „${p.replacement}“ statt „${p.label}“. ` +
    'Soll dort ein eigener Text stehen, ihn unter „Beschriftung der Checkout-Knöpfe nach dem Frühbucherpreis“ (offer.regularCtaLabel) eintragen',
  'dates.copy-start': (p: WrittenDate) =>
    `„${p.shown}“ passt nicht zum Starttermin ${p.of}: Sie startet am ${p.right}. ` +
    `Schreibe {startDatum} statt des Datums (die Seite zeigt dann „${p.right}“), dann folgt der Text dem Starttermin – oder trag den richtigen Starttermin ein, wenn der Text recht hat`,
  'dates.copy-sales-open': (p: WrittenDate) =>
    `„${p.shown}“ passt nicht zum ersten Verkaufstag ${p.of}: Die Anmeldung öffnet am ${p.right}. ${fixDate('den ersten Verkaufstag')}`,
  'dates.copy-sales-end': (p: WrittenDate) =>
    `„${p.shown}“ passt nicht zum letzten Verkaufstag ${p.of}: Anmelden kann man bis einschließlich ${p.right}` +
    `${p.typed ? '' : ' (ohne eigenen letzten Verkaufstag der Tag vor dem Start)'}. ${fixDate('den letzten Verkaufstag')}`,
  'dates.copy-early-bird-end': (p: WrittenDate) =>
    `„${p.shown}“ passt nicht zum letzten Tag des Frühbucherpreises ${p.of}: Er gilt bis einschließlich ${p.right}` +
    `${p.typed ? '' : ' (ohne eigenen letzten Tag bis zum Ende des Verkaufs)'}. ${fixDate('den letzten Tag des Frühbucherpreises')}`,
  'claims.price-after-early-bird': (p: { shown: string; falseFrom: string; early: string; regular: string }) =>
    `„${p.shown}“ ist der Frühbucherpreis; ab ${p.falseFrom} kostet die Edition ${p.regular}, der Text bliebe aber stehen und wäre falsch. ` +
    `Schreibe {preis} (der Preis, den die Seite an diesem Tag zeigt) oder {preisStatt} („${p.early} statt ${p.regular}“, danach nur „${p.regular}“)`,
  'claims.saving-after-early-bird': (p: { shown: string; falseFrom: string }) =>
    `„${p.shown}“ nennt die Ersparnis; ab ${p.falseFrom} gibt es keine mehr, der Text bliebe aber stehen und wäre falsch. ` +
    'Die Ersparnis gehört in die Etiketten oder den Hinweis im Kopfbereich (badges, banner), die mit dem Frühbucherpreis verschwinden',
  'claims.comparison-after-early-bird': (p: { shown: string; falseFrom: string; early: string; regular: string }) =>
    `„${p.shown}“ vergleicht mit dem regulären Preis; ab ${p.falseFrom} gilt nur noch dieser, der Text bliebe aber stehen und wäre falsch. ` +
    `Schreibe {preisStatt} („${p.early} statt ${p.regular}“, danach nur „${p.regular}“)`,
  'claims.deadline-after-early-bird': (p: { shown: string; falseFrom: string }) =>
    `„${p.shown}“ nennt eine Frist für den Preis; ab ${p.falseFrom} gibt es keinen Frühbucherpreis mehr, der Text bliebe aber stehen und wäre falsch. ` +
    'Seine letzte Frist nennen die Preiskarte und der Hinweis im Kopfbereich von selbst; eigene Sätze dazu gehören in die Etiketten oder den Hinweis (badges, banner), die mit dem Frühbucherpreis verschwinden',
  'claims.price-not-selling': notSelling('nennt einen Preis'),
  'claims.saving-not-selling': notSelling('nennt eine Ersparnis'),
  'claims.voucher-not-selling': notSelling('nennt einen Gutscheincode'),
  'claims.places-not-selling': notSelling('spricht von freien Plätzen'),
  'claims.call-not-selling': notSelling('fordert zur Anmeldung oder Buchung auf'),
  'claims.deadline-not-selling': notSelling('nennt eine Frist für ein Angebot'),
  'link.no-such-page': (p: { href: string; origin: string; page: string }) =>
    `„${p.href}“ liegt auf dieser Website (${p.origin}), die keine Seite ${p.page} hat; ` +
    'bitte die Adresse eintragen, unter der die Seite wirklich erreichbar ist (z. B. auf der Hauptwebsite)',
  'placeholder.published': (p: { what: string; production: boolean }) =>
    p.production
      ? `${p.what} darf nicht veröffentlicht werden; bitte die echte Angabe eintragen`
      : `${p.what}: vor dem Veröffentlichen die echte Angabe eintragen (der Produktions-Build bricht sonst ab)`,
} satisfies Record<string, (params: never) => string>;

export type ProblemCode = keyof typeof messages;
export type MessageParams<C extends ProblemCode> = Parameters<(typeof messages)[C]>[0];
