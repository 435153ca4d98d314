import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFallbackMetrics, readFontMetrics } from '../scripts/build/fontMetrics';
import { displayGlyphsFor, glyphsFor, LOCAL_FONTS, WEB_FACES } from '../scripts/build/fonts';
import { WEB_FONTS_ADDED_ATTRIBUTE } from '#kit/webFontsMark';
import { builtContent } from './helpers/builtSite';
import { projectRoot } from './helpers/content';

/** Self-hosted fonts in the built dist/ (the content as built for the tests' day sets its characters): Latin subsets cut to the site's characters, swapped, with matched fallbacks. */
const dist = path.join(projectRoot, 'dist');
const html = readFileSync(path.join(dist, `${builtContent().featured.slug}/index.html`), 'utf8');
const fonts = readdirSync(path.join(dist, 'assets')).filter((file) => /\.woff2?$/.test(file));
const withoutNames = ({ local: _names, ...metrics }: { local: string[] } & Record<string, unknown>) => metrics;

describe('fonts', () => {
  it('ships one subset WOFF2 per face, smaller than the Latin original, all with font-display: swap, and no third-party font host', () => {
    expect(fonts).toHaveLength(WEB_FACES.length);
    for (const face of WEB_FACES) {
      const file = fonts.find((name) => name.startsWith(`${face.file}-`) && name.endsWith('.woff2'));
      expect(file, face.file).toBeDefined();
      const original = statSync(path.join(projectRoot, 'node_modules/@fontsource', face.pkg, 'files', `${face.file}.woff2`)).size;
      expect(statSync(path.join(dist, 'assets', file!)).size).toBeLessThan(original * 0.8);
    }
    const faces = html.match(/@font-face\{font-family:'(Source Sans 3|Merriweather)'[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(WEB_FACES.length);
    for (const face of faces) expect(face).toContain('font-display:swap');
    expect(html).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
    // No style sheet the first paint waits for (a <noscript>'s content is text while JavaScript runs).
    expect(html.replace(/<noscript[\s\S]*?<\/noscript>/g, '')).not.toMatch(/<link rel="stylesheet"/);
  });

  it('keeps German letters, typographic marks and every character of the content in the subset', () => {
    const content = builtContent();
    const glyphs = glyphsFor(content);
    for (const character of 'ÄÖÜäöüß„“–…€\u00a0') expect(glyphs).toContain(character);
    content.site.brand = 'Café Ørsted';
    expect(glyphsFor(content)).toContain('é');
    expect(glyphsFor(content)).toContain('Ø');
  });

  it('cuts the heading face to letters, digits and heading marks, letters of the content included', () => {
    const content = builtContent();
    content.site.brand = 'Café Ørsted @ Föhr';
    const display = displayGlyphsFor(content);
    for (const character of 'AZaz09ÄÖÜäöüßéØ€„“–+!?:') expect(display).toContain(character);
    for (const character of '@§©→<>[]{}') expect(display).not.toContain(character);
  });

  it('preloads no face: the first paint waits for no font', () => {
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="font"/);
  });

  it('declares metric-matched fallbacks computed from the web fonts, for each weight', () => {
    const sans = readFontMetrics(path.join(projectRoot, 'node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff'));
    expect(sans.unitsPerEm).toBe(1000);
    const override = 'size-adjust:\\d+\\.\\d+%;ascent-override:\\d+\\.\\d+%;descent-override:\\d+\\.\\d+%;line-gap-override:\\d+\\.\\d+%\\}';
    for (const [family, local, weight] of [
      ['Source Sans 3 Fallback', 'Arial', 400],
      ['Source Sans 3 Fallback', 'Arial Bold', 700],
      ['Source Sans 3 Fallback DejaVu', 'DejaVu Sans', 400],
      ['Source Sans 3 Fallback DejaVu', 'DejaVu Sans Bold', 700],
      ['Merriweather Fallback', 'Times New Roman Bold', 700],
      ['Merriweather Fallback DejaVu', 'DejaVu Serif Bold', 700],
    ]) {
      expect(html).toMatch(new RegExp(`@font-face\\{font-family:'${family}';src:local\\('${local}'\\)[^;]*;font-weight:${weight};${override}`));
    }
  });

  // A fallback face no stack names is never used: where its local font is the one there (DejaVu on Linux), the
  // text was laid out in the unadjusted system font and moved when the web face came.
  it('names every declared fallback family in the font stacks, after its web family, which waits for the faces with JavaScript on', () => {
    const declared = new Set([...html.matchAll(/@font-face\{font-family:'([^']+ Fallback[^']*)'/g)].map(([, family]) => family));
    expect(declared.size).toBe(4);
    const stacksIn = (rule: RegExp) => {
      const block = rule.exec(html)?.[1];
      expect(block, String(rule)).toBeDefined();
      return [...block!.matchAll(/--font-[a-z]+:([^;}]+)/g)].map(([, stack]) => stack.split(',').map((name) => name.trim()));
    };
    const full = stacksIn(/:root\{([^}]*--font-[^}]*)\}/);
    const beforeFaces = stacksIn(new RegExp(`html\\[data-js\\]:not\\(\\[${WEB_FONTS_ADDED_ATTRIBUTE}\\]\\)\\{([^}]*)\\}`));
    expect(full).toHaveLength(2);
    for (const family of declared) {
      const web = family.replace(/ Fallback.*$/, '');
      const stack = full.find((names) => names.includes(`'${family}'`));
      expect(stack, family).toBeDefined();
      expect(stack!.indexOf(`'${web}'`), family).toBe(0);
      // Until the start-up has added the faces: the same stack without the web family.
      expect(beforeFaces).toContainEqual(stack!.slice(1));
    }
  });

  it('knows the DejaVu faces as Debian installs them', () => {
    const dejaVu = '/usr/share/fonts/truetype/dejavu';
    expect(readFallbackMetrics(`${dejaVu}/DejaVuSans.ttf`)).toEqual(withoutNames(LOCAL_FONTS.dejaVuSans));
    expect(readFallbackMetrics(`${dejaVu}/DejaVuSans-Bold.ttf`)).toEqual(withoutNames(LOCAL_FONTS.dejaVuSansBold));
    expect(readFallbackMetrics(`${dejaVu}/DejaVuSerif-Bold.ttf`)).toEqual(withoutNames(LOCAL_FONTS.dejaVuSerifBold));
  });

  it('knows Arial and Times New Roman by their metric twins, Liberation, as Debian installs them, each weight its own', () => {
    const liberation = '/usr/share/fonts/truetype/liberation2';
    expect(readFallbackMetrics(`${liberation}/LiberationSans-Regular.ttf`)).toEqual(withoutNames(LOCAL_FONTS.arial));
    expect(readFallbackMetrics(`${liberation}/LiberationSans-Bold.ttf`)).toEqual(withoutNames(LOCAL_FONTS.arialBold));
    expect(readFallbackMetrics(`${liberation}/LiberationSerif-Bold.ttf`)).toEqual(withoutNames(LOCAL_FONTS.timesNewRomanBold));
  });
});
