import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFontMetrics } from '../scripts/lib/fontMetrics';
import { displayGlyphsFor, glyphsFor, WEB_FACES } from '../scripts/lib/fonts';
import { projectContent, projectRoot } from './helpers/content';

/** Self-hosted fonts in the built dist/: Latin subsets cut to the site's characters, preloaded, swapped, with matched fallbacks. */
const dist = path.join(projectRoot, 'dist');
const html = readFileSync(path.join(dist, `${projectContent().current.slug}/index.html`), 'utf8');
const fonts = readdirSync(path.join(dist, 'assets')).filter((file) => /\.woff2?$/.test(file));

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
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });

  it('keeps German letters, typographic marks and every character of the content in the subset', () => {
    const content = projectContent();
    const glyphs = glyphsFor(content);
    for (const character of 'ÄÖÜäöüß„“–…€\u00a0') expect(glyphs).toContain(character);
    content.site.brand = 'Café Ørsted';
    expect(glyphsFor(content)).toContain('é');
    expect(glyphsFor(content)).toContain('Ø');
  });

  it('cuts the heading face to letters, digits and heading marks, letters of the content included', () => {
    const content = projectContent();
    content.site.brand = 'Café Ørsted @ Föhr';
    const display = displayGlyphsFor(content);
    for (const character of 'AZaz09ÄÖÜäöüßéØ€„“–+!?:') expect(display).toContain(character);
    for (const character of '@§©→<>[]{}') expect(display).not.toContain(character);
  });

  it('preloads the body, bold and heading faces', () => {
    for (const face of WEB_FACES) {
      expect(html).toMatch(new RegExp(`<link rel="preload" href="/assets/${face.file}-[\\w-]+\\.woff2" as="font" type="font/woff2" crossorigin/>`));
    }
  });

  it('declares metric-matched fallbacks computed from the web fonts', () => {
    const sans = readFontMetrics(path.join(projectRoot, 'node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff'));
    expect(sans.unitsPerEm).toBe(1000);
    expect(html).toMatch(/@font-face\{font-family:'Source Sans 3 Fallback';src:local\('Arial'\)[^}]*size-adjust:\d+\.\d+%;ascent-override:\d+\.\d+%;descent-override:\d+\.\d+%;line-gap-override:\d+\.\d+%\}/);
    expect(html).toMatch(/@font-face\{font-family:'Merriweather Fallback';[^}]*font-weight:700;size-adjust/);
  });
});
