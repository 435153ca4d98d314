import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { ContentSource } from '#src/contentSource';
import type { Content } from '#src/content/loadContent';
import { memorySource } from '#src/content/memorySource';
import { toRouteManifest } from '#src/content/publicData';

export { memorySource };
import { createRoutes } from '#src/routes';
import { App } from '#src/App';

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
