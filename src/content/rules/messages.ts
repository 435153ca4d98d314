/**
 * The German wording of every rule across fields, files and the disk, by stable code. Tests assert
 * codes and fields; the wording lives here, in one place (schema and file messages: engine/errors.ts).
 */

/** Plain amounts for messages a terminal shows: "1.200 €". */
export const euro = (amount: number) => `${amount.toLocaleString('de-DE')} €`;

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
  'items.duplicate-id': (p: { id: string; first: string }) =>
    `die Kennung „${p.id}“ hat schon ${p.first}; jeder Eintrag einer Liste braucht eine eigene „id“`,
  'image.missing': (p: { src: string }) => `Bilddatei public${p.src} nicht gefunden`,
  'amount.unknown': (p: { shown: string; where: string; known: string }) =>
    `Betrag „${p.shown}“ passt zu keiner Zahl ${p.where} (${p.known}); ` +
    'Preise und Werte stehen in „offer“ und „valueBreakdown“ und werden auf der Seite daraus berechnet',
  'variable.unknown': (p: { name: string; siteOnly: boolean; allowed: string }) =>
    `Textvariable „{${p.name}}“${p.siteOnly ? ' gilt nur in Editionsdateien, nicht in site.json' : ' gibt es nicht'}; möglich sind ${p.allowed}`,
  'variable.start-typed': (p: { written: string; name: string }) =>
    `Startdatum „${p.written}“ eingetippt; bitte „{${p.name}}“ schreiben, dann folgt der Text dem Feld startDate`,
  'copy.same-value': (p: { original: string }) => `gleicher Wert wie in ${p.original}; beim Anlegen der Edition vergessen anzupassen?`,
  'copy.template-word': (p: { word: string; original: string }) =>
    `der Text nennt „${p.word}“ aus dem Namen der Vorlage ${p.original}; für diese Edition umschreiben?`,
  'copy.template-image': (p: { src: string; original: string }) =>
    `gleiches Bild ${p.src} wie in ${p.original}; beim Anlegen der Edition vergessen auszutauschen?`,
  'current.not-exactly-one': (p: { found: string }) => `genau eine Edition muss "current": true haben, gefunden: ${p.found}`,
  'editions.none': (_p: object) => 'keine Edition gefunden',
  'current.started': (p: { startDate: string }) => `der Start (${p.startDate}) der aktuellen Edition liegt in der Vergangenheit`,
  'dates.early-bird-before-valid-from': (p: { earlyBirdUntil: string; validFrom: string }) =>
    `der Frühbucherpreis endet am ${p.earlyBirdUntil}, vor dem Verkaufsbeginn (offer.validFrom ${p.validFrom}); „earlyBirdUntil“ muss am oder nach „validFrom“ liegen`,
  'dates.early-bird-after-start': (p: { earlyBirdUntil: string; startDate: string }) =>
    `der Frühbucherpreis gilt bis ${p.earlyBirdUntil}, die Edition startet aber schon am ${p.startDate}; „earlyBirdUntil“ muss am oder vor dem Start liegen`,
  'dates.early-bird-after-sales-end': (p: { earlyBirdUntil: string; salesEnd: string }) =>
    `der Frühbucherpreis gilt bis ${p.earlyBirdUntil}, der Verkauf endet aber schon am ${p.salesEnd} (salesEnd); „earlyBirdUntil“ muss am oder vor „salesEnd“ liegen`,
  'dates.sales-end-before-valid-from': (p: { salesEnd: string; validFrom: string }) =>
    `der Verkauf endet am ${p.salesEnd}, vor dem Verkaufsbeginn (offer.validFrom ${p.validFrom}); „salesEnd“ muss am oder nach „validFrom“ liegen`,
  'dates.current-closed': (p: { salesEnd: string; instead?: string }) =>
    `der Verkauf der aktuellen Edition endete am ${p.salesEnd}; ihre Seite und die Startseite sagen jetzt, dass die Anmeldung geschlossen ist` +
    (p.instead
      ? ` – in ${p.instead} "current": true setzen und hier "current": false, dann zeigt die Startseite die nächste Edition`
      : ' und die nächste Edition in Vorbereitung ist (Satz: „nextEditionNotice“ in site.json); mit „npm run edition:new“ die nächste anlegen und aktuell machen'),
  'dates.current-closing': (p: { salesEnd: string; instead?: string; nextNotice: string }) =>
    `der Verkauf der aktuellen Edition endet am ${p.salesEnd}; ab dem Tag danach sagen ihre Seite und die Startseite, dass die Anmeldung geschlossen ist` +
    (p.instead
      ? `; vorher ${p.instead} aktuell machen ("current": true), damit die Startseite auf sie zeigt`
      : ` und „${p.nextNotice}“, ohne Checkout-Link (noch gibt es keine spätere Edition; mit „npm run edition:new“ anlegen)`),
  'dates.early-bird-over': (p: { earlyBirdUntil: string; regularPrice: number; priceLabel: string }) =>
    `der Frühbucherpreis der aktuellen Edition endete am ${p.earlyBirdUntil}; die Seite zeigt seitdem ${euro(p.regularPrice)} als „${p.priceLabel}“, ohne Gutschein`,
  'dates.early-bird-copy': (p: { word: string; falseFrom: string }) =>
    `der Text spricht von „${p.word}“ und bleibt auch ab ${p.falseFrom} auf der Seite, wenn es keinen Frühbucherpreis mehr gibt; ` +
    'bitte ohne Frühbucher formulieren oder den Satz in die Etiketten oder den Hinweis im Kopfbereich (badges, banner) setzen, die mit dem Frühbucherpreis verschwinden',
  'claims.price-after-early-bird': (p: { shown: string; falseFrom: string; early: string; regular: string }) =>
    `„${p.shown}“ ist der Frühbucherpreis; ab ${p.falseFrom} kostet die Edition ${p.regular}, der Text bliebe aber stehen und wäre falsch. ` +
    `Schreibe {preis} (der Preis, den die Seite an diesem Tag zeigt) oder {preisStatt} („${p.early} statt ${p.regular}“, danach nur „${p.regular}“)`,
  'claims.saving-after-early-bird': (p: { shown: string; falseFrom: string }) =>
    `„${p.shown}“ nennt die Ersparnis; ab ${p.falseFrom} gibt es keine mehr, der Text bliebe aber stehen und wäre falsch. ` +
    'Die Ersparnis gehört in die Etiketten oder den Hinweis im Kopfbereich (badges, banner), die mit dem Frühbucherpreis verschwinden',
  'claims.comparison-after-early-bird': (p: { shown: string; falseFrom: string; early: string; regular: string }) =>
    `„${p.shown}“ vergleicht mit dem regulären Preis; ab ${p.falseFrom} gilt nur noch dieser, der Text bliebe aber stehen und wäre falsch. ` +
    `Schreibe {preisStatt} („${p.early} statt ${p.regular}“, danach nur „${p.regular}“)`,
  'claims.price-after-sales-end': (p: { shown: string; closedFrom: string }) =>
    `„${p.shown}“ nennt einen Preis; ab ${p.closedFrom} ist die Anmeldung geschlossen, der Text bliebe aber auf der Seite und böte etwas an, das es nicht mehr gibt. ` +
    'Den Preis zeigen die Preiskarte und die Knöpfe; im Kopfbereich gehört er in die Etiketten oder den Hinweis (badges, banner), die mit dem Verkauf verschwinden',
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
