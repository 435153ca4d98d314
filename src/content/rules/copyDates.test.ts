import { describe, expect, it } from 'vitest';
import { addSpringEdition, copyEditions, editJson, locatedProblems, problemLines } from '#tests/helpers/tempContent';
import { dateClaimsIn } from './dateClaims';
import { datesIn } from './datesInText';

/**
 * Dates written in copy (rules/copyDates.ts, dateClaims.ts, datesInText.ts): the forms a day is written in, the
 * words that say which of the edition's dates it means, and the errors for a day that is not the edition's. The
 * spring copy of the fixtures starts on Monday, 12 April 2027 and sells from 15 January to 11 April 2027 (no
 * `salesEnd`); its early-bird has no last day of its own, so it runs to the end of sales.
 */
const spring = 'editions/spring.json';
const error = (code: string, at: string, file = spring) => ({ severity: 'error', code, file, path: at });
const claims = (text: string) => dateClaimsIn(text).map(({ meaning, shown }) => [meaning, shown]);
const dateRuleProblems = (dir: string) => locatedProblems(dir).filter((problem) => problem.code.startsWith('dates.copy-'));
const withSubtitle = (subtitle: string) => addSpringEdition(copyEditions(), (data) => (data.sections[0].subtitle = subtitle));

describe('days in a text', () => {
  it('are read in every German spelling, with and without weekday and year', () => {
    const text = 'Montag, 12. April 2027 · 5. April 2027 · 05.04.2027 · 5.4. · 5.4.2027 · 12. April · 12.04.27 · 2027-04-12 · 3. Jan. · 1. Maerz';
    expect(datesIn(text).map(({ shown, day, month, year }) => [shown, day, month, year])).toEqual([
      ['Montag, 12. April 2027', 12, 4, 2027],
      ['5. April 2027', 5, 4, 2027],
      ['05.04.2027', 5, 4, 2027],
      ['5.4.', 5, 4, undefined],
      ['5.4.2027', 5, 4, 2027],
      ['12. April', 12, 4, undefined],
      ['12.04.27', 12, 4, 2027],
      ['2027-04-12', 12, 4, 2027],
      ['3. Jan.', 3, 1, undefined],
      ['1. Maerz', 1, 3, undefined],
    ]);
  });

  it('are not amounts, decimals, times, version numbers or days that do not exist', () => {
    const found = datesIn('1.200 € · 4,98 von 5 · 18.30 Uhr · Version 1.2.3. · 31.02.2027 · 13.13. · am 5.4. 20 Teilnehmende');
    expect(found.map(({ shown, year }) => [shown, year])).toEqual([['5.4.', undefined]]);
  });
});

describe('what a day in a text means', () => {
  it.each([
    ['Start am 5. April 2027', [['start', 'Start am 5. April 2027']]],
    ['Wir starten am 5.4.', [['start', 'starten am 5.4.']]],
    ['Die Edition beginnt am Montag, 5. April.', [['start', 'beginnt am Montag, 5. April']]],
    ['Am 5. April geht es los!', [['start', 'Am 5. April geht es los']]],
    ['Ab dem 05.04.2027 begleiten wir dich elf Wochen lang.', [['start', 'Ab dem 05.04.2027']]],
    ['Die Anmeldung endete am 31. Januar.', [['salesEnd', 'Anmeldung endete am 31. Januar']]],
    ['Start: 05.04.27', [['start', 'Start: 05.04.27']]],
    ['Anmeldung nur bis 31. Januar 2027', [['salesEnd', 'Anmeldung nur bis 31. Januar 2027']]],
    ['Buchen kannst du bis zum 31.1.', [['salesEnd', 'Buchen kannst du bis zum 31.1.']]],
    ['Anmeldeschluss: 31. Januar', [['salesEnd', 'Anmeldeschluss: 31. Januar']]],
    ['Die Anmeldung endet am 31. Januar.', [['salesEnd', 'Anmeldung endet am 31. Januar']]],
    ['Die Anmeldung zur Frühlings-Edition 2027 öffnet am 15. Januar 2027.', [['salesOpen', 'Anmeldung zur Frühlings-Edition 2027 öffnet am 15. Januar 2027']]],
    ['Die Anmeldung startet am 15.01.2027', [['salesOpen', 'Anmeldung startet am 15.01.2027']]],
    ['Verkaufsstart: 15. Januar', [['salesOpen', 'Verkaufsstart: 15. Januar']]],
    ['Frühbucherpreis nur bis 30.11.', [['earlyBirdEnd', 'Frühbucherpreis nur bis 30.11.']]],
    ['Der Frühbucher-Rabatt endet am 30. November.', [['earlyBirdEnd', 'Frühbucher-Rabatt endet am 30. November']]],
    ['Anmeldung bis zum Start am 12. April', [['start', 'Start am 12. April']]],
    ['Melde dich an – ab 12. April geht’s los.', [['start', 'ab 12. April geht’s los']]],
    [
      'Anmeldung ab 15. Januar, Start am 12. April',
      [
        ['salesOpen', 'Anmeldung ab 15. Januar'],
        ['start', 'Start am 12. April'],
      ],
    ],
    [
      'Start am 5. April 2027 … Anmeldung nur bis 31. Januar 2027',
      [
        ['start', 'Start am 5. April 2027'],
        ['salesEnd', 'Anmeldung nur bis 31. Januar 2027'],
      ],
    ],
    [
      'Wir starten am 12. April. Anmeldung vom 15.1. bis 11.4.',
      [
        ['start', 'starten am 12. April'],
        ['salesOpen', 'Anmeldung vom 15.1.'],
        ['salesEnd', 'Anmeldung vom 15.1. bis 11.4.'],
      ],
    ],
  ])('„%s“', (text, expected) => {
    expect(claims(text)).toEqual(expected);
  });

  it.each([
    ['a deadline of something else', 'Alle Aufzeichnungen stehen dir bis zum 28.12.27 zur Verfügung.'],
    ['a day whose sentence says nothing of its meaning', 'Nur bis 31. Januar!'],
    ['the start of another event', 'Die Edition startet am 19.04.27 mit dem ersten Live-Call.'],
    ['a start word in another sentence', 'Der Start ist bald. Am 5. April feiern wir.'],
    ['„ab dem“ in a sentence about the price', 'Ab dem 16. Dezember gilt der reguläre Preis.'],
    ['„bis“ before a start', 'Bis zum 5. April starten die Vorbereitungen.'],
  ])('%s is no claim', (_what, text) => {
    expect(claims(text)).toEqual([]);
  });
});

