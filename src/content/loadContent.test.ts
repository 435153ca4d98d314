import { describe, expect, it } from 'vitest';
import { EARLY, editionByKey, fixtureContent, fixtureSectionPath, fixturesDir, FULL, rawSection, sectionOf } from '#tests/helpers/content';
import { copyEditions, editJson, locatedProblems, problemLines, readJson } from '#tests/helpers/tempContent';

/**
 * The loader merges each section of an edition over the shared default of its type (site.json →
 * sectionDefaults) and validates the result; every problem names the file its value came from.
 */
const early = `editions/${EARLY}.json`;
const full = `editions/${FULL}.json`;
const defaults = () => readJson(fixturesDir, 'site.json').sectionDefaults;

describe('shared defaults and overrides', () => {
  it('gives a section listed with its type alone the whole shared default', () => {
    const content = fixtureContent();
    const { solution, pricing } = defaults();
    expect(sectionOf(content, FULL, 'solution')).toEqual({ type: 'solution', pillars: [], ...solution });
    expect(sectionOf(content, FULL, 'pricing')).toEqual({ type: 'pricing', ...pricing });
  });

  it('takes what an edition writes, and the rest of the default: objects key by key, lists as a whole', () => {
    const content = fixtureContent();
    const raw = readJson(fixturesDir, `${EARLY}.json`);
    const solution = sectionOf(content, EARLY, 'solution');
    const own = rawSection(raw, 'solution');
    expect(solution.heading).toEqual({ ...defaults().solution.heading, ...own.heading });
    expect(solution.features).toEqual(own.features);
    expect(solution.ctaLabel).toBe(own.ctaLabel);
    const hero = sectionOf(content, EARLY, 'hero');
    expect(hero.scheduleText).toBe(rawSection(raw, 'hero').scheduleText);
    expect(hero.secondaryCtaLabel).toBe(defaults().hero.secondaryCtaLabel);
  });

  it('keeps with each edition the files its values came from', () => {
    const edition = editionByKey(fixtureContent(), FULL);
    expect(edition.sources).toMatchObject({ file: full, siteFile: 'editions/site.json', defaultsKey: 'sectionDefaults' });
    expect(edition.sources.raw).toEqual(readJson(fixturesDir, `${FULL}.json`));
  });

  it('reports a broken default once, in site.json, however many editions use it', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.sectionDefaults.pricing.guarantee.days = 3));
    expect(locatedProblems(dir)).toEqual([
      { severity: 'error', code: 'schema.too_small', file: 'editions/site.json', path: 'sectionDefaults.pricing.guarantee.days' },
    ]);
    expect(problemLines(dir)).toEqual(['editions/site.json → sectionDefaults.pricing.guarantee.days: mindestens 14 erwartet, 3 erhalten']);
  });

  it('reports a broken override in the edition that writes it; the other edition still uses the default', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (rawSection(data, 'pricing').guarantee = { days: 3 }));
    expect(locatedProblems(dir)).toEqual([
      { severity: 'error', code: 'schema.too_small', file: early, path: `${fixtureSectionPath(EARLY, 'pricing')}.guarantee.days` },
    ]);
  });

  it('reports an unknown field in a default, and a value a default names wrongly, at the default', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => {
      data.sectionDefaults.faq.kontaktTitel = 'Fragen?';
      data.sectionDefaults.solution.features[1].icon = 'Rakete';
    });
    expect(locatedProblems(dir)).toEqual([
      // fixture-early writes its own solution features: only the Komplettpreis edition uses the default's.
      { severity: 'error', code: 'schema.unrecognized_keys', file: 'editions/site.json', path: 'sectionDefaults.faq.kontaktTitel' },
      { severity: 'error', code: 'schema.invalid_value', file: 'editions/site.json', path: 'sectionDefaults.solution.features[1].icon' },
    ]);
  });

  it('reports a field neither the edition nor the default has in the edition, where it would be added', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => delete data.sectionDefaults.faq.contactTitle);
    expect(locatedProblems(dir)).toEqual([
      { severity: 'error', code: 'schema.invalid_type', file: early, path: `${fixtureSectionPath(EARLY, 'faq')}.contactTitle` },
      { severity: 'error', code: 'schema.invalid_type', file: full, path: `${fixtureSectionPath(FULL, 'faq')}.contactTitle` },
    ]);
  });

  it('reports a rule broken by a default once, in site.json', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.sectionDefaults.painPoints.closing = 'Mehr dazu {unbekannt}.'));
    expect(locatedProblems(dir)).toEqual([
      { severity: 'error', code: 'variable.unknown', file: 'editions/site.json', path: 'sectionDefaults.painPoints.closing' },
    ]);
  });

  it('refuses a default for a section type that does not exist, and a type inside a default', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => {
      data.sectionDefaults.video = { title: 'Film' };
      data.sectionDefaults.faq.type = 'faq';
    });
    expect(locatedProblems(dir)).toEqual([
      { severity: 'error', code: 'schema.custom', file: 'editions/site.json', path: 'sectionDefaults.faq' },
      { severity: 'error', code: 'schema.unrecognized_keys', file: 'editions/site.json', path: 'sectionDefaults.video' },
    ]);
    expect(problemLines(dir)[0]).toBe('editions/site.json → sectionDefaults.faq: „type“ gehört nicht in einen Standardwert');
  });
});
