import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { fetchedContent, DATA_PATH } from '../engine/contentSource';
import { createRoutes } from '../engine/routes';
import type { RouteManifest } from '../engine/types';
import { App } from './App';
import { PAGE_DATA_ELEMENT_ID, type PageData } from './pageData';

/** Hydrates a prerendered page, or renders the dev server's bare shell. Loaded by entry-client.tsx. */
const container = document.getElementById('root')!;
const pageDataElement = document.getElementById(PAGE_DATA_ELEMENT_ID);

if (pageDataElement) {
  // A prerendered page: hydrate with the data it was rendered with.
  const pageData = JSON.parse(pageDataElement.textContent ?? '{}') as PageData;
  const router = createBrowserRouter(createRoutes(pageData.routes.editionSlugs, fetchedContent), {
    hydrationData: pageData.hydration,
  });
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking a
  // slow phone's main thread in one long task; the page is already visible and its links work.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  });
} else {
  // The dev server serves a bare shell: render on the client from the live content files.
  // No top-level await: it turns off the bundler's chunk merging, and the code shared with a lazily
  // loaded chunk (the QA comparison) would move out of this chunk into one more file for every page.
  void fetch(`${DATA_PATH}/routes.json`)
    .then((response) => response.json() as Promise<RouteManifest>)
    .then((manifest) => {
      const router = createBrowserRouter(createRoutes(manifest.editionSlugs, fetchedContent));
      createRoot(container).render(
        <StrictMode>
          <App>
            <RouterProvider router={router} />
          </App>
        </StrictMode>,
      );
    });
}
