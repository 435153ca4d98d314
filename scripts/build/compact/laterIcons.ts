import { createHash } from 'node:crypto';
import { LATER_ICONS_ATTRIBUTE } from '#src/prerendered';
import type { LaterSymbol } from './iconSprite';

/**
 * The icons of a page's later blocks, as a file of their own instead of in the page: on a fresh visit those blocks
 * are laid out only after the first paint (kit/laterBlocks.ts), so their icons need not be among the bytes the
 * first paint waits for. The page refers to them (`<use href="#i3"/>`, iconSprite.ts) and names the file in a
 * <noscript>:
 * - with JavaScript on, the start-up fetches the file after the first paint and adds its symbols to the page
 *   (src/startup/laterIcons.ts): the icons are drawn from the very same symbols as before;
 * - with JavaScript off, the <noscript>'s style sheet paints each icon as a mask of its drawing in the icon's colour.
 * A file and not an external `<use href="/assets/….svg#i3">`: the browser requests that as it parses, before the
 * first paint.
 */

/** Where a page's later blocks begin: its second section in <main> (kit/laterBlocks.ts names the same blocks). */
export function laterBlocksStart(html: string): number {
  const main = html.indexOf('<main');
  if (main < 0) return Number.POSITIVE_INFINITY;
  const first = html.indexOf(' data-section="', main);
  const second = first < 0 ? -1 : html.indexOf(' data-section="', first + 1);
  return second < 0 ? Number.POSITIVE_INFINITY : html.lastIndexOf('<', second);
}

/** A data: address of the drawing painted black, as a mask takes it (`#` and `%` escaped, attributes in single quotes). */
function maskImage(drawing: string, paint: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' ${paint}>${drawing.replaceAll('"', "'")}</svg>`;
  return `url("data:image/svg+xml,${svg.replaceAll('%', '%25').replaceAll('#', '%23')}")`;
}

/** How a use is painted, from its <svg>'s attributes: lucide's stroke (iconSprite.ts, ICON_CSS) or a fill. */
function paintOf(attributes: string): { selector: string; paint: string } {
  const classes = / class="([^"]*)"/.exec(attributes)?.[1].split(' ') ?? [];
  const selector = classes.map((name) => `.${name}`).join('');
  if (!classes.includes('i')) return { selector, paint: "fill='black'" };
  const width = classes.includes('j') ? '1.8' : '2';
  return { selector, paint: `fill='none' stroke='black' stroke-width='${width}' stroke-linecap='round' stroke-linejoin='round'` };
}

/** The style sheet for a visit without JavaScript: each later icon as a mask in its <svg>'s colour. */
function noScriptStyles(symbols: LaterSymbol[]): string {
  const selectors: string[] = [];
  const rules = symbols.flatMap(({ id, drawing, uses }) => {
    const paints = new Map(uses.map(paintOf).map(({ selector, paint }) => [selector, paint]));
    return [...paints].map(([classes, paint]) => {
      const selector = `svg${classes}:has(>use[href="#${id}"])`;
      selectors.push(selector);
      const image = maskImage(drawing, paint);
      return `${selector}{background:currentColor;-webkit-mask:${image} 0 0/100% 100%;mask:${image} 0 0/100% 100%}`;
    });
  });
  // In forced colours the background would be the page's own: the icon is drawn in the text's colour instead.
  return `${rules.join('\n')}\n@media (forced-colors:active){${selectors.join(',')}{forced-color-adjust:none;background:CanvasText}}\n`;
}

export interface LaterIconFiles {
  /** The page's <noscript> that names the files, for the end of <body>. */
  tag: string;
  /** The files by their address under /assets/: the symbols (.svg) and the style sheet without JavaScript (.css). */
  files: Map<string, string>;
}

export function laterIconFiles(symbols: LaterSymbol[]): LaterIconFiles | undefined {
  if (symbols.length === 0) return undefined;
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg" style="display:none">${symbols
    .map(({ id, drawing }) => `<symbol id="${id}" viewBox="0 0 24 24">${drawing}</symbol>`)
    .join('')}</svg>\n`;
  const styles = noScriptStyles(symbols);
  const name = `/assets/icons-${createHash('sha256').update(sprite).update(styles).digest('hex').slice(0, 8)}`;
  return {
    tag: `<noscript ${LATER_ICONS_ATTRIBUTE}="${name}.svg"><link rel="stylesheet" href="${name}.css"/></noscript>`,
    files: new Map([
      [`${name}.svg`, sprite],
      [`${name}.css`, styles],
    ]),
  };
}