describe('a day in copy that is not the edition’s', () => {
  const wrong = 'Start am 5. April 2027 … Anmeldung nur bis 31. Januar 2027';

  it('is an error in the edition, naming the field, the words and the right day', () => {
    const dir = withSubtitle(wrong);
    expect(dateRuleProblems(dir)).toEqual([error('dates.copy-start', 'sections[0].subtitle'), error('dates.copy-sales-end', 'sections[0].subtitle')]);
    expect(problemLines(dir).filter((line) => line.includes('passt nicht'))).toEqual([
      `${spring} → sections[0].subtitle: „Start am 5. April 2027“ passt nicht zum Starttermin der Edition: Sie startet am 12. April 2027. ` +
        'Schreibe {startDatum} statt des Datums (die Seite zeigt dann „12. April 2027“), dann folgt der Text dem Starttermin – oder trag den richtigen Starttermin ein, wenn der Text recht hat',
      `${spring} → sections[0].subtitle: „Anmeldung nur bis 31. Januar 2027“ passt nicht zum letzten Verkaufstag der Edition: Anmelden kann man bis einschließlich 11. April 2027 ` +
        '(ohne eigenen letzten Verkaufstag der Tag vor dem Start). Bitte das Datum im Text anpassen – oder den letzten Verkaufstag, wenn der Text recht hat',
    ]);
  });

  it('is an error in an A/B variant’s own copy, named there', () => {
    const dir = addSpringEdition(copyEditions(), (data) => {
      data.variants = [{ name: 'b', weight: 50, sections: { hero: { subtitle: wrong } } }];
    });
    expect(dateRuleProblems(dir)).toEqual([
      error('dates.copy-start', 'variants[0].sections.hero.subtitle'),
      error('dates.copy-sales-end', 'variants[0].sections.hero.subtitle'),
    ]);
  });

  it('names the first day of sales and the early-bird’s last day, with the day the edition has', () => {
    const dir = addSpringEdition(copyEditions(), (data) => {
      data.upcomingNotice = 'Die Anmeldung öffnet am 1. Februar 2027.';
      data.offer.earlyBirdUntil = '2027-03-01';
      data.sections[0].subtitle = 'Frühbucherpreis nur bis 15.3.';
    });
    expect(dateRuleProblems(dir)).toEqual([error('dates.copy-sales-open', 'upcomingNotice'), error('dates.copy-early-bird-end', 'sections[0].subtitle')]);
    const lines = problemLines(dir).filter((line) => line.includes('passt nicht'));
    expect(lines[0]).toContain('Die Anmeldung öffnet am 15. Januar 2027.');
    expect(lines[1]).toContain(
      '„Frühbucherpreis nur bis 15.3.“ passt nicht zum letzten Tag des Frühbucherpreises der Edition: Er gilt bis einschließlich 1. März 2027.',
    );
  });

  it('is reported once at a shared default, naming an edition it does not fit', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.sectionDefaults.pricing.vatNote = 'Anmeldung nur bis 31. Januar.'));
    const found = dateRuleProblems(dir);
    expect(found).toEqual([error('dates.copy-sales-end', 'sectionDefaults.pricing.vatNote', 'editions/site.json')]);
  });

  it.each([
    ['the right days in other words', 'Anmeldung nur bis 11.4., ab dem 15. Januar buchbar.'],
    ['the early-bird’s end as the end of sales „zu diesen Bedingungen“', 'Anmeldung zum Frühbucherpreis bis 11. April'],
    ['a start that is another event’s', 'Die Edition startet am 19.04.27 mit dem ersten Live-Call.'],
    ['a day whose meaning the text does not say', 'Am 31. Januar 2027 feiern wir Geburtstag.'],
  ])('is no error: %s', (_what, subtitle) => {
    expect(dateRuleProblems(withSubtitle(subtitle))).toEqual([]);
  });
});
