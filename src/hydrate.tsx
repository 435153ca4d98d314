import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { fetchedContent, DATA_PATH } from './contentSource';
import { createRoutes } from './routes';
import type { RouteManifest } from './content/pageData';
import { App } from './App';

/**
 * Hydrates a page that is an app (the QA comparison), in a build and on the dev server alike: both
 * prerender it (scripts/build/renderDocument.ts). Loaded by entry-client.tsx once the page has painted. A page
 * carries no copy of its data: the router's loaders fetch the same static JSON the page was rendered
 * from (the browser has it cached for client-side navigation anyway), which keeps every page's HTML small.
 */
const container = document.getElementById('root')!;

const whenLoaded = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

async function start() {
  const response = await fetch(`${DATA_PATH}/routes.json`);
  const manifest = (await response.json()) as RouteManifest;
  const router = createBrowserRouter(createRoutes(manifest.editionSlugs, fetchedContent));
  const app = (
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  // Hydration must see exactly the data the markup was rendered with, so it waits for the loaders.
  await whenLoaded(router);
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking a
  // slow phone's main thread in one long task; the page is already visible and its links work.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

// No top-level await: it turns off the bundler's chunk merging, and the code shared with a lazily
// loaded chunk (the QA comparison) would move out of this chunk into one more file for every page.
void start();
