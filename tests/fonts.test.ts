import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFontMetrics } from '../scripts/lib/fontMetrics';
import { projectRoot } from './helpers/content';

/** Self-hosted fonts in the built dist/: Latin only, preloaded, swapped, with matched fallbacks. */
const dist = path.join(projectRoot, 'dist');
const html = readFileSync(path.join(dist, 'winteredition/index.html'), 'utf8');
const css = readdirSync(path.join(dist, 'assets'))
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(path.join(dist, 'assets', file), 'utf8'))
  .join('');

describe('fonts', () => {
  it('ships only Latin subsets, all with font-display: swap, and no third-party font host', () => {
    const fonts = readdirSync(path.join(dist, 'assets')).filter((file) => /\.woff2?$/.test(file));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/-latin-\d{3}-normal-/);
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    for (const face of faces) expect(face).toContain('font-display:swap');
    expect(html + css).not.toMatch(/fonts\.(googleapis|gstatic)\.com/);
  });

  it('preloads the body and heading faces', () => {
    expect(html).toMatch(/<link rel="preload" href="\/assets\/source-sans-3-latin-400-normal-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin\/>/);
    expect(html).toMatch(/<link rel="preload" href="\/assets\/merriweather-latin-700-normal-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin\/>/);
  });

  it('declares metric-matched fallbacks computed from the web fonts', () => {
    const sans = readFontMetrics(path.join(projectRoot, 'node_modules/@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff'));
    expect(sans.unitsPerEm).toBe(1000);
    expect(html).toMatch(/@font-face\{font-family:'Source Sans 3 Fallback';src:local\('Arial'\)[^}]*size-adjust:\d+\.\d+%;ascent-override:\d+\.\d+%;descent-override:\d+\.\d+%;line-gap-override:\d+\.\d+%\}/);
    expect(html).toMatch(/@font-face\{font-family:'Merriweather Fallback';[^}]*font-weight:700;size-adjust/);
  });
});
