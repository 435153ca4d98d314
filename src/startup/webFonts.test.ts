// @vitest-environment jsdom
import { WEB_FONTS_ADDED_ATTRIBUTE } from '#kit/webFontsMark';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fontFaceRule, readFontFaceRules } from './fontFaceRules';
import { startWebFonts } from './webFonts';

/** A stand-in for the browser's FontFace (jsdom has none): load() settles when the test says so. */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  status: 'unloaded' | 'loaded' | 'error' = 'unloaded';
  private settle!: (ok: boolean) => void;
  private readonly loading = new Promise<boolean>((resolve) => {
    this.settle = resolve;
  });

  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this);
  }

  load() {
    return this.loading.then((ok) => {
      this.status = ok ? 'loaded' : 'error';
      if (!ok) throw new Error('NetworkError');
      return this;
    });
  }

  arrive(ok = true) {
    this.settle(ok);
  }
}

const rules = [
  { family: 'Source Sans 3', weight: 400, href: '/assets/a.woff2' },
  { family: 'Source Sans 3', weight: 700, href: '/assets/b.woff2' },
  { family: 'Merriweather', weight: 700, href: '/assets/c.woff2' },
].map(fontFaceRule);

function pageWithFonts() {
  const doc = document.implementation.createHTMLDocument();
  // With scripting on, a <noscript>'s content is its text.
  const holder = doc.createElement('noscript');
  holder.setAttribute('data-web-fonts', '');
  holder.textContent = `<style>${rules.join('')}</style>`;
  doc.head.append(holder);
  const added: FakeFontFace[] = [];
  Object.defineProperty(doc, 'fonts', { value: { add: (face: FakeFontFace) => added.push(face) } });
  return { doc, added };
}

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('startWebFonts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeFontFace.made = [];
  });

  it('loads every face of the <noscript> rules and adds them to the page together, once the last has arrived', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const { doc, added } = pageWithFonts();
    const started = startWebFonts(doc);
    expect(FakeFontFace.made.map((face) => [face.family, face.source, face.descriptors])).toEqual([
      ['Source Sans 3', 'url(/assets/a.woff2)', { weight: '400', display: 'swap' }],
      ['Source Sans 3', 'url(/assets/b.woff2)', { weight: '700', display: 'swap' }],
      ['Merriweather', 'url(/assets/c.woff2)', { weight: '700', display: 'swap' }],
    ]);
    // No style sheet: the page is not laid out again for rules whose faces are still on their way.
    expect(doc.querySelectorAll('style')).toHaveLength(0);
    FakeFontFace.made[0].arrive();
    FakeFontFace.made[2].arrive();
    await settle();
    expect(added).toEqual([]);
    expect(doc.documentElement.hasAttribute(WEB_FONTS_ADDED_ATTRIBUTE)).toBe(false);
    FakeFontFace.made[1].arrive();
    await started;
    expect(added).toEqual(FakeFontFace.made);
    // Only now do the font stacks name the web families (kit/fontStacks.ts).
    expect(doc.documentElement.hasAttribute(WEB_FONTS_ADDED_ATTRIBUTE)).toBe(true);
  });

  it('leaves out a face that does not load (blocked, offline): its text stays in the fallback', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const { doc, added } = pageWithFonts();
    const started = startWebFonts(doc);
    FakeFontFace.made[0].arrive();
    FakeFontFace.made[1].arrive(false);
    FakeFontFace.made[2].arrive();
    await started;
    expect(added).toEqual([FakeFontFace.made[0], FakeFontFace.made[2]]);
  });

  it('leaves the stacks on the fallbacks when no face loads', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const { doc, added } = pageWithFonts();
    const started = startWebFonts(doc);
    for (const face of FakeFontFace.made) face.arrive(false);
    await started;
    expect(added).toEqual([]);
    expect(doc.documentElement.hasAttribute(WEB_FONTS_ADDED_ATTRIBUTE)).toBe(false);
  });

  it('does nothing on a page without them (the dev server’s shell)', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const doc = document.implementation.createHTMLDocument();
    await startWebFonts(doc);
    expect(FakeFontFace.made).toEqual([]);
    expect(doc.head.innerHTML).toBe('');
  });
});

describe('font-face rules', () => {
  it('reads back the faces the build writes, and nothing else', () => {
    const face = { family: 'Source Sans 3', weight: 700, href: '/assets/source-sans-3-latin-700-normal-Ab_-12.woff2' };
    expect(readFontFaceRules(`<style>${fontFaceRule(face)}@font-face{font-family:'X';src:local('X')}</style>`)).toEqual([face]);
  });
});
