import { PRERENDERED_ATTRIBUTE } from '#src/prerendered';
import type { RenderedPage } from '#src/entry-server';
import { deferStartup } from './startupLoader';

/** For pages only QA opens (the edition pages as of a coming day): kept out of search results. */
export const NOINDEX = '<meta name="robots" content="noindex"/>';

/** The run of <title>/<meta>/<link> tags React renders at the start of the app's markup. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/**
 * Puts a rendered page into the built index.html: head tags and styles into <head>, markup into
 * #root, and the hydration data as a JSON block after it; the entry script starts after the first paint
 * (startupLoader.ts).
 */
export function composeHtml(template: string, page: RenderedPage, headExtras = ''): string {
  const headTags = LEADING_HEAD_TAGS.exec(page.html)?.[0] ?? '';
  if (!headTags.includes('<title>')) throw new Error('Die Seite hat keinen <title>: PageHead muss zuerst rendern');
  const body = page.html.slice(headTags.length);
  const html = template
    .replace('<!--app-head-->', () => `${headTags}${headExtras}${page.styles}`)
    .replace('<div id="root"><!--app-html-->', () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${body}`);
  return deferStartup(html);
}
