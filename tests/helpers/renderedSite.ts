import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderDocument } from '#scripts/build/renderDocument';
import { loadContent } from '#src/content/loadContent';
import { toEditionData, toHomeData, toSiteData } from '#src/content/publicData';
import * as serverEntry from '#src/entry-server';
import { editionPageProblems, homePageProblems } from './builtSite';
import { projectRoot } from './content';

/**
 * A site's pages for a day as the build renders them, in the test's process: the build's content check (`loadContent`,
 * production), then its render path (scripts/build/renderDocument.ts with the server entry), without Vite. The
 * problems are those the built-site tests find in dist/ (tests/helpers/builtSite.ts), for each edition page and the
 * home page.
 */
const template = readFileSync(path.join(projectRoot, 'index.html'), 'utf8');

/** The HTML of `route` as the build renders it for the content's day. */
export async function renderedPage(content: ReturnType<typeof loadContent>, route: string): Promise<{ html: string; status: number }> {
  const ogImages = new Map(content.editions.map((edition) => [edition.slug, `/assets/og/${edition.slug}.png`]));
  return renderDocument(serverEntry, content, route, { template, fontTags: '', ogImages });
}

/** The content of `dir` on `day` and every problem of its edition pages and home page. */
export async function renderedSiteProblems(dir: string, publicDir: string, day: string) {
  const content = loadContent({ dir, publicDir, today: day, production: true });
  const site = toSiteData(content.site, day);
  const problems: string[] = [];
  for (const route of ['/', ...content.editions.map((edition) => `/${edition.slug}`)]) {
    const { html, status } = await renderedPage(content, route);
    if (status !== 200) problems.push(`${route}: Status ${status}`);
    const edition = content.editions.find((candidate) => `/${candidate.slug}` === route);
    problems.push(
      ...(edition
        ? editionPageProblems({ site, dist: '' }, { slug: edition.slug, data: toEditionData(edition) }, html)
        : homePageProblems({ site, dist: '', home: toHomeData(content) }, html)),
    );
  }
  return { content, problems };
}
