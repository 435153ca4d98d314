import { describe, expect, it } from 'vitest';
import { loadContent } from '../src/content/loadContent';
import { publicDir } from './helpers/content';
import { copyEditions, editJson, lineWithoutPosition, locatedProblems, problemsOf } from './helpers/tempContent';

/**
 * Price claims that stay true on every day they are shown (rules/priceClaims.ts, the state variables of
 * src/content/textVariables.ts). The early-bird fixture (249 € instead of 299 €, on sale from 2026-05-01)
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

describe('a price in copy that stays after the end of sales', () => {
  it('is refused, naming the field and the day registration closes', () => {
    const dir = datedWithSubtitle('Elf Wochen, die bleiben.');
    editJson(dir, EARLY_FILE, (data) => {
      const faq = data.sections.find((section: { type: string }) => section.type === 'faq');
      faq.entries[0].answer = 'Jetzt für {preis} dabei sein.';
    });
    const problems = problemsOf(dir, { today: DAYS['early-bird'] }).filter((problem) => problem.code === 'claims.price-after-sales-end');
    expect(problems.map(lineWithoutPosition)).toEqual([
      expect.stringMatching(/^editions\/fixture-early\.json → sections\[\d+\]\.entries\[0\]\.answer: „\{preis\}“ nennt einen Preis; ab 1\. September 2026 ist die Anmeldung geschlossen/),
    ]);
  });

  it('is allowed in the hero’s subtitle, which the closed page does not show', () => {
    expect(claimProblems(datedWithSubtitle('Jetzt für {preis} dabei sein.'))).toEqual([]);
  });
});

describe('German price notations', () => {
  it.each(['39,– €', '39,-- €', '39.- €', '39,- EUR', 'EUR 39', '39 euro', '３９ €', '39,00 €'])('„%s“ is read as 39 € and refused as a figure the edition does not have', (written) => {
    const dir = copyEditions();
    editJson(dir, EARLY_FILE, (data) => (data.sections[0].scheduleText = `Live-Calls alle 14 Tage, Skript für ${written}`));
    expect(locatedProblems(dir).filter((problem) => problem.code === 'amount.unknown')).toEqual([
      { severity: 'error', code: 'amount.unknown', file: 'editions/fixture-early.json', path: 'sections[0].scheduleText' },
    ]);
  });
});
