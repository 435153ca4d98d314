import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { ContentSource } from './contentSource';
import { createRoutes } from './routes';
import type { RouteManifest } from './content/pageData';
import { App } from './App';

export interface RenderedPage {
  status: number;
  /** The app's markup, head tags (title, meta, canonical) still at its start. */
  html: string;
  /** The collected styled-components <style> tags. */
  styles: string;
}

/** Renders one path to HTML with the content already validated and in memory. */
export async function renderPage(path: string, routes: RouteManifest, content: ContentSource, origin: string): Promise<RenderedPage> {
  const handler = createStaticHandler(createRoutes(routes.editionSlugs, content));
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`Unerwartete Weiterleitung beim Vorrendern von ${path}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <App>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>,
      ),
    );
    return {
      status: context.statusCode,
      html,
      styles: sheet.getStyleTags(),
    };
  } finally {
    sheet.seal();
  }
}
