import { siteRoutes, type SiteRoute } from '#scripts/dev/siteRoutes';

export * from '#scripts/dev/siteRoutes';

/** The built dist/'s routes, read when a browser test loads: the „built“ project has built dist/ before. */
export const ROUTES: readonly SiteRoute[] = siteRoutes();
