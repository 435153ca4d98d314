import { describe, expect, it } from 'vitest';
import { loadContent } from '../src/content/loadContent';
import { EARLY, fixtureSectionPath, publicDir, rawSection } from './helpers/content';
import { copyEditions, editJson, lineWithoutPosition, locatedProblems, problemsOf, whereOf } from './helpers/tempContent';

/**
 * Price claims that stay true on every day they are shown (rules/priceClaims.ts, the state variables of
 * src/content/textVariables.ts). The early-bird fixture (249 € instead of 299 €, on sale from 2026-02-01)
 * gets a last early-bird day and an end of sales here, so it passes through every state.
 */

const EARLY_FILE = 'fixture-early.json';
const DATES = { earlyBirdUntil: '2026-06-30', salesEnd: '2026-08-31' };
/** One day in each state. */
const DAYS = { upcoming: '2026-01-20', 'early-bird': '2026-06-30', 'on-sale': '2026-07-01', closed: '2026-09-01' } as const;

/** The early-bird fixture, dated, with its hero subtitle set to `subtitle`. */
function datedWithSubtitle(subtitle: string) {
  const dir = copyEditions();
  editJson(dir, EARLY_FILE, (data) => {
    data.offer.earlyBirdUntil = DATES.earlyBirdUntil;
    data.salesEnd = DATES.salesEnd;
    // The fixture's texts call it the „Frühbucher-Fixture“, which a dated edition may not keep; here the subtitle is what is tested.
    renameFixture(data);
    data.sections[0].subtitle = subtitle;
  });
  return dir;
}

/** Every „Frühbucher-Fixture“ in the fixture's texts becomes „Nordsee-Fixture“, in place. */
function renameFixture(value: Record<string, any>) {
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') value[key] = item.replaceAll('Frühbucher-Fixture', 'Nordsee-Fixture');
    else if (item && typeof item === 'object') renameFixture(item);
  }
}

const claimProblems = (dir: string) =>
  locatedProblems(dir, { today: DAYS['early-bird'] }).filter((problem) => problem.code.startsWith('claims.') || problem.code === 'dates.early-bird-copy');

describe('a price claim in copy that stays after the early-bird', () => {
  it('„249 € statt 299 €“ in the hero subtitle is refused, naming the field, the day it turns false and the edition’s own prices for {preisStatt}', () => {
    const dir = datedWithSubtitle('Jetzt für 249 € statt 299 € dabei sein.');
    expect(claimProblems(dir)).toEqual([
      { severity: 'error', code: 'claims.price-after-early-bird', file: 'editions/fixture-early.json', path: 'sections[0].subtitle' },
      { severity: 'error', code: 'claims.comparison-after-early-bird', file: 'editions/fixture-early.json', path: 'sections[0].subtitle' },
    ]);
    const [price] = problemsOf(dir, { today: DAYS['early-bird'] }).filter((problem) => problem.code === 'claims.price-after-early-bird');
    expect(lineWithoutPosition(price)).toBe(
      'editions/fixture-early.json → sections[0].subtitle: „249 €“ ist der Frühbucherpreis; ab 1. Juli 2026 kostet die Edition 299\u00a0€, ' +
        'der Text bliebe aber stehen und wäre falsch. Schreibe {preis} (der Preis, den die Seite an diesem Tag zeigt) oder {preisStatt} („249\u00a0€ statt 299\u00a0€“, danach nur „299\u00a0€“)',
    );
  });

  it.each([
    ['the saving', 'Du sparst 50 € bei früher Anmeldung.', 'claims.saving-after-early-bird'],
    ['the saving as a variable', 'Du sparst {ersparnis}.', 'claims.saving-after-early-bird'],
    ['a comparison with the regular price variable', 'Nur {preis} statt {regulärerPreis}.', 'claims.comparison-after-early-bird'],
    ['early-bird wording', 'Sichere dir den Frühbucherpreis.', 'dates.early-bird-copy'],
  ])('%s is refused too', (_what, subtitle, code) => {
    expect(claimProblems(datedWithSubtitle(subtitle)).map((problem) => problem.code)).toEqual([code]);
  });

  it('is allowed in copy that goes with the early-bird (the hero banner), and without a last early-bird day', () => {
    const dir = datedWithSubtitle('Elf Wochen, die bleiben.');
    editJson(dir, EARLY_FILE, (data) => (data.sections[0].banner.text = 'Nur bis Ende Juni: 249 € statt 299 €, du sparst {ersparnis}.'));
    expect(claimProblems(dir)).toEqual([]);
    const undated = copyEditions();
    editJson(undated, EARLY_FILE, (data) => (data.sections[0].subtitle = 'Jetzt für 249 € statt 299 € dabei sein.'));
    expect(claimProblems(undated)).toEqual([]);
  });
});

