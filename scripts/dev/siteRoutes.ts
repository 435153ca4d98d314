import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QA_COMPARISON_PATH, THANK_YOU_PATH } from '#kit/model/paths';
import type { EditionData, EditionSummary, SiteConfig } from '#src/content/pageData';

const projectRoot = path.resolve(import.meta.dirname, '../..');

export interface SiteRoute {
  path: string;
  name: string;
  status: number;
  /** What must be on the page, besides hydration, before it is complete (content rendered after hydration). */
  ready?: readonly string[];
}

/** What the build published for the browser (dist/data/): the registry of editions and their data. */
export interface BuiltData {
  site: SiteConfig;
  editions: Array<EditionSummary & { data: EditionData }>;
  /** The edition the home page features on the build day. */
  featured: EditionSummary & { data: EditionData };
}

export function builtData(distDir = path.join(projectRoot, 'dist')): BuiltData {
  const read = (file: string) => JSON.parse(readFileSync(path.join(distDir, 'data', file), 'utf8'));
  const list = read('editions.json') as EditionSummary[];
  const editions = list.map((edition) => ({ ...edition, data: read(`editions/${edition.slug}.json`) as EditionData }));
  return { site: read('site.json') as SiteConfig, editions, featured: editions.find((edition) => edition.featured) ?? editions[0] };
}

/**
 * Every route of the built site, with its expected status, for the browser tests and the screenshots:
 * the fixed pages and one per edition in the build's registry, so a new edition is covered by itself.
 */
export function siteRoutes(distDir?: string): SiteRoute[] {
  const { editions, featured } = builtData(distDir);
  const other = editions.find((edition) => edition !== featured) ?? featured;
  return [
    { path: '/', name: 'home', status: 200 },
    ...editions.map((edition) => ({ path: `/${edition.slug}`, name: edition.key, status: 200 })),
    { path: `/${THANK_YOU_PATH}`, name: 'danke', status: 200 },
    // The comparison renders after hydration, from a chunk of its own: the table and both frames.
    {
      path: `/${QA_COMPARISON_PATH}?a=${featured.key}&b=${other.key}`,
      name: 'qa-vergleich',
      status: 200,
      ready: ['main table', '[data-qa-frame="A"] iframe', '[data-qa-frame="B"] iframe'],
    },
    { path: '/gibt-es-nicht', name: '404', status: 404 },
  ];
}

export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
