import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Content } from '#src/content/loadContent';
import { fontFiles } from './fonts';
import { renderDocument, type DocumentKind, type RenderedDocument, type ServerEntry } from './renderDocument';
import { socialImageFiles } from './socialImages';

/**
 * Renders documents on a server that answers requests (the dev server, the studio's preview, preview links)
 * through the one render path (renderDocument.ts), and answers the files those documents name under /assets/
 * (fonts, link-preview images, the icons of a page's later blocks). Fonts and link-preview images are made by the
 * build's own functions, once per content, and kept in memory, so a page names the same addresses as the build for
 * the same day; a page's icon files come with the page.
 */

/** Where the server entry and the page template come from: Vite's dev server, or the bundles the build made. */
export interface RenderSource {
  entry: () => Promise<ServerEntry>;
  /** index.html as Vite turned it out for `route` (renderDocument.ts, DocumentParts.template). */
  template: (route: string) => Promise<string>;
}

export interface DocumentRenderer {
  render: (content: Content, route: string, kind?: DocumentKind) => Promise<RenderedDocument>;
  /** Answers an /assets/ address a rendered page named; false for any other. */
  answerAsset: (pathname: string, response: ServerResponse) => boolean;
}

/** The content types of the files named above. */
const ASSET_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
  '.css': 'text/css; charset=utf-8',
};

const keyOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export function createDocumentRenderer(root: string, source: RenderSource): DocumentRenderer {
  const made = new Map<string, Promise<unknown>>();
  const files = new Map<string, Buffer>();
  /** Made once per input: the same content gives the same files. */
  function once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let result = made.get(key) as Promise<T> | undefined;
    if (!result) {
      result = make();
      made.set(key, result);
      result.catch(() => made.delete(key));
    }
    return result;
  }
  const fontsOf = (content: Content) =>
    once(`fonts ${keyOf([content.site, content.editions])}`, async () => {
      const fonts = await fontFiles(root, content);
      for (const [address, bytes] of fonts.files) files.set(address, bytes);
      return fonts.tags;
    });
  // Only the site's pages name link-preview images: drawing them takes a moment, an unlisted page waits for none.
  const ogImagesOf = (content: Content, kind: DocumentKind) =>
    kind === 'unlisted'
      ? Promise.resolve(new Map<string, string>())
      : once(`og ${keyOf([content.site, content.editions])}`, async () => {
          const images = await socialImageFiles(root, content);
          for (const { address, png } of images.values()) files.set(address, png);
          return new Map([...images].map(([slug, { address }]) => [slug, address]));
        });

  return {
    async render(content, route, kind = 'site') {
      const [entry, template, fontTags, ogImages] = await Promise.all([source.entry(), source.template(route), fontsOf(content), ogImagesOf(content, kind)]);
      const rendered = await renderDocument(entry, content, route, { template, fontTags, ogImages }, kind);
      for (const [address, text] of rendered.files) files.set(address, Buffer.from(text));
      return rendered;
    },
    answerAsset(pathname, response) {
      const file = files.get(pathname);
      if (!file) return false;
      response.setHeader('Content-Type', ASSET_TYPES[path.extname(pathname)] ?? 'application/octet-stream');
      response.end(file);
      return true;
    },
  };
}