describe('the same claim with the state variables', () => {
  const dir = datedWithSubtitle('Jetzt für {preisStatt} dabei sein, regulär {regulärerPreis}: {preis}.');

  it('passes every rule', () => {
    expect(claimProblems(dir)).toEqual([]);
  });

  it.each([
    ['upcoming', 'Jetzt für 249\u00a0€ statt 299\u00a0€ dabei sein, regulär 299\u00a0€: 249\u00a0€.'],
    ['early-bird', 'Jetzt für 249\u00a0€ statt 299\u00a0€ dabei sein, regulär 299\u00a0€: 249\u00a0€.'],
    ['on-sale', 'Jetzt für 299\u00a0€ dabei sein, regulär 299\u00a0€: 299\u00a0€.'],
  ] as const)('reads right when %s', (state, expected) => {
    const content = loadContent({ dir, publicDir, today: DAYS[state] });
    const edition = content.editions.find((candidate) => candidate.file === 'editions/fixture-early.json')!;
    expect(edition.sales.state).toBe(state);
    const hero = edition.sections[0];
    expect(hero.type === 'hero' && hero.subtitle).toBe(expected);
  });
});

/** The early-bird fixture, dated, with a neutral subtitle and its first FAQ answer set to `answer`. */
function datedWithAnswer(answer: string, change: (data: Record<string, any>) => void = () => {}) {
  const dir = datedWithSubtitle('Elf Wochen, die bleiben.');
  editJson(dir, EARLY_FILE, (data) => {
    rawSection(data, 'faq').entries[0].answer = answer;
    change(data);
  });
  return dir;
}

const FAQ_ANSWER = `${fixtureSectionPath(EARLY, 'faq')}.entries[0].answer`;
/** The problems of the rules about pages that do not sell and the early-bird's end, without their wording. */
const sellingProblems = (dir: string, today: string = DAYS['early-bird']) =>
  locatedProblems(dir, { today }).filter((problem) => /^claims\.|^dates\.early-bird-copy$/.test(problem.code));
const codesAt = (dir: string, at: string) =>
  sellingProblems(dir)
    .filter((problem) => problem.path === at)
    .map((problem) => problem.code);

