import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from '#engine/errors';
import type { Content } from '#src/content/loadContent';
import { viteBase } from '#vite-base';
import { fontFiles } from '../build/fonts';
import { pageBudgetWarning, shippedBytes, type PageOfEdition } from '../build/pageBudget';
import { contentShowing, variantEditionsOf } from '#src/content/variants';
import { documentTemplate, renderDocument, type ServerEntry } from '../build/renderDocument';
import { socialImageFiles } from '../build/socialImages';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Each edition page's bytes as the build ships them (gzip as the host sends it), for `npm run editions:check`:
 * rendered through the build's renderer (scripts/build/renderDocument.ts) with the server entry loaded
 * through Vite, as the dev server does. The one difference from the built page is the name of the
 * start-up script in its <head> (Vite's source path instead of the built file's), a few bytes.
 */
export async function editionPageWeights(contentRoot: string, content: Content): Promise<Array<PageOfEdition & { bytes: number }>> {
  // The page's code (src/, index.html, fonts) is this project's; the content may be a copy elsewhere.
  const root = projectRoot;
  const [{ createServer }, base] = await Promise.all([import('vite'), viteBase()]);
  const server = await createServer({
    ...base,
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
    const template = documentTemplate(readFileSync(path.join(root, 'index.html'), 'utf8'), readFileSync(path.join(root, 'public/images/favicon.svg'), 'utf8'));
    const [fonts, images] = await Promise.all([fontFiles(root, content), socialImageFiles(root, content, path.join(contentRoot, 'public'))]);
    const parts = { template, fontTags: fonts.tags, ogImages: new Map([...images].map(([slug, { address }]) => [slug, address])) };
    const weights = [];
    for (const edition of content.editions) {
      const { html } = await renderDocument(entry, content, `/${edition.slug}`, parts);
      weights.push({ file: edition.file, slug: edition.slug, bytes: await shippedBytes(html) });
    }
    // Each A/B variant's page too: its copy may be the longer one.
    for (const page of variantEditionsOf(content)) {
      const { html } = await renderDocument(entry, contentShowing(content, page), `/${page.slug}`, parts);
      weights.push({ file: page.file, slug: page.slug, variant: page.variant, bytes: await shippedBytes(html) });
    }
    return weights;
  } finally {
    await server.close();
  }
}

/** The warnings for the editions whose pages outgrow the first flight (scripts/build/pageBudget.ts). */
export async function editionPageWarnings(contentRoot: string, content: Content): Promise<ContentProblem[]> {
  const weights = await editionPageWeights(contentRoot, content);
  return weights.map((weight) => pageBudgetWarning(weight, weight.bytes)).filter((warning) => warning !== undefined);
}
