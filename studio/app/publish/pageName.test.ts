import { describe, expect, it } from 'vitest';
import { pageName } from './pageName';

describe('a page named as a visitor meets it', () => {
  it('names a variant’s page by its edition’s address and the variant, every other page by its address', () => {
    expect(pageName('/_varianten/fruehlingsedition/b.html')).toBe('/fruehlingsedition (Variante b)');
    expect(pageName('/_varianten/fruehlingsedition/kurz-und-klar.html')).toBe('/fruehlingsedition (Variante kurz-und-klar)');
    expect(pageName('/fruehlingsedition')).toBe('/fruehlingsedition');
    expect(pageName('/')).toBe('/');
  });
});