describe('copy that stays on a page that does not sell (before offer.validFrom, after salesEnd)', () => {
  it('may not name a price variable: the error names file, field and the days the page does not sell', () => {
    const dir = datedWithAnswer('Jetzt für {preis} dabei sein.');
    const problems = problemsOf(dir, { today: DAYS['early-bird'] }).filter((problem) => problem.path === FAQ_ANSWER);
    expect(problems.map(lineWithoutPosition)).toEqual([
      `editions/fixture-early.json → ${FAQ_ANSWER}: „{preis}“ nennt einen Preis; bis 31. Januar 2026 (vor dem Verkaufsbeginn) und ab 1. September 2026 (nach dem Ende des Verkaufs) ` +
        'verkauft die Seite nichts (keine Preise, keine Knöpfe), der Text bliebe aber stehen und böte etwas an, das es an diesen Tagen nicht gibt. ' +
        'Solche Sätze gehören in den Untertitel, die Etiketten oder den Hinweis im Kopfbereich (subtitle, badges, banner): die erscheinen nur an Verkaufstagen, und Preis und Knöpfe zeigt die Seite dann von selbst',
      expect.stringContaining('„Jetzt für {preis} dabei sein“ fordert zur Anmeldung oder Buchung auf; bis 31. Januar 2026'),
    ]);
  });

  it('refuses a price variable in the closed notice, naming the first day the closed page shows it', () => {
    const dir = datedWithAnswer('Elf Wochen, die bleiben.', (data) => (data.closedNotice = 'Geschlossen – nächstes Mal für {preis}.'));
    const problems = problemsOf(dir, { today: DAYS['early-bird'] }).filter((problem) => problem.path === 'closedNotice');
    expect(problems.map(whereOf)).toEqual([{ severity: 'error', code: 'claims.price-not-selling', file: 'editions/fixture-early.json', path: 'closedNotice' }]);
    expect(problems[0].message).toMatch(/^„\{preis\}“ nennt einen Preis; ab 1\. September 2026 \(nach dem Ende des Verkaufs\) verkauft die Seite nichts/);
  });

  it('refuses a voucher code, free places and a call to register, each once', () => {
    const dir = datedWithAnswer('Mit dem Code FIXTURE26 bekommst du Rabatt. Jetzt noch Plätze frei – melde dich an!');
    expect(codesAt(dir, FAQ_ANSWER)).toEqual(['claims.voucher-not-selling', 'claims.places-not-selling', 'claims.call-not-selling']);
  });

  it.each([
    ['the regular price', 'Regulär kostet der Kurs 299 €.', 'claims.price-not-selling'],
    ['a „statt“ comparison', 'Du zahlst weniger statt {regulärerPreis}.', 'claims.price-not-selling'],
    ['the saving', 'Frühe Anmeldung spart 50 Euro.', 'claims.saving-not-selling'],
    ['a percentage saving', 'Spare 17 Prozent gegenüber später.', 'claims.saving-not-selling'],
    ['another code', 'Mit dem Gutscheincode „SOMMER-10“ wird es günstiger.', 'claims.voucher-not-selling'],
    ['the own code in lower case', 'Gib fixture26 im Warenkorb ein.', 'claims.voucher-not-selling'],
    ['„nur noch 5 Plätze“', 'Es gibt nur noch 5 Plätze.', 'claims.places-not-selling'],
    ['„Jetzt anmelden“', 'Überzeugt? Jetzt anmelden.', 'claims.call-not-selling'],
    ['„Sichere dir …“', 'Sichere dir deinen Platz in der Gruppe.', 'claims.call-not-selling'],
    ['„buchen“', 'Du kannst den Kurs auch als Geschenk buchen.', 'claims.call-not-selling'],
    ['„Melde dich noch heute an“', 'Melde dich noch heute an.', 'claims.call-not-selling'],
    ['a deadline with a price word', 'Der Vorteil gilt bis Sonntag.', 'claims.deadline-not-selling'],
  ])('refuses %s', (_what, answer, code) => {
    expect(codesAt(datedWithAnswer(answer), FAQ_ANSWER)).toEqual([code]);
  });

  it('refuses „Jetzt für 299  € dabei sein“ with two no-break spaces, the spelling a single-space pattern missed', () => {
    expect(codesAt(datedWithAnswer('Jetzt für 299\u00a0\u00a0€ dabei sein.'), FAQ_ANSWER)).toEqual(['claims.price-not-selling', 'claims.call-not-selling']);
  });

  it('refuses the FAQ answer of ordinary spellings that passed before, once per kind', () => {
    const answer = 'Heute nur 249\u00a0\u00a0€ – sichere dir jetzt das 249-Euro-Paket, 50-Euro-Rabatt inklusive.';
    expect(codesAt(datedWithAnswer(answer), FAQ_ANSWER)).toEqual(['claims.price-not-selling', 'claims.saving-not-selling', 'claims.call-not-selling']);
  });

  it('holds without an end of sales too: every edition has days before its sales open and after the day before its start', () => {
    const dir = copyEditions();
    editJson(dir, EARLY_FILE, (data) => (rawSection(data, 'faq').entries[0].answer = 'Jetzt noch Plätze frei.'));
    const problems = problemsOf(dir).filter((problem) => problem.path === FAQ_ANSWER);
    expect(problems.map(whereOf)).toEqual([{ severity: 'error', code: 'claims.places-not-selling', file: 'editions/fixture-early.json', path: FAQ_ANSWER }]);
    expect(problems[0].message).toContain(
      '„noch Plätze“ spricht von freien Plätzen; bis 31. Januar 2026 (vor dem Verkaufsbeginn) und ab 7. September 2026 (nach dem Ende des Verkaufs) verkauft die Seite nichts',
    );
  });

  it('is the same on every day the check runs, so no file turns invalid as the days pass', () => {
    const dir = datedWithAnswer('Mit dem Code FIXTURE26 bekommst du Rabatt.');
    for (const day of Object.values(DAYS))
      expect(
        sellingProblems(dir, day).map((problem) => problem.code),
        day,
      ).toEqual(['claims.voucher-not-selling']);
  });

  it('leaves ordinary copy alone: informative dates, percentages of people, „sicher“', () => {
    const dir = datedWithAnswer(
      'Alle Aufzeichnungen stehen dir bis zum 28.12.26 zur Verfügung. 90 % unserer Teilnehmenden bleiben dabei. Die Bezahlung läuft sicher über die Plattform. Wie melde ich mich an? Über den Knopf oben.',
    );
    expect(codesAt(dir, FAQ_ANSWER)).toEqual([]);
  });

  it('is allowed in copy the page shows only while it sells: the hero’s subtitle and buttons, the price card', () => {
    const dir = datedWithSubtitle('Jetzt für {preis} dabei sein – sichere dir einen der freien Plätze.');
    editJson(dir, EARLY_FILE, (data) => {
      data.sections[0].secondaryCtaLabel = 'Jetzt anmelden';
      rawSection(data, 'pricing').features = ['Für {preis} alles inklusive', 'Gutschein FIXTURE26 gilt im Checkout'];
    });
    expect(sellingProblems(dir)).toEqual([]);
  });

  it('names the search engine text, which has no place that goes with the sales, with its own advice', () => {
    const dir = datedWithSubtitle('Elf Wochen, die bleiben.');
    editJson(dir, EARLY_FILE, (data) => (data.seo.description = `${data.seo.description} Jetzt Platz sichern.`));
    const [problem] = problemsOf(dir, { today: DAYS['early-bird'] }).filter((candidate) => candidate.path === 'seo.description');
    expect(problem.code).toBe('claims.call-not-selling');
    expect(problem.message).toMatch(/Die Texte für Suchmaschinen gelten an jedem Tag: bitte ohne Angebot formulieren$/);
  });
});

