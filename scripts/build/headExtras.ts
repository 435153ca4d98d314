import { LINK_PREVIEW_SIZE } from '#kit/model/linkPreview';
import type { Content } from '#src/content/loadContent';
import type { PageToRender } from './buildContext';
import { course, jsonLd, organization } from './structuredData';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const meta = (attribute: 'property' | 'name', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}"/>`;

/**
 * Link previews (Open Graph, Twitter) and structured data for the indexable pages. Computed at build
 * time and written into <head>, so none of it adds to the browser's JavaScript. `ogImages` holds each
 * edition's link-preview image address by slug (socialImages.ts names them by content).
 */
export function headExtras(page: Pick<PageToRender, 'route'>, content: Content, ogImages: ReadonlyMap<string, string>): string {
  const { site } = content;
  const edition = content.editions.find((candidate) => `/${candidate.slug}` === page.route);
  const isHome = page.route === '/';
  if (!edition && !isHome) return '';
  const shown = edition ?? content.featured;
  const title = edition ? edition.seo.title : site.meta.homeTitle;
  const description = edition ? edition.seo.description : site.meta.homeDescription;
  const url = `${site.origin}${page.route}`;
  const image = `${site.origin}${ogImages.get(shown.slug)}`;
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'de_DE'),
    meta('property', 'og:site_name', site.brand),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(LINK_PREVIEW_SIZE.width)),
    meta('property', 'og:image:height', String(LINK_PREVIEW_SIZE.height)),
    meta('property', 'og:image:alt', `${shown.name} – ${site.programme.name}`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
  const graph = edition ? [organization(content), course(content, edition)] : [organization(content)];
  return tags.join('') + jsonLd(graph);
}
