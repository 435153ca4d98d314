import { APP_PAGE_ATTRIBUTE } from '#src/prerendered';
import { ICON_CSS, spriteIcons } from './iconSprite';
import { laterBlocksStart, laterIconFiles } from './laterIcons';
import { compactStyles } from './styleNames';

/**
 * A prerendered document written so that it arrives in the first round trip of a new connection (14 KB as
 * shipped on every indexable page, tests/budgets.test.ts): the same drawing, text and styles in fewer bytes. The
 * icons of the blocks below the first screen come as files of their own (`files`, by their address).
 * Only for documents: React never hydrates them, so nothing in the browser compares this markup with a
 * render of its own. An app page (the QA comparison) is hydrated and stays exactly as React wrote it.
 */
export function compactPage(html: string): { html: string; files: ReadonlyMap<string, string> } {
  if (html.includes(`${APP_PAGE_ATTRIBUTE}=`)) return { html, files: new Map() };
  const icons = spriteIcons(html, laterBlocksStart(html));
  // The later blocks' icons come after the first paint, from a file of their own (laterIcons.ts).
  const later = laterIconFiles(icons.later);
  const withTag = later ? icons.html.replace('</body>', `${later.tag}</body>`) : icons.html;
  // React's separators between adjacent text nodes exist for hydration only, and so does the router's mark of
  // links whose route it would discover in the browser.
  const page = withTag.replace(/<!-- -->/g, '').replace(/ data-discover="true"/g, '');
  return { html: compactStyles(page, icons.usesIconClass ? ICON_CSS : ''), files: later?.files ?? new Map() };
}
