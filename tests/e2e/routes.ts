/** Every route of the site, with what its first heading says, for the browser tests. */
export const ROUTES = [
  { path: '/', name: 'home', status: 200 },
  { path: '/winteredition', name: 'winter', status: 200 },
  { path: '/herbstedition', name: 'autumn', status: 200 },
  { path: '/danke', name: 'danke', status: 200 },
  { path: '/qa/vergleich?a=winter&b=autumn', name: 'qa-vergleich', status: 200 },
  { path: '/gibt-es-nicht', name: '404', status: 404 },
] as const;

export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
