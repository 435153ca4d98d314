import type { Content } from '#src/content/loadContent';
import type { RouteManifest } from '#src/content/pageData';
import type { ContentSource } from '#src/contentSource';
import { memorySource } from '#src/content/memorySource';
import { toRouteManifest } from '#src/content/publicData';
import type { RenderedPage } from '#src/entry-server';
import { composeHtml, NOINDEX } from './composeHtml';
import { compactPage } from './compact/compactPage';
import { headExtras } from './headExtras';

/**
 * The one render path: every page anyone sees (the build's files, the dev server's pages, QA's frames, the
 * studio's preview) is made here, from the content for a day, through the server entry (src/entry-server.tsx)
 * into the template Vite made of index.html. The build bundles the entry and writes the result; the dev
 * server loads the entry through Vite and answers with it (scripts/dev/devPages.ts), as Astro does.
 */

/** The server entry: as the build bundled it, or as the dev server loads it (ssrLoadModule). */
export interface ServerEntry {
  renderPage: (route: string, routes: RouteManifest, content: ContentSource, origin: string) => Promise<RenderedPage>;
}

/** What every page of one content shares. */
export interface DocumentParts {
  /**
   * index.html as Vite turned it out (built, or transformed by the dev server). Its icons stay linked: the page's
   * loader holds them back until the first paint (src/startup/loaderScript.ts), so none is fetched while it paints.
   */
  template: string;
  /** The font tags for <head> (scripts/build/fonts.ts, fontFiles). */
  fontTags: string;
  /** Each edition's link-preview image address by slug (scripts/build/socialImages.ts). */
  ogImages: ReadonlyMap<string, string>;
}

/**
 * Which page: one of the site's (`site`, with link previews and structured data for the indexable ones), or
 * one only QA and the studio show (`unlisted`: QA's „Stand am Tag“, the studio's preview of a draft), kept out
 * of search results and without link previews (the studio shows the link preview on its own tab).
 */
export type DocumentKind = 'site' | 'unlisted';

/**
 * One route as a complete HTML document, the status the router gave it (404 for an unknown path), and the files
 * under /assets/ it names that only it makes (its later blocks' icons, compact/laterIcons.ts), by their address.
 */
export interface RenderedDocument {
  status: number;
  html: string;
  files: ReadonlyMap<string, string>;
}

/** One route as a complete document (RenderedDocument). */
export async function renderDocument(
  server: ServerEntry,
  content: Content,
  route: string,
  parts: DocumentParts,
  kind: DocumentKind = 'site',
): Promise<RenderedDocument> {
  const rendered = await server.renderPage(route, toRouteManifest(content), memorySource(content), content.site.origin);
  const head = kind === 'unlisted' ? NOINDEX : headExtras({ route }, content, parts.ogImages);
  // Written compactly (compact/compactPage.ts), so every indexable page arrives in a connection's first round trip.
  const { html, files } = compactPage(composeHtml(parts.template, rendered, parts.fontTags + head));
  return { status: rendered.status, html, files };
}
