import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedEdition } from '../src/content/loadContent';
import { glyphsFor } from '../scripts/build/fonts';
import { heroTitle, loadFaces, panelSvg, titleLayout } from '../scripts/build/socialImages';
import { projectContent, projectRoot } from './helpers/content';

/** Link-preview images: text drawn as outlines in the site's faces, kept inside the text panel, titles whole. */
// Every edition the build draws an image for, and titles made to need each smaller size.
const content = projectContent();
let faces: Awaited<ReturnType<typeof loadFaces>>;

/** Titles that need each smaller size, and one too long even for the smallest. */
const FIXTURES: Array<[number, string]> = [
  [40, '11-Wochen-Gewichtscoaching 40+: Mit Ruhe und Plan durch den Winter'],
  [36, '11-Wochen-Gewichtscoaching 40+: Mit Ruhe, Plan und Freude durch den Winter'],
  [32, '11-Wochen-Gewichtscoaching 40+: Mit Ruhe, Plan und Gemeinschaft durch den Winter'],
  [32, '11-Wochen-Gewichtscoaching 40+: Mit Ruhe, festem Plan und einer starken Gemeinschaft gut durch den langen, dunklen Winter'],
];

function withTitle(title: string): LoadedEdition {
  const edition = content.editions[0];
  return { ...edition, sections: edition.sections.map((section) => (section.type === 'hero' ? { ...section, title } : section)) } as LoadedEdition;
}

const editions: Array<[string, LoadedEdition]> = [
  ...content.editions.map((edition) => [edition.key, edition] as [string, LoadedEdition]),
  ...FIXTURES.map(([size, title]) => [`${size} px: ${title}`, withTitle(title)] as [string, LoadedEdition]),
];

beforeAll(async () => {
  faces = await loadFaces(projectRoot, `${glyphsFor(content)}${FIXTURES.map(([, title]) => title).join('')}…`);
});

/** Columns of the panel in which some pixel of the band is title-dark (#1F2A2E on #F6EFE3). */
function inkExtent(pixels: Buffer, width: number, top: number, bottom: number): { left: number; right: number } | undefined {
  let left = Infinity;
  let right = -Infinity;
  for (let y = Math.max(0, Math.floor(top)); y < Math.ceil(bottom); y += 1) {
    for (let x = 0; x < 600; x += 1) {
      const at = (y * width + x) * 3;
      if (pixels[at] < 128 && pixels[at + 1] < 128 && pixels[at + 2] < 128) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return Number.isFinite(left) ? { left, right: right + 1 } : undefined;
}

describe('link-preview image', () => {
  it('keeps a long line outside the sale window inside the panel: „Anmeldung ab 1. Dezember 2026“', () => {
    const early = projectContent('2020-01-01').editions[0];
    const upcoming = { ...early, offer: { ...early.offer, validFrom: '2026-12-01' } } as LoadedEdition;
    expect(upcoming.sales.state).toBe('upcoming');
    const svg = panelSvg(faces, content.site.brand, upcoming);
    for (const outline of [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"/g)].map((match) => match[1])) {
      const xs = [...outline.matchAll(/[MLQCZ]?(-?[\d.]+) (-?[\d.]+)/g)].map((pair) => Number(pair[1]));
      expect(Math.max(...xs)).toBeLessThanOrEqual(600 - 60 + 1);
    }
  });

  it.each(content.editions.map((edition) => [edition.key, edition] as const))('%s: text as outlines, within the 600 px panel', (_key, edition) => {
    const svg = panelSvg(faces, content.site.brand, edition);
    // No <text>: the image looks the same wherever it is built, with or without fonts installed.
    expect(svg).not.toContain('<text');
    const outlines = [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"/g)].map((match) => match[1]);
    expect(outlines.length).toBeGreaterThanOrEqual(5);
    for (const outline of outlines) {
      const xs = [...outline.matchAll(/[MLQCZ]?(-?[\d.]+) (-?[\d.]+)/g)].map((pair) => Number(pair[1]));
      expect(Math.max(...xs)).toBeLessThanOrEqual(600 - 60 + 1);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(60 - 1);
    }
  });

  it.each(FIXTURES)('the fixture needs %i px', (size, title) => {
    expect(titleLayout(faces, title).size).toBe(size);
  });

  it.each(editions)('%s: path data has only plain numbers', (_name, edition) => {
    const svg = panelSvg(faces, content.site.brand, edition);
    for (const [, d] of svg.matchAll(/ d="([^"]+)"/g)) expect(d).toMatch(/^(?:[MLQCZ](?:-?\d+(?:\.\d)?(?: -?\d+(?:\.\d)?)*)?)+$/);
  });

  it.each(editions)('%s: every title line is drawn as wide as it measures', async (_name, edition) => {
    const { size, lines, baselines } = titleLayout(faces, heroTitle(edition));
    const { data, info } = await sharp(Buffer.from(panelSvg(faces, content.site.brand, edition)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    lines.forEach((line, index) => {
      const drawn = inkExtent(data, info.width, baselines[index] - size * 0.95, baselines[index] + size * 0.3);
      const outline = faces.heading.getPath(line, 60, baselines[index], size).getBoundingBox();
      const measured = faces.heading.getAdvanceWidth(line, size);
      expect(drawn, line).toBeDefined();
      // The ink spans the whole outline (a cut-off path stops short by whole letters) …
      expect(Math.abs(drawn!.left - outline.x1), `${line}: links`).toBeLessThanOrEqual(2);
      expect(Math.abs(drawn!.right - outline.x2), `${line}: rechts`).toBeLessThanOrEqual(2);
      // … and the outline is the measured line, give or take the side bearings of its first and last letter.
      expect(Math.abs(outline.x2 - outline.x1 - measured), line).toBeLessThanOrEqual(size * 0.15);
      expect(drawn!.right).toBeLessThanOrEqual(600 - 60 + 1);
    });
  });

  it('ends a title too long for four lines with an ellipsis instead of dropping words silently', () => {
    const { lines } = titleLayout(faces, FIXTURES[3][1]);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toMatch(/ …$/);
    expect(faces.heading.getAdvanceWidth(lines[3], 32)).toBeLessThanOrEqual(480);
  });
});
