import { useMatches, useRouteLoaderData } from 'react-router-dom';
import type { SiteConfig } from '../content/pageData';
import { PAGE_FOOTER_ID } from './landmarkIds';

export interface PageMeta {
  title: string;
  description?: string;
  /** Path of the canonical URL; pages without one (404, errors) are not indexed. */
  canonicalPath?: string;
  noindex?: boolean;
}

/** Each route's `handle.meta` turns its loader data (and the site config) into its head tags. */
export interface RouteHandle {
  meta: (data: unknown, site: SiteConfig) => PageMeta;
}

/**
 * Title, the wait for the footer before the first paint, description, canonical link and robots tag of the deepest
 * matching route. React 19 hoists these into <head> in the browser; the prerender step moves them there in the
 * static HTML.
 */
export function PageHead() {
  const site = useRouteLoaderData('root') as SiteConfig;
  const matches = useMatches();
  const match = [...matches].reverse().find((candidate) => (candidate.handle as RouteHandle | undefined)?.meta);
  if (!match) return null;
  const meta = (match.handle as RouteHandle).meta(match.data, site);
  return (
    <>
      <title>{meta.title}</title>
      {/* The first paint waits until the page has been parsed up to its footer: else the browser may paint a frame
          of the page's first bytes, and lay the first screen out in several tasks. Not a request: nothing waits for
          the network (the page arrives in one round trip). */}
      <link rel="expect" href={`#${PAGE_FOOTER_ID}`} blocking="render" />
      {meta.description && <meta name="description" content={meta.description} />}
      {meta.canonicalPath && <link rel="canonical" href={`${site.origin}${meta.canonicalPath}`} />}
      {meta.noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
