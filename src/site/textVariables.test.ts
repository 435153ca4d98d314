import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editionByKey, projectRoot, shippedContent } from '../../tests/helpers/content';
import { addSpringEdition, copyEditions, editJson, problemLines } from '../../tests/helpers/tempContent';
import { loadContent } from './loadContent';
import { fillVariables, variablesIn } from './textVariables';

/** Text variables: figures the config holds, written once and filled into every text by the loader. */
describe('text variables', () => {
  it('fills every known variable in every string of a value and leaves the rest alone', () => {
    const filled = fillVariables({ a: ['am {start}', 7], b: { c: 'seit {jahre} Jahren, {unbekannt}' } }, { start: 'Montag, 5. Januar 2026', jahre: '5' });
    expect(filled).toEqual({ a: ['am Montag, 5. Januar 2026', 7], b: { c: 'seit 5 Jahren, {unbekannt}' } });
    expect(variablesIn('{startKurz} und {teilnehmende}')).toEqual(['startKurz', 'teilnehmende']);
  });

  it('are filled in by the loader from the edition and the claims', () => {
    const content = shippedContent();
    const winterFaq = editionByKey(content, 'winter').sections.find((section) => section.type === 'faq');
    expect(winterFaq?.type === 'faq' && winterFaq.entries[0].answer).toContain('startet am Montag, 5. Januar 2026, mit');
    expect(content.site.sections.trainer.paragraphs[0]).toContain('seit über 5 Jahren');
    expect(JSON.stringify(content)).not.toMatch(/\{(start|startKurz|startDatum|jahre|einzelcoachings|teilnehmende|bewertung)\}/);
  });

  it('follow a new start date: the spring copy of the winter FAQ names its own start', () => {
    const dir = addSpringEdition(copyEditions());
    const content = loadContent({ dir, publicDir: path.join(projectRoot, 'public'), today: '2025-01-01' });
    const faq = editionByKey(content, 'spring').sections.find((section) => section.type === 'faq');
    expect(faq?.type === 'faq' && faq.entries[0].answer).toContain('startet am Montag, 12. April 2027, mit');
  });

  it('an unknown variable, and a start date variable in site.json, are errors that list the possible ones', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.sections[0].subtitle = 'Start am {beginn}.'));
    editJson(dir, 'site.json', (data) => (data.footer.tagline = 'Nächster Start: {start}'));
    expect(problemLines(dir)).toEqual([
      'editions/site.json → footer.tagline: Textvariable „{start}“ gilt nur in Editionsdateien, nicht in site.json; möglich sind {teilnehmende}, {einzelcoachings}, {jahre}, {bewertung}',
      'editions/winter.json → sections[0].subtitle: Textvariable „{beginn}“ gibt es nicht; möglich sind {teilnehmende}, {einzelcoachings}, {jahre}, {bewertung}, {start}, {startDatum}, {startKurz}',
    ]);
  });

  it('a start date typed into a text is an error that names the variable to write', () => {
    const dir = copyEditions();
    editJson(dir, 'autumn.json', (data) => (data.sections[0].subtitle = 'Los geht es am 22. September 2025.'));
    expect(problemLines(dir)).toEqual([
      'editions/autumn.json → sections[0].subtitle: Startdatum „22. September 2025“ eingetippt; bitte „{startDatum}“ schreiben, dann folgt der Text dem Feld startDate',
    ]);
  });
});
