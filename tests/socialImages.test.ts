import { describe, expect, it } from 'vitest';
import { glyphsFor } from '../scripts/lib/fonts';
import { loadFaces, panelSvg } from '../scripts/lib/socialImages';
import { fixtureContent, projectContent, projectRoot } from './helpers/content';

/**
 * Link-preview images: text drawn as outlines in the site's faces, kept inside the text panel, for the
 * fixtures and for every edition the build will draw one for.
 */
const fixtures = fixtureContent();
const project = projectContent();
const cases = [...fixtures.editions.map((edition) => [edition.key, fixtures, edition] as const), ...project.editions.map((edition) => [edition.key, project, edition] as const)];

describe('link-preview image', () => {
  it.each(cases)('%s: text as outlines, within the 600 px panel', async (_key, content, edition) => {
    const svg = panelSvg(await loadFaces(projectRoot, glyphsFor(content)), content.site.brand, edition);
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
});
