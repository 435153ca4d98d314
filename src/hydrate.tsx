import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-700.css';
import '@fontsource/merriweather/latin-700.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { fetchedContent, DATA_PATH } from '../engine/contentSource';
import { createRoutes } from '../engine/routes';
import type { RouteManifest } from '../engine/types';
import { App } from './App';
import { PAGE_DATA_ELEMENT_ID, type PageData } from './pageData';

// Lets the CSS show every FAQ answer when JavaScript is off, and fold them once it runs.
document.documentElement.dataset.js = '';

const container = document.getElementById('root')!;
const pageDataElement = document.getElementById(PAGE_DATA_ELEMENT_ID);

if (pageDataElement) {
  // A prerendered page: hydrate with the data it was rendered with.
  const pageData = JSON.parse(pageDataElement.textContent ?? '{}') as PageData;
  const router = createBrowserRouter(createRoutes(pageData.routes.editionSlugs, fetchedContent), {
    hydrationData: pageData.hydration,
  });
  hydrateRoot(
    container,
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
    </StrictMode>,
  );
} else {
  // The dev server serves a bare shell: render on the client from the live content files.
  const manifest = (await (await fetch(`${DATA_PATH}/routes.json`)).json()) as RouteManifest;
  const router = createBrowserRouter(createRoutes(manifest.editionSlugs, fetchedContent));
  createRoot(container).render(
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
    </StrictMode>,
  );
}
