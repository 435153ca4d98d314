import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ContentProblem } from '#engine/errors';
import type { Content } from '#src/content/loadContent';
import { fontFiles } from '../build/fonts';
import { pageBudgetWarning, shippedBytes, type PageOfEdition } from '../build/pageBudget';
import { renderDocument, type ServerEntry } from '../build/renderDocument';
import { siteBundles } from '../build/siteBundles';
import { contentShowing, variantEditionsOf } from '#src/content/variants';
import { socialImageFiles } from '../build/socialImages';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Each edition page's bytes as the build ships them (brotli, as the host sends it), for `npm run editions:check`:
 * rendered as the build renders it, by the build's renderer (scripts/build/renderDocument.ts) with the build's
 * bundles (scripts/build/siteBundles.ts, from the bundle cache after any build of the same code).
 */
export async function editionPageWeights(contentRoot: string, content: Content): Promise<Array<PageOfEdition & { bytes: number }>> {
  // The page's code (src/, index.html, fonts) is this project's; the content may be a copy elsewhere.
  const root = projectRoot;
  // Inside the project: the renderer imports React and the rest from the project's node_modules.
  await mkdir(path.join(root, '.build'), { recursive: true });
  const workDir = await mkdtemp(path.join(root, '.build', 'seitengewicht-'));
  const bundles = { client: path.join(workDir, 'client'), manifest: path.join(workDir, 'manifest.json'), server: path.join(workDir, 'server') };
  try {
    await siteBundles(root, 'production', bundles);
    const entry = (await import(pathToFileURL(path.join(bundles.server, 'entry-server.js')).href)) as ServerEntry;
    const template = await readFile(path.join(bundles.client, 'index.html'), 'utf8');
    const [fonts, images] = await Promise.all([fontFiles(root, content), socialImageFiles(root, content, path.join(contentRoot, 'public'))]);
    const parts = { template, fontTags: fonts.tags, ogImages: new Map([...images].map(([slug, { address }]) => [slug, address])) };
    const weights = [];
    for (const edition of content.editions) {
      const { html } = await renderDocument(entry, content, `/${edition.slug}`, parts);
      weights.push({ file: edition.file, slug: edition.slug, bytes: await shippedBytes(html, root) });
    }
    // Each A/B variant's page too: its copy may be the longer one.
    for (const page of variantEditionsOf(content)) {
      const { html } = await renderDocument(entry, contentShowing(content, page), `/${page.slug}`, parts);
      weights.push({ file: page.file, slug: page.slug, variant: page.variant, bytes: await shippedBytes(html, root) });
    }
    return weights;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The warnings for the editions whose pages outgrow the first flight (scripts/build/pageBudget.ts). */
export async function editionPageWarnings(contentRoot: string, content: Content): Promise<ContentProblem[]> {
  const weights = await editionPageWeights(contentRoot, content);
  return weights.map((weight) => pageBudgetWarning(weight, weight.bytes)).filter((warning) => warning !== undefined);
}
