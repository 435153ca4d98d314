import type { ContentSource, EditionData, EditionSummary, HomeData, SiteConfig } from './content/pageData';

export type { ContentSource } from './content/pageData';

export const DATA_PATH = '/data';

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(`${DATA_PATH}/${path}`);
  // A Response thrown from a loader reaches the route's error screen with its status.
  if (!response.ok) throw new Response(null, { status: response.status, statusText: response.statusText });
  return (await response.json()) as T;
}

export const fetchedContent: ContentSource = {
  site: () => fetchJson<SiteConfig>('site.json'),
  home: () => fetchJson<HomeData>('home.json'),
  edition: (slug) => fetchJson<EditionData>(`editions/${slug}.json`),
  editionList: () => fetchJson<EditionSummary[]>('editions.json'),
};
