import { describe, expect, it } from 'vitest';
import { EARLY, editionByKey, fixtureContent, FULL } from '#tests/helpers/content';
import { mergeOver, resolveSections, sourceOf, type EditionSources } from '#engine/resolve';

/** Shared defaults (site.json → sectionDefaults) and an edition's overrides: how they merge and where a value came from. */
describe('mergeOver', () => {
  it('merges objects key by key, at every depth', () => {
    const base = { heading: { eyebrow: 'Standard', title: 'Standardtitel' }, ctaLabel: 'Standardknopf' };
    expect(mergeOver(base, { heading: { title: 'Eigener Titel' } })).toEqual({
      heading: { eyebrow: 'Standard', title: 'Eigener Titel' },
      ctaLabel: 'Standardknopf',
    });
  });

  it('replaces a list as a whole: a shorter list is not filled up from the default, a longer one is not cut', () => {
    const base = {
      features: [
        { id: 'a', icon: 'Users' },
        { id: 'b', icon: 'Video' },
      ],
      pillars: ['Eins', 'Zwei'],
    };
    expect(mergeOver(base, { features: [{ id: 'c' }] })).toEqual({ features: [{ id: 'c' }], pillars: ['Eins', 'Zwei'] });
    expect(mergeOver(base, { pillars: [] })).toEqual({ features: base.features, pillars: [] });
    expect(mergeOver({ items: ['a'] }, { items: ['x', 'y', 'z'] })).toEqual({ items: ['x', 'y', 'z'] });
  });

  it('replaces plain values, and a value of another kind, whatever the default holds', () => {
    expect(mergeOver({ shown: 3, showRating: true }, { shown: 2, showRating: false })).toEqual({ shown: 2, showRating: false });
    expect(mergeOver({ heading: { title: 'Objekt' } }, { heading: 'Text' })).toEqual({ heading: 'Text' });
    expect(mergeOver({ banner: { title: 'T', text: 'X' } }, { banner: null })).toEqual({ banner: null });
  });

  it('keeps the default where the edition says nothing, and adds what only the edition has', () => {
    expect(mergeOver({ a: 1 }, undefined)).toEqual({ a: 1 });
    expect(mergeOver({ a: 1 }, { b: 2 })).toEqual({ a: 1, b: 2 });
    expect(mergeOver(undefined, { b: 2 })).toEqual({ b: 2 });
  });

  it('changes neither the default nor the override', () => {
    const base = { heading: { title: 'A' }, items: [1] };
    const override = { heading: { eyebrow: 'B' } };
    const merged = mergeOver(base, override) as typeof base;
    merged.heading.title = 'geändert';
    expect(base).toEqual({ heading: { title: 'A' }, items: [1] });
    expect(override).toEqual({ heading: { eyebrow: 'B' } });
  });
});

describe('resolveSections', () => {
  const defaults = { solution: { heading: { title: 'Standard' }, ctaLabel: 'Los' }, faq: { contactTitle: 'Fragen?' } };

  it('merges each section over the default of its type, with the type first', () => {
    const raw = {
      slug: 'x',
      sections: [
        { ctaLabel: 'Eigen', type: 'solution' },
        { type: 'faq', entries: [] },
      ],
    };
    const resolved = resolveSections(raw, defaults) as { slug: string; sections: Array<Record<string, unknown>> };
    expect(resolved.slug).toBe('x');
    expect(resolved.sections).toEqual([
      { type: 'solution', heading: { title: 'Standard' }, ctaLabel: 'Eigen' },
      { type: 'faq', contactTitle: 'Fragen?', entries: [] },
    ]);
    expect(Object.keys(resolved.sections[0])[0]).toBe('type');
  });

  it('gives a section listed with its type alone the whole default', () => {
    const resolved = resolveSections({ sections: [{ type: 'solution' }] }, defaults) as { sections: unknown[] };
    expect(resolved.sections).toEqual([{ type: 'solution', heading: { title: 'Standard' }, ctaLabel: 'Los' }]);
  });

  it('passes through what it cannot merge, for the schema to report', () => {
    const odd = [{ type: 'hero', title: 'Ohne Standard' }, { type: 'video' }, { title: 'ohne Typ' }, 'kein Objekt'];
    expect(resolveSections({ sections: odd }, defaults)).toEqual({ sections: odd });
    expect(resolveSections({ sections: 'keine Liste' }, defaults)).toEqual({ sections: 'keine Liste' });
    expect(resolveSections(null, defaults)).toBeNull();
  });
});

