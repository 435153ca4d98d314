import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('spells umlauts and ß out and drops other accents', () => {
    expect(slugify('Frühling Übung Öl Straße', 60)).toBe('fruehling-uebung-oel-strasse');
    expect(slugify('Crème brûlée', 60)).toBe('creme-brulee');
    // Decomposed umlauts (as macOS writes file names) read the same as composed ones.
    expect(slugify('Fru\u0308hling', 60)).toBe('fruehling');
  });

  it('joins everything else with single hyphens, none at either end', () => {
    expect(slugify('  Spring Edition!! 2027 ', 60)).toBe('spring-edition-2027');
    expect(slugify('😀', 60)).toBe('');
  });

  it('cuts at the length without leaving a hyphen at the end', () => {
    expect(slugify('abc def', 4)).toBe('abc');
    expect(slugify('abcdef', 4)).toBe('abcd');
  });
});
