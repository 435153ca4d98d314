import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY, editionByKey, fixtureContent, fixturesDir, FULL } from '../tests/helpers/content';
import { diffEditions, formatDiffValue } from './editionDiff';

const rawEdition = (key: string) => JSON.parse(readFileSync(path.join(fixturesDir, `${key}.json`), 'utf8')) as Record<string, any>;

describe('diffEditions', () => {
  it('finds nothing between equal configs', () => {
    const edition = rawEdition(EARLY);
    expect(diffEditions(edition, structuredClone(edition))).toEqual([]);
  });

  it('names changed leaves with dotted paths and array indexes', () => {
    const a = { slug: 'a', offer: { price: 399 }, sections: [{ type: 'hero', title: 'Eins' }, { type: 'faq' }] };
    const b = { slug: 'b', offer: { price: 499 }, sections: [{ type: 'hero', title: 'Zwei' }, { type: 'faq' }] };
    expect(diffEditions(a, b)).toEqual([
      { path: 'slug', a: 'a', b: 'b' },
      { path: 'offer.price', a: 399, b: 499 },
      { path: 'sections[0].title', a: 'Eins', b: 'Zwei' },
    ]);
  });

  it('lists fields present on one side only, leaf by leaf, after the shared ones', () => {
    const a = { offer: { mode: 'early-bird', voucher: 'CODE' }, badges: ['Neu', 'Frühbucher'] };
    const b = { offer: { mode: 'komplettpreis', note: 'Nur bis Freitag' }, badges: ['Neu'], banner: { title: 'Hallo', text: 'Welt' } };
    expect(diffEditions(a, b)).toEqual([
      { path: 'offer.mode', a: 'early-bird', b: 'komplettpreis' },
      { path: 'offer.voucher', a: 'CODE', b: undefined },
      { path: 'offer.note', a: undefined, b: 'Nur bis Freitag' },
      { path: 'badges[1]', a: 'Frühbucher', b: undefined },
      { path: 'banner.title', a: undefined, b: 'Hallo' },
      { path: 'banner.text', a: undefined, b: 'Welt' },
    ]);
  });

  it('reports a change of kind, an empty container facing a missing one, and null as one row each', () => {
    expect(diffEditions({ x: 'Text', y: [], z: null }, { x: { nested: 1 }, z: {} })).toEqual([
      { path: 'x', a: 'Text', b: { nested: 1 } },
      { path: 'y', a: [], b: undefined },
      { path: 'z', a: null, b: {} },
    ]);
    expect(diffEditions({ list: [] }, { list: [] })).toEqual([]);
  });

  it('quotes keys that are not identifiers', () => {
    expect(diffEditions({ labels: { 'early-bird': 'A' } }, { labels: { 'early-bird': 'B' } })).toEqual([
      { path: 'labels["early-bird"]', a: 'A', b: 'B' },
    ]);
  });

  it('ignores what is not content: the schema link and the file key and name the loader adds', () => {
    const content = fixtureContent();
    const early = editionByKey(content, EARLY);
    const paths = diffEditions(early, editionByKey(content, FULL)).map((difference) => difference.path);
    expect(paths).not.toContain('key');
    expect(paths).not.toContain('file');
    expect(paths.filter((at) => at.startsWith('sources'))).toEqual([]);
    expect(diffEditions(early, { ...early, $schema: 'anders.json', key: 'kopie', file: 'editions/kopie.json' })).toEqual([]);
  });

  it('compares two edition files field by field, as QA reads them', () => {
    const [early, full] = [rawEdition(EARLY), rawEdition(FULL)];
    const differences = diffEditions(early, full);
    const byPath = new Map(differences.map((difference) => [difference.path, [difference.a, difference.b]]));
    expect(byPath.get('slug')).toEqual([early.slug, full.slug]);
    expect(byPath.get('current')).toEqual([true, false]);
    expect(byPath.get('offer.mode')).toEqual(['early-bird', 'komplettpreis']);
    expect(byPath.get('offer.price')).toEqual([early.offer.price, full.offer.price]);
    expect(byPath.get('offer.voucher')).toEqual([early.offer.voucher, undefined]);
    expect(byPath.get('sections[0].title')).toEqual([early.sections[0].title, full.sections[0].title]);
    // Both list the pain points with their type alone: nothing differs there.
    expect([...byPath.keys()].filter((at) => at.startsWith('sections[1]'))).toEqual([]);
    // Every row is a real difference, named once.
    expect(new Set(differences.map((difference) => difference.path)).size).toBe(differences.length);
    for (const difference of differences) expect(difference.a).not.toEqual(difference.b);
  });
});

describe('formatDiffValue', () => {
  it('shows text as it is, other values as JSON, and names missing and empty values', () => {
    expect(formatDiffValue('Winter')).toBe('Winter');
    expect(formatDiffValue(399)).toBe('399');
    expect(formatDiffValue(true)).toBe('true');
    expect(formatDiffValue(['a', 1])).toBe('["a",1]');
    expect(formatDiffValue(undefined)).toBe('(fehlt)');
    expect(formatDiffValue('')).toBe('(leer)');
  });
});
