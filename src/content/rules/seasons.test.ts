import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY, projectRoot } from '#tests/helpers/content';
import { addSpringEdition, copyEditions, editJson, locatedProblems, problemLines } from '#tests/helpers/tempContent';
import { SEASON_WORDS, seasonOf, seasonWordIn } from './seasons';

/**
 * The season hints of a new edition (rules/seasons.ts, rules/copies.ts): the words of its template's season, not
 * only the template's name. The spring copy of the fixtures comes from the early-bird fixture, renamed to winter here.
 */
const spring = 'editions/spring.json';
const seasonWarnings = (dir: string) => locatedProblems(dir).filter((problem) => problem.code.startsWith('copy.') && problem.path.startsWith('sections[0]'));

/** The spring copy of a winter template, with a hero subtitle of its own. */
function springFromWinter(subtitle: string) {
  const dir = copyEditions();
  editJson(dir, `${EARLY}.json`, (data) => (data.name = 'Winter-Edition 2026'));
  return addSpringEdition(dir, (data) => (data.sections[0].subtitle = subtitle));
}

describe('an edition’s season', () => {
  it('is the one its name says, else the one of its start month', () => {
    expect(seasonOf({ name: 'Frühlings-Edition 2027', startDate: '2027-01-10' })).toBe('spring');
    expect(seasonOf({ name: 'Frühjahr 2027', startDate: '2027-01-10' })).toBe('spring');
    expect(seasonOf({ name: 'Sommer-Edition 2027', startDate: '2027-01-10' })).toBe('summer');
    expect(seasonOf({ name: 'Herbst-Edition 2025', startDate: '2025-01-10' })).toBe('autumn');
    expect(seasonOf({ name: 'Winter-Edition 2026', startDate: '2026-09-07' })).toBe('winter');
    expect(seasonOf({ name: 'Nordsee-Edition 2026', startDate: '2026-09-07' })).toBe('autumn');
    expect(seasonOf({ name: 'Neujahrs-Edition', startDate: '2027-01-04' })).toBe('winter');
    expect(seasonOf({ name: 'Ostsee-Edition 2026', startDate: '2026-03-02' })).toBe('spring');
  });
});

describe('a season’s words', () => {
  it.each([
    ['Gerade jetzt, in der dunklen Jahreszeit, tut Bewegung gut.', 'dunklen Jahreszeit'],
    ['Wenn es draußen ungemütlich ist, trainierst du drinnen.', 'ungemütlich'],
    ['Ohne Winterspeck ins Frühjahr.', 'Winterspeck'],
    ['Lebkuchen und Plätzchen gehören dazu.', 'Lebkuchen'],
    ['Entspannt durch die Weihnachtszeit.', 'Weihnachtszeit'],
    ['Mit Ruhe und Plan ins neue Jahr.', 'neue Jahr'],
    ['Leicht\u00ADer durch den Sch\u00ADnee.', 'Schnee'],
  ])('„%s“ names winter', (text, word) => {
    expect(seasonWordIn(text, 'winter', 'spring')).toBe(word);
  });

  it('finds spring’s and summer’s words too', () => {
    expect(seasonWordIn('Pünktlich zum Frühlingserwachen.', 'spring', 'winter')).toBe('Frühlingserwachen');
    expect(seasonWordIn('Fit durch die Sommerhitze.', 'summer', 'winter')).toBe('Sommerhitze');
    expect(seasonWordIn('Rezepte für die Grillsaison', 'summer', 'autumn')).toBe('Grillsaison');
  });

  it('leaves words of both seasons, other words that start alike, and months in dates alone', () => {
    // The dark days are autumn's too.
    expect(seasonWordIn('In der dunklen Jahreszeit', 'winter', 'autumn')).toBeUndefined();
    // „Frühbucher“ is no spring, „Maisfelder“ no May, „Sommerfeld“ is a word only from its start.
    expect(seasonWordIn('Frühbucherpreis für alle', 'spring', 'winter')).toBeUndefined();
    expect(seasonWordIn('Spaziergang durch die Maisfelder', 'spring', 'winter')).toBeUndefined();
    expect(seasonWordIn('Altweibersommer an der Küste', 'summer', 'winter')).toBeUndefined();
    expect(seasonWordIn('Die Anmeldung öffnet am 15. Januar 2027.', 'winter', 'spring')).toBeUndefined();
    expect(seasonWordIn('Im Januar öffnet die Anmeldung.', 'winter', 'spring')).toBe('Januar');
  });

  it('are listed for marketers in the docs, each season with its words', () => {
    const docs = readFileSync(path.join(projectRoot, 'docs/marketing/dateien-pruefen.md'), 'utf8');
    const names = { spring: 'Frühling', summer: 'Sommer', autumn: 'Herbst', winter: 'Winter' } as const;
    for (const [seasons, words] of SEASON_WORDS) {
      expect(docs).toContain(`| ${seasons.map((season) => names[season]).join(' und ')} | ${words.map((word) => `„${word}“`).join(', ')} |`);
    }
  });
});

describe('a new edition that keeps its template’s season', () => {
  it('is warned at the field, naming the word, both seasons and the template', () => {
    const dir = springFromWinter('Gerade jetzt, wenn es draußen ungemütlich ist.');
    expect(seasonWarnings(dir)).toEqual([{ severity: 'warning', code: 'copy.season-word', file: spring, path: 'sections[0].subtitle' }]);
    expect(problemLines(dir).find((line) => line.includes('sections[0].subtitle'))).toBe(
      `Warnung: ${spring} → sections[0].subtitle: der Text nennt „ungemütlich“, ein Wort des Winters, der Jahreszeit der Vorlage editions/${EARLY}.json; ` +
        'diese Edition spielt im Frühling: für sie umschreiben?',
    );
  });

  it('is warned once per text; the template’s name comes first', () => {
    const dir = springFromWinter('Winter ade, Weihnachten ist vorbei.');
    expect(seasonWarnings(dir).map((problem) => problem.code)).toEqual(['copy.template-word']);
  });

  it('is not warned for words of its own season, nor once its sales have opened', () => {
    expect(seasonWarnings(springFromWinter('Pünktlich zum Frühlingserwachen, mit den ersten Sonnenstrahlen.'))).toEqual([]);
    const dir = springFromWinter('Lebkuchen adé.');
    expect(seasonWarnings(dir)).toHaveLength(1);
    expect(locatedProblems(dir, { today: '2027-01-15' }).filter((problem) => problem.code === 'copy.season-word')).toEqual([]);
  });
});
