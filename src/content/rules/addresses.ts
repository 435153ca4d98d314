import { QA_PATH, THANK_YOU_PATH } from '#kit/model/paths';
import { problemIn, SITE_FILE_PATH, type Rule } from './context';

/** Paths the site uses itself (and the dev server's edition studio, /studio); an edition slug may not take them. */
export const RESERVED_SLUGS = [THANK_YOU_PATH, QA_PATH, 'data', 'images', 'assets', 'fonts', '404', 'index', 'sitemap', 'robots', 'build-info', 'studio'];

/** One address per edition, never one of the site's own; both files of a clash are named, so the new one is too. */
export const addressRules: Rule = ({ editions }) =>
  editions.flatMap((edition) => [
    ...editions
      .filter((other) => other !== edition && other.slug === edition.slug)
      .map((other) => problemIn(edition.file, 'slug', 'slug.taken', { slug: edition.slug, other: other.file })),
    ...(RESERVED_SLUGS.includes(edition.slug) ? [problemIn(edition.file, 'slug', 'slug.reserved', { slug: edition.slug })] : []),
  ]);

/**
 * A link to this site's own address must lead to a page the build writes: the static host answers
 * any other path with the 404 page, and the imprint and privacy policy must be reachable.
 */
export const ownPageLinkRules: Rule = (input) => {
  // The edition slugs are only all known when every file could be read.
  if (!input.allEditionsParsed) return [];
  const { site, editions } = input;
  const pages = new Set(['/', `/${THANK_YOU_PATH}`, ...editions.map((edition) => `/${edition.slug}`)]);
  const links: Array<[string, string]> = [
    ['legal.imprintUrl', site.legal.imprintUrl],
    ['legal.privacyUrl', site.legal.privacyUrl],
    ...site.social.map((link, index): [string, string] => [`social[${index}].url`, link.url]),
  ];
  return links.flatMap(([at, href]) => {
    const url = new URL(href);
    const page = url.pathname.replace(/\/+$/, '') || '/';
    if (url.origin !== new URL(site.origin).origin || pages.has(page)) return [];
    return [problemIn(SITE_FILE_PATH, at, 'link.no-such-page', { href, origin: site.origin, page })];
  });
};