describe('spellings a reader sees as the plain ones', () => {
  it.each([
    ['an em dash', '249,— €'],
    ['two no-break spaces', '249\u00a0\u00a0€'],
    ['a narrow no-break space', '249\u202f€'],
    ['no space after EUR', 'EUR249'],
    ['a compound', 'das 249-Euro-Paket'],
    ['a non-breaking hyphen', '249,\u2011 €'],
  ])('the early-bird price with %s, in copy that stays after the early-bird, is refused', (_what, written) => {
    expect(codesAt(datedWithSubtitle(`Heute nur ${written}.`), 'sections[0].subtitle')).toEqual(['claims.price-after-early-bird']);
  });

  it('„50-Euro-Rabatt“ is the saving', () => {
    expect(codesAt(datedWithSubtitle('Mit 50-Euro-Rabatt inklusive.'), 'sections[0].subtitle')).toEqual(['claims.saving-after-early-bird']);
  });

  it.each([
    ['a soft hyphen', 'Früh\u00ADbucherpreis'],
    ['a decomposed ü', 'Fru\u0308hbucher'],
    ['a zero-width space', 'Früh\u200Bbucher'],
  ])('„Frühbucher“ with %s is early-bird wording', (_what, written) => {
    expect(codesAt(datedWithSubtitle(`Dein ${written} wartet.`), 'sections[0].subtitle')).toEqual(['dates.early-bird-copy']);
  });
});

describe('dated claims in copy that stays after the early-bird', () => {
  it.each([
    ['„Nur bis 30. Juni günstiger!“', 'Nur bis 30. Juni günstiger!', ['claims.deadline-after-early-bird']],
    ['a numeric date and a percentage', 'Spare 17 % bis zum 30.06.!', ['claims.saving-after-early-bird', 'claims.deadline-after-early-bird']],
    ['a short date with a no-break space', 'Sonderpreis bis 30.\u00a06.2026', ['claims.deadline-after-early-bird']],
    ['a month alone', 'Das Angebot gilt bis Ende Juni.', ['claims.deadline-after-early-bird']],
    ['the last early-bird day without a price word', 'Anmeldung zu diesen Bedingungen nur bis 30.6.', ['claims.deadline-after-early-bird']],
    ['„Prozent“ written out', 'Heute 17 Prozent Rabatt.', ['claims.saving-after-early-bird']],
  ])('%s is refused, naming the day it turns false', (_what, subtitle, codes) => {
    const dir = datedWithSubtitle(subtitle);
    expect(codesAt(dir, 'sections[0].subtitle')).toEqual(codes);
    const [first] = problemsOf(dir, { today: DAYS['early-bird'] }).filter((problem) => problem.path === 'sections[0].subtitle');
    expect(first.message).toContain('ab 1. Juli 2026');
  });

  it('a date that is neither a price claim nor the early-bird’s end is fine', () => {
    expect(codesAt(datedWithSubtitle('Die Aufzeichnungen bleiben bis zum 28.12.26 für dich da.'), 'sections[0].subtitle')).toEqual([]);
  });

  it('a dated claim in copy that stays on a page that does not sell is refused there too', () => {
    expect(codesAt(datedWithAnswer('Nur bis 22. März günstiger!'), FAQ_ANSWER)).toEqual(['claims.deadline-not-selling']);
  });
});

describe('German price notations', () => {
  it.each(['39,– €', '39,— €', '39,-- €', '39.- €', '39,- EUR', 'EUR 39', 'EUR39', '39 euro', '39-Euro-Skript', '39\u00a0\u00a0€', '３９ €', '39,00 €'])(
    '„%s“ is read as 39 € and refused as a figure the edition does not have',
    (written) => {
      const dir = copyEditions();
      editJson(dir, EARLY_FILE, (data) => (data.sections[0].scheduleText = `Live-Calls alle 14 Tage, Skript für ${written}`));
      expect(locatedProblems(dir).filter((problem) => problem.code === 'amount.unknown')).toEqual([
        { severity: 'error', code: 'amount.unknown', file: 'editions/fixture-early.json', path: 'sections[0].scheduleText' },
      ]);
    },
  );
});
