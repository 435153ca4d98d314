import type { RouteObject } from 'react-router-dom';

/**
 * The route generator: the site's fixed pages, one route per edition slug, and the catch-all last.
 * Generic: the site says what an edition route renders and loads; the engine gives each its id and path.
 */
export interface PageRouteOptions {
  /** Fixed pages (home, thank-you …), each with its own id and path. */
  pages: RouteObject[];
  /** The edition slugs from the registry of edition files. */
  editionSlugs: readonly string[];
  /** What the route of one edition renders and loads. */
  editionRoute: (slug: string) => Omit<RouteObject, 'id' | 'path' | 'index' | 'children'>;
  /** The route for every other path (the 404 page). */
  notFound: Omit<RouteObject, 'id' | 'path' | 'index' | 'children'>;
}

export const editionRouteId = (slug: string) => `edition:${slug}`;

export function pageRoutes({ pages, editionSlugs, editionRoute, notFound }: PageRouteOptions): RouteObject[] {
  return [
    ...pages,
    ...editionSlugs.map((slug) => ({ ...editionRoute(slug), id: editionRouteId(slug), path: slug }) as RouteObject),
    { ...notFound, id: 'not-found', path: '*' } as RouteObject,
  ];
}
