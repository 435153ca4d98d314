import { describe, expect, it } from 'vitest';
import type { EditionSummary } from '#src/content/pageData';
import { chooseEditions } from './choice';
import { frameDocument, isPrerendered } from './frameDocument';
import { scrollShare, syncScroll } from './scrollSync';

const PAGE = `<!doctype html><html lang="de"><head><meta charset="UTF-8" /><title>Winter</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/helper-abc.js">
<script src="/assets/classic.js"></script><script>window.inline = true</script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
</head><body><div id="root" data-prerendered><h1>Winter</h1></div><script type="application/json" id="data-block">{}</script></body></html>`;

describe('frameDocument', () => {
  it('removes every script the page would run and its preloads, keeps its data blocks, and sets the base address', () => {
    const html = frameDocument(PAGE, 'http://127.0.0.1:4173/');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('classic.js');
    expect(html).not.toContain('window.inline');
    expect(html).toContain('<script type="application/json" id="data-block">{}</script>');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('application/ld+json');
    expect(html).toContain('<h1>Winter</h1>');
    expect(html).toMatch(/^<!doctype html><html lang="de"><head><base href="http:\/\/127\.0\.0\.1:4173\/">/);
  });

  it('keeps a base the page already has, and copes without a <head>', () => {
    expect(frameDocument('<head><base href="/x/"></head>', '/')).toBe('<head><base href="/x/"></head>');
    expect(frameDocument('<p>Hallo</p>', '/')).toBe('<base href="/"><p>Hallo</p>');
  });

  it('tells a prerendered page from a page that is not', () => {
    expect(isPrerendered(PAGE)).toBe(true);
    expect(isPrerendered('<div id="root"><!--app-html--></div><script type="module" src="/src/entry-client.tsx"></script>')).toBe(false);
  });
});

const editions: EditionSummary[] = [
  { key: 'autumn', slug: 'herbstedition', name: 'Herbst-Edition 2025', state: 'closed', featured: false, sharedFields: [], fieldLabels: {} },
  { key: 'winter', slug: 'winteredition', name: 'Winter-Edition 2026', state: 'early-bird', featured: true, sharedFields: [], fieldLabels: {} },
];
const choose = (query: string) => chooseEditions(editions, new URLSearchParams(query));

describe('chooseEditions', () => {
  it('takes both editions and the width from the address', () => {
    const choice = choose('a=autumn&b=winter&breite=desktop');
    expect([choice.a.key, choice.b.key, choice.width, choice.unknownKeys]).toEqual(['autumn', 'winter', 'desktop', []]);
  });

  it('defaults to the current edition beside another one, at phone width', () => {
    const choice = choose('');
    expect([choice.a.key, choice.b.key, choice.width]).toEqual(['winter', 'autumn', 'handy']);
    expect(choose('b=winter').a.key).toBe('winter');
    expect(choose('a=autumn').b.key).toBe('winter');
  });

  it('names unknown keys and falls back to the defaults', () => {
    const choice = choose('a=sommer&b=autumn&breite=riesig');
    expect([choice.a.key, choice.b.key, choice.width, choice.unknownKeys]).toEqual(['winter', 'autumn', 'handy', ['sommer']]);
  });
});

/** A window as far as scrolling goes: position, viewport and page height, scroll events. */
class FakeWindow extends EventTarget {
  scrollY = 0;
  readonly innerHeight = 1000;
  readonly document: { documentElement: { scrollHeight: number } };
  moves = 0;
  constructor(pageHeight: number) {
    super();
    this.document = { documentElement: { scrollHeight: pageHeight } };
  }
  /** The browser clamps the position and reports a scroll event when it changes. */
  scrollTo({ top }: { top: number }) {
    const next = Math.max(0, Math.min(top, this.document.documentElement.scrollHeight - this.innerHeight));
    this.moves += 1;
    if (next !== this.scrollY) {
      this.scrollY = next;
      this.dispatchEvent(new Event('scroll'));
    }
  }
}

const asWindows = (...views: FakeWindow[]) => views as unknown as Window[];

describe('syncScroll', () => {
  it('keeps both pages at the same share of their height', () => {
    const a = new FakeWindow(11_000);
    const b = new FakeWindow(6_000);
    syncScroll(asWindows(a, b));
    a.scrollTo({ top: 5_000 });
    expect(b.scrollY).toBe(2_500);
    expect(scrollShare(b as unknown as Window)).toBe(0.5);
    b.scrollTo({ top: 5_000 });
    expect(a.scrollY).toBe(10_000);
  });

  it('does not bounce: the followed page’s own scroll event moves nothing back', () => {
    const a = new FakeWindow(11_000);
    const b = new FakeWindow(6_000);
    syncScroll(asWindows(a, b));
    a.scrollTo({ top: 3_333 });
    expect([a.moves, b.moves]).toEqual([1, 1]);
    expect(a.scrollY).toBe(3_333);
  });

  it('brings the other page along when one was scrolled before they were linked, and moves nothing when both were', () => {
    const a = new FakeWindow(11_000);
    const b = new FakeWindow(6_000);
    a.scrollTo({ top: 5_000 });
    syncScroll(asWindows(a, b));
    expect(b.scrollY).toBe(2_500);
    expect(a.scrollY).toBe(5_000);

    const c = new FakeWindow(11_000);
    const d = new FakeWindow(6_000);
    c.scrollTo({ top: 5_000 });
    d.scrollTo({ top: 1_000 });
    syncScroll(asWindows(c, d));
    expect([c.scrollY, d.scrollY]).toEqual([5_000, 1_000]);
  });

  it('stops following once removed', () => {
    const a = new FakeWindow(11_000);
    const b = new FakeWindow(6_000);
    const stop = syncScroll(asWindows(a, b));
    stop();
    a.scrollTo({ top: 5_000 });
    expect(b.scrollY).toBe(0);
  });
});
