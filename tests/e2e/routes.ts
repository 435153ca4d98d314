export * from '../../scripts/lib/siteRoutes';