describe('sourceOf', () => {
  const sources = (raw: unknown): EditionSources => ({
    file: 'editions/spring.json',
    raw,
    siteFile: 'editions/site.json',
    defaultsKey: 'sectionDefaults',
    defaults: {
      solution: { heading: { eyebrow: 'Lösung', title: 'Standard' }, features: [{ icon: 'Users' }, { icon: 'Video' }], ctaLabel: 'Los' },
    },
  });

  it('names the edition for a value the edition writes, and site.json for one it takes from the default', () => {
    const spring = sources({ sections: [{ type: 'hero' }, { type: 'solution', ctaLabel: 'Eigen' }] });
    expect(sourceOf(spring, 'sections[1].ctaLabel')).toEqual({ file: 'editions/spring.json', path: 'sections[1].ctaLabel', shared: false });
    expect(sourceOf(spring, 'sections[1].features[1].icon')).toEqual({
      file: 'editions/site.json',
      path: 'sectionDefaults.solution.features[1].icon',
      shared: true,
    });
    expect(sourceOf(spring, ['sections', 1, 'heading', 'title'])).toEqual({
      file: 'editions/site.json',
      path: 'sectionDefaults.solution.heading.title',
      shared: true,
    });
  });

  it('follows the merge: an object in part from each file, a list wholly from the edition', () => {
    const spring = sources({ sections: [{ type: 'solution', heading: { title: 'Eigen' }, features: [{ icon: 'Sun' }] }] });
    expect(sourceOf(spring, 'sections[0].heading.title').file).toBe('editions/spring.json');
    expect(sourceOf(spring, 'sections[0].heading.eyebrow')).toMatchObject({ file: 'editions/site.json', path: 'sectionDefaults.solution.heading.eyebrow' });
    // The edition's list replaces the default's: its second entry is missing in the edition, not taken from site.json.
    expect(sourceOf(spring, 'sections[0].features[1].icon')).toEqual({ file: 'editions/spring.json', path: 'sections[0].features[1].icon', shared: false });
  });

  it('names the edition for a value neither file has (where it would be added) and for fields outside the sections', () => {
    const spring = sources({ sections: [{ type: 'solution' }, { type: 'faq' }] });
    expect(sourceOf(spring, 'sections[0].pillars')).toMatchObject({ file: 'editions/spring.json', path: 'sections[0].pillars' });
    expect(sourceOf(spring, 'sections[1].entries')).toMatchObject({ file: 'editions/spring.json', shared: false });
    expect(sourceOf(spring, 'offer.price')).toEqual({ file: 'editions/spring.json', path: 'offer.price', shared: false });
    expect(sourceOf(spring, 'sections[0]')).toMatchObject({ file: 'editions/spring.json', path: 'sections[0]' });
    expect(sourceOf(spring, 'sections[5].title')).toMatchObject({ file: 'editions/spring.json', path: 'sections[5].title' });
  });

  it('is what the loader keeps with each edition', () => {
    const content = fixtureContent();
    const full = editionByKey(content, FULL);
    const early = editionByKey(content, EARLY);
    const solutionAt = (edition: typeof full) => edition.sections.findIndex((section) => section.type === 'solution');
    const shared = sourceOf(full.sources, `sections[${solutionAt(full)}].features[1].icon`);
    expect(`${shared.file} → ${shared.path}`).toBe('editions/site.json → sectionDefaults.solution.features[1].icon');
    const own = sourceOf(early.sources, `sections[${solutionAt(early)}].features[1].icon`);
    expect(`${own.file} → ${own.path}`).toBe(`editions/${EARLY}.json → sections[${solutionAt(early)}].features[1].icon`);
  });
});
