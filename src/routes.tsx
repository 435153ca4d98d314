import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import type { RouteHandle } from './layout/PageHead';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { QaComparisonPage } from './pages/QaComparisonPage';
import { RouteErrorScreen } from './pages/RouteErrorScreen';
import { ThankYouPage } from './pages/ThankYouPage';
import type { ContentSource } from './contentSource';
import { pageRoutes } from '../engine/routes';
import { EditionRoute } from './pages/EditionRoute';
import { QA_COMPARISON_PATH, THANK_YOU_PATH } from '../kit/model/paths';
import type { EditionData } from './content/pageData';

const homeHandle: RouteHandle = {
  meta: (_data, site) => ({ title: site.meta.homeTitle, description: site.meta.homeDescription, canonicalPath: '/' }),
};
const thankYouHandle: RouteHandle = { meta: (_data, site) => ({ title: site.meta.thankYouTitle, noindex: true }) };
const qaHandle: RouteHandle = { meta: (_data, site) => ({ title: `Editionen vergleichen (QA) – ${site.brand}`, noindex: true }) };
const notFoundHandle: RouteHandle = { meta: (_data, site) => ({ title: site.meta.notFoundTitle, noindex: true }) };
const editionHandle: RouteHandle = {
  meta: (data, site) => {
    // No data means the loader failed and the error screen shows: name the site, keep it out of the index.
    if (!data) return { title: site.brand, noindex: true };
    const edition = data as EditionData;
    return { title: edition.seo.title, description: edition.seo.description, canonicalPath: `/${edition.slug}` };
  },
};

const NothingYet = () => null;

/**
 * The route generator: fixed pages plus one route per edition slug from the registry. The same
 * function builds the routes for prerendering and for the browser, so hydration matches.
 */
export function createRoutes(editionSlugs: readonly string[], content: ContentSource): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      loader: () => content.site(),
      // Rendering in the browser without prerendered markup (dev server, tests) shows nothing until the
      // first data has loaded; a prerendered page hydrates only once its loaders are done.
      HydrateFallback: NothingYet,
      // The site config never changes between pages; loading it once is enough.
      shouldRevalidate: () => false,
      children: [
        {
          // Errors below the root render inside the shell, with header and footer.
          id: 'pages',
          errorElement: <RouteErrorScreen />,
          children: pageRoutes({
            pages: [
              { id: 'home', index: true, element: <HomePage />, loader: () => content.home(), handle: homeHandle },
              { id: 'danke', path: THANK_YOU_PATH, element: <ThankYouPage />, handle: thankYouHandle },
              {
                id: 'qa-vergleich',
                path: QA_COMPARISON_PATH,
                element: <QaComparisonPage />,
                loader: () => content.editionList(),
                // Choosing other editions changes only the query; the list of editions stays the same.
                shouldRevalidate: () => false,
                handle: qaHandle,
              },
            ],
            editionSlugs,
            editionRoute: (slug) => ({
              // Keyed by slug: moving between editions mounts a fresh page (and a fresh helper call).
              element: <EditionRoute key={slug} />,
              loader: () => content.edition(slug),
              handle: editionHandle,
            }),
            notFound: { element: <NotFoundPage />, handle: notFoundHandle },
          }),
        },
      ],
    },
  ];
}
