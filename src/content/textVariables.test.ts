import { describe, expect, it } from 'vitest';
import { formatCount, formatDateShort, formatDateWithWeekday } from '#engine/format';
import { EARLY, editionByKey, FIXTURE_TODAY, fixtureContent, FULL, publicDir, sectionOf } from '#tests/helpers/content';
import { addSpringEdition, copyEditions, editJson, locatedProblems, problemLines } from '#tests/helpers/tempContent';
import { inspectContent, loadContent } from './loadContent';
import { toEditionData, toSiteData } from './publicData';

/** Text variables: figures the config holds, written once and filled into every text by the loader (mechanism: engine/textVariables.ts). */
const early = `editions/${EARLY}.json`;

describe('text variables', () => {
  it('are filled in by the loader from the edition and the claims', () => {
    const content = fixtureContent();
    const edition = editionByKey(content, EARLY);
    expect(sectionOf(content, EARLY, 'faq').entries[0].answer).toContain(`am ${formatDateWithWeekday(edition.startDate)}.`);
    expect(sectionOf(content, EARLY, 'trainer').paragraphs[0]).toContain(`seit ${content.site.claims.yearsExperience} Jahren`);
    const published = JSON.stringify([toSiteData(content.site, content.today), ...content.editions.map(toEditionData)]);
    expect(published).not.toMatch(/\{(start|startKurz|startDatum|jahre|einzelcoachings|teilnehmende|bewertung)\}/);
  });

  it("in site.json's own texts are filled in by the check the studio runs, as by the loader", () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.footer.tagline = 'Seit {jahre} Jahren an deiner Seite.'));
    const expected = `Seit ${formatCount(fixtureContent().site.claims.yearsExperience)} Jahren an deiner Seite.`;
    expect(loadContent({ dir, publicDir, today: FIXTURE_TODAY }).site.footer.tagline).toBe(expected);
    expect(inspectContent({ dir, publicDir, today: FIXTURE_TODAY }).site?.footer.tagline).toBe(expected);
  });

  it('follow a new start date: the spring copy of an edition names its own start', () => {
    const content = loadContent({ dir: addSpringEdition(copyEditions()), publicDir, today: FIXTURE_TODAY });
    expect(sectionOf(content, 'spring', 'faq').entries[0].answer).toContain('am Montag, 12. April 2027.');
  });

  it('in a shared default are filled in by each edition with its own start', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.sectionDefaults.painPoints.closing = 'Nächster Start: {startKurz}'));
    const content = loadContent({ dir, publicDir, today: FIXTURE_TODAY });
    for (const key of [EARLY, FULL]) {
      expect(sectionOf(content, key, 'painPoints').closing).toBe(`Nächster Start: ${formatDateShort(editionByKey(content, key).startDate)}`);
    }
  });

  it('an unknown variable, and a start date variable in site.json, are errors that list the possible ones', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (data.sections[0].subtitle = 'Start am {beginn}.'));
    editJson(dir, 'site.json', (data) => (data.footer.tagline = 'Nächster Start: {start}'));
    expect(locatedProblems(dir)).toEqual([
      { severity: 'error', code: 'variable.unknown', file: 'editions/site.json', path: 'footer.tagline' },
      { severity: 'error', code: 'variable.unknown', file: early, path: 'sections[0].subtitle' },
    ]);
    expect(problemLines(dir)).toEqual([
      'editions/site.json → footer.tagline: Textvariable „{start}“ gilt nur in Editionsdateien, nicht in site.json; möglich sind {teilnehmende}, {einzelcoachings}, {jahre}, {bewertung}',
      `${early} → sections[0].subtitle: Textvariable „{beginn}“ gibt es nicht; möglich sind {teilnehmende}, {einzelcoachings}, {jahre}, {bewertung}, {start}, {startDatum}, {startKurz}, {preis}, {preisStatt}, {regulärerPreis}, {ersparnis}`,
    ]);
  });

  it('a start date typed into a text is an error that names the variable to write', () => {
    const dir = copyEditions();
    editJson(dir, `${FULL}.json`, (data) => (data.sections[0].subtitle = 'Los geht es am 2. März 2026.'));
    expect(problemLines(dir)).toEqual([
      `editions/${FULL}.json → sections[0].subtitle: Startdatum „2. März 2026“ eingetippt; bitte „{startDatum}“ schreiben, dann folgt der Text dem Feld startDate`,
    ]);
    expect(locatedProblems(dir)[0].code).toBe('variable.start-typed');
  });

  it('catches the start in every spelling copy types it, and names the variable and what the page then shows', () => {
    // fixture-full starts on Monday, 2 March 2026.
    const typed = {
      'sections[0].subtitle': 'Start: 02.03.2026',
      'sections[0].title': 'Los geht es am 2.3.2026',
      'seo.description': 'Kursbeginn 2026-03-02, elf Wochen lang.',
      'sections[0].scheduleText': 'ab Montag,\u00a02.\u00a0März\u00a02026 montags um 18:30 Uhr',
      'sections[0].secondaryCtaLabel': 'Start am 2.März 2026',
    };
    const dir = copyEditions();
    editJson(dir, `${FULL}.json`, (data) => {
      const hero = data.sections[0];
      hero.subtitle = typed['sections[0].subtitle'];
      hero.title = typed['sections[0].title'];
      data.seo.description = typed['seo.description'];
      hero.scheduleText = typed['sections[0].scheduleText'];
      hero.secondaryCtaLabel = typed['sections[0].secondaryCtaLabel'];
    });
    const lines = problemLines(dir).filter((line) => line.includes('Startdatum'));
    const file = `editions/${FULL}.json`;
    expect(lines.sort()).toEqual(
      [
        `${file} → sections[0].subtitle: Startdatum „02.03.2026“ eingetippt; bitte „{startKurz}“ schreiben (die Seite zeigt dann „02.03.26“), dann folgt der Text dem Feld startDate`,
        `${file} → sections[0].title: Startdatum „2.3.2026“ eingetippt; bitte „{startKurz}“ schreiben (die Seite zeigt dann „02.03.26“), dann folgt der Text dem Feld startDate`,
        `${file} → seo.description: Startdatum „2026-03-02“ eingetippt; bitte „{startKurz}“ schreiben (die Seite zeigt dann „02.03.26“), dann folgt der Text dem Feld startDate`,
        `${file} → sections[0].scheduleText: Startdatum „Montag, 2. März 2026“ eingetippt; bitte „{start}“ schreiben, dann folgt der Text dem Feld startDate`,
        `${file} → sections[0].secondaryCtaLabel: Startdatum „2.März 2026“ eingetippt; bitte „{startDatum}“ schreiben (die Seite zeigt dann „2. März 2026“), dann folgt der Text dem Feld startDate`,
      ].sort(),
    );
  });

  it('leaves other days, longer numbers and file names alone', () => {
    const dir = copyEditions();
    editJson(dir, `${FULL}.json`, (data) => {
      const hero = data.sections[0];
      hero.subtitle = 'Am 12.03.2026 und am 2.3.2025 und am 22. März 2026';
      hero.title = 'Nummer 102.03.2026 und 2.3.20261 und 2026-03-021';
      data.seo.description = 'Ein Blick auf den Frühling 2026 mit Kursen ab März 2026.';
    });
    expect(problemLines(dir).filter((line) => line.includes('Startdatum'))).toEqual([]);
  });
});
