import { qaDayHomePath, qaDayPagePath, QA_COMPARISON_PATH, THANK_YOU_PATH, variantPagePath } from '#kit/model/paths';
import { calendarDays, calendarPages } from '#src/content/calendarDays';
import type { Content } from '#src/content/loadContent';
import { contentShowing, variantEditionsOf } from '#src/content/variants';
import type { PageToRender } from './buildContext';

/** Every route the build prerenders, and the file each becomes. */
export function pagesOf(content: Pick<Content, 'editions'>): PageToRender[] {
  return [
    { route: '/', file: 'index.html' },
    { route: `/${THANK_YOU_PATH}`, file: `${THANK_YOU_PATH}/index.html` },
    // A light shell: the comparison itself renders in the browser (src/pages/QaComparisonPage.tsx).
    { route: `/${QA_COMPARISON_PATH}`, file: `${QA_COMPARISON_PATH}/index.html` },
    ...content.editions.map((edition) => ({ route: `/${edition.slug}`, file: `${edition.slug}/index.html` })),
    // Any path no route claims renders the 404 page; static hosts serve this file for unknown paths.
    { route: NOT_FOUND_ROUTE, file: '404.html' },
  ];
}

/**
 * The page of each A/B variant of an edition: the edition's route rendered from the content as the variant shows it,
 * so its canonical address is the edition's, written where nginx serves it from (kit/model/paths.ts).
 */
export function variantPagesOf(content: Content): Array<PageToRender & { content: Content; slug: string; variant: string }> {
  return variantEditionsOf(content).map((page) => ({
    route: `/${page.slug}`,
    file: variantPagePath(page.slug, page.variant!),
    content: contentShowing(content, page),
    slug: page.slug,
    variant: page.variant!,
  }));
}

/** The 404 page's route in the build (any path no route claims). */
export const NOT_FOUND_ROUTE = '/__nicht-gefunden__';

/**
 * QA's „Stand am Tag“: every page as the build for each calendar day renders it, past days too; a page that did
 * not change since an earlier calendar day is not written again. `file` is relative to the site's root.
 */
export function calendarDayPagesOf(content: Content, contentOn: (day: string) => Content): Array<{ day: string; route: string; file: string }> {
  return calendarPages(calendarDays(content, contentOn)).map(({ day, page }) => ({
    day,
    route: page,
    file: page === '/' ? qaDayHomePath(day) : qaDayPagePath(day, page.slice(1)),
  }));
}
