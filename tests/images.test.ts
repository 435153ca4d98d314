import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editionImages } from '../src/content/images';
import { builtContent } from './helpers/builtSite';
import { projectRoot } from './helpers/content';

/** Responsive images in the built pages: AVIF and WebP variants that exist, sizes, loading priority. */
const dist = path.join(projectRoot, 'dist');
const content = builtContent();

function pictures(file: string) {
  const html = readFileSync(path.join(dist, file), 'utf8');
  return [...html.matchAll(/<picture>(.*?)<\/picture>/gs)].map((match) => match[1]);
}

describe('responsive images', () => {
  it.each(content.editions.map((edition) => [`${edition.slug}/index.html`, edition] as const))(
    '%s offers AVIF and WebP at several widths, all built',
    (file, edition) => {
      const found = pictures(file);
      expect(found.length).toBe(editionImages(edition).length);
      for (const picture of found) {
        for (const type of ['image/avif', 'image/webp']) {
          const srcset = new RegExp(`<source type="${type}" srcSet="([^"]+)"`).exec(picture)?.[1];
          expect(srcset, type).toBeTruthy();
          const candidates = srcset!.split(', ');
          expect(candidates.length).toBeGreaterThanOrEqual(2);
          for (const candidate of candidates) expect(existsSync(path.join(dist, candidate.split(' ')[0])), candidate).toBe(true);
        }
        expect(picture).toMatch(/<img [^>]*width="\d+" height="\d+"/);
      }
    },
  );

  it.each(content.editions.map((edition) => edition.slug))(
    '/%s loads the hero cover at once, after what the headline needs (low priority), and everything else lazily',
    (slug) => {
      const [cover, ...others] = pictures(`${slug}/index.html`);
      expect(cover).toContain('fetchPriority="low"');
      expect(cover).not.toContain('loading="lazy"');
      for (const picture of others) {
        expect(picture).toContain('loading="lazy"');
        expect(picture).not.toContain('fetchPriority');
      }
    },
  );

  it.each(['index.html', ...content.editions.map((edition) => `${edition.slug}/index.html`)])(
    "%s draws the header's brand mark inline, so the first screen requests no image for it",
    (file) => {
      const html = readFileSync(path.join(dist, file), 'utf8');
      const brand = /<a aria-label="[^"]*zur Startseite"[^>]*>(.*?)<\/a>/s.exec(html)?.[1];
      expect(brand).toMatch(/^<svg [^>]*viewBox="0 0 64 64"[^>]*aria-hidden="true"/);
      expect(html).not.toContain('<img src="/images/favicon.svg"');
    },
  );
});
