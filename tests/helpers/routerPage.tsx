import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ContentSource } from '../../engine/contentSource';
import type { Content } from '../../engine/load';
import { toEditionData, toHomeData, toRouteManifest } from '../../engine/publicData';
import { createRoutes } from '../../engine/routes';
import { App } from '../../src/App';

/** The content held in memory, as the build's prerender uses it. */
export function memorySource(content: Content): ContentSource {
  const { $schema: _schema, ...site } = content.site;
  return {
    site: () => site,
    home: () => toHomeData(content),
    edition: (slug) => {
      const edition = content.editions.find((candidate) => candidate.slug === slug);
      if (!edition) throw new Response(null, { status: 404 });
      return toEditionData(edition);
    },
  };
}

/** Renders the whole app at a path in memory, with the real route generator. */
export function renderApp(content: Content, path: string, source: ContentSource = memorySource(content)) {
  const router = createMemoryRouter(createRoutes(toRouteManifest(content).editionSlugs, source), { initialEntries: [path] });
  const view = render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
  return { router, ...view };
}
