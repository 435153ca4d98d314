export interface SiteRoute {
  path: string;
  name: string;
  status: number;
  /** What must be on the page, besides hydration, before it is complete (content rendered after hydration). */
  ready?: readonly string[];
}

/** Every route of the site, with its expected status, for the browser tests and the screenshots. */
export const ROUTES: readonly SiteRoute[] = [
  { path: '/', name: 'home', status: 200 },
  { path: '/winteredition', name: 'winter', status: 200 },
  { path: '/herbstedition', name: 'autumn', status: 200 },
  { path: '/danke', name: 'danke', status: 200 },
  // The comparison renders after hydration, from a chunk of its own: the table and both frames.
  { path: '/qa/vergleich?a=winter&b=autumn', name: 'qa-vergleich', status: 200, ready: ['main table', '[data-qa-frame="A"] iframe', '[data-qa-frame="B"] iframe'] },
  { path: '/gibt-es-nicht', name: '404', status: 404 },
];

export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
