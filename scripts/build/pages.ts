import { QA_COMPARISON_PATH, THANK_YOU_PATH } from '../../kit/model/paths';
import type { Content } from '../../src/content/loadContent';
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
    { route: '/__nicht-gefunden__', file: '404.html' },
  ];
}
