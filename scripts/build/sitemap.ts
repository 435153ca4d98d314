import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '#src/content/loadContent';
import type { OutputStep } from './buildContext';

/** Indexable pages only: home and the editions. /danke, 404 and QA pages are noindex and left out. */
export function indexablePaths(content: Content): string[] {
  return ['/', ...content.editions.map((edition) => `/${edition.slug}`)];
}

export function sitemapXml(content: Content): string {
  const urls = indexablePaths(content).map((route) => `  <url><loc>${content.site.origin}${route}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Nothing is disallowed: /danke and the QA page keep out of search results by their `noindex`, which
 * a crawler only reads when robots.txt lets it fetch the page (a disallowed URL can still be listed).
 */
export function robotsTxt(content: Content): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${content.site.origin}/sitemap.xml\n`;
}

export const writeSitemap: OutputStep = async ({ content, stagingDir }) => {
  await writeFile(path.join(stagingDir, 'sitemap.xml'), sitemapXml(content));
  await writeFile(path.join(stagingDir, 'robots.txt'), robotsTxt(content));
};
