import { describe, expect, it } from 'vitest';
import { changedItemName, pageName } from './pageName';

const titles = {
  '/fruehlingsedition': 'Frühlings-Edition 2027 – Gewichtscoaching',
  '/_varianten/fruehlingsedition/b.html': 'Frühlings-Edition 2027 – Gelassen abnehmen',
  '/qa/vergleich': 'Editionen vergleichen',
  '/404.html': 'Seite nicht gefunden',
};

describe('a page named as a visitor meets it', () => {
  it('names a page by its title and the address a visitor types, a variant’s page by its edition’s address and the variant', () => {
    expect(pageName('/fruehlingsedition', titles)).toBe('„Frühlings-Edition 2027 – Gewichtscoaching“ (/fruehlingsedition)');
    expect(pageName('/_varianten/fruehlingsedition/b.html', titles)).toBe('„Frühlings-Edition 2027 – Gelassen abnehmen“ (/fruehlingsedition, Variante b)');
    expect(pageName('/qa/vergleich', titles)).toBe('„Editionen vergleichen“ (/qa/vergleich)');
    expect(pageName('/404.html', titles)).toBe('„Seite nicht gefunden“ (bei Adressen, die es nicht gibt)');
  });

  it('without a title (a removed page) by its address alone, never by the file it is served from', () => {
    expect(pageName('/_varianten/fruehlingsedition/kurz-und-klar.html')).toBe('/fruehlingsedition (Variante kurz-und-klar)');
    expect(pageName('/fruehlingsedition')).toBe('/fruehlingsedition');
    expect(pageName('/404.html')).toBe('Fehlerseite (bei Adressen, die es nicht gibt)');
    expect(pageName('/')).toBe('/');
  });

  it('names a changed image by its file name, not by its folder in the project', () => {
    expect(changedItemName('public/images/herbst/cover-neu.jpg', titles)).toBe('cover-neu.jpg');
    expect(changedItemName('public/favicon.svg')).toBe('favicon.svg');
    expect(changedItemName('/qa/vergleich', titles)).toBe('„Editionen vergleichen“ (/qa/vergleich)');
  });
});
