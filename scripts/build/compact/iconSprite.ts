/**
 * The page's inline SVG icons (lucide-react's and the site's own), written with fewer bytes and the same
 * drawing: a page repeats the same check mark and star dozens of times, and every copy of its path data went
 * over the wire. Now an icon drawn more than once is defined once as a <symbol> (inside its first use, so it
 * is there before any later copy) and every use is a <use href="#…">. Colours stay `currentColor`, icons stay
 * aria-hidden: only the way they are written changes.
 */

import { roundPath } from './pathData';

/** lucide's stroke attributes, the same on every icon but for the width: left to one class instead. */
const STROKE = /^ viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="(2|1\.8)" stroke-linecap="round" stroke-linejoin="round"/;

/** The rules for that class, of zero specificity: a section's own `svg { … }` rule still wins, as it did over the attributes. */
export const ICON_CSS = ':where(.i){fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}:where(.i.j){stroke-width:1.8}';

const SVG = /<svg\b([^>]*)>([\s\S]*?)<\/svg>/g;

/**
 * An icon's drawing in fewer characters: numbers rounded (pathData.ts), a run of plain paths joined into
 * one, and empty elements closed in themselves as SVG allows. Joined paths draw the same strokes; the one icon
 * a rule fills (the rating's star) is a single path.
 */
export function compactDrawing(drawing: string): string {
  return drawing
    .replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${roundPath(d)}"`)
    .replace(/(?:<path d="[^"]*"><\/path>){2,}/g, (run) => `<path d="${[...run.matchAll(/ d="([^"]*)"/g)].map(([, d]) => d).join('')}"></path>`)
    .replace(/<(path|circle|rect|line|polyline|polygon|ellipse)\b([^>]*)><\/\1>/g, '<$1$2/>');
}

/** An icon's attributes without what HTML needs no more (xmlns, IE's focusable, lucide's own class names). */
function trimAttributes(attributes: string): string {
  let trimmed = attributes
    .replace(/ xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '')
    .replace(/ focusable="false"/, '')
    .replace(/ class="lucide[^"]*"/, '');
  const size = /^ width="\d+" height="\d+"/.exec(trimmed)?.[0] ?? '';
  const stroke = STROKE.exec(trimmed.slice(size.length));
  if (stroke) trimmed = `${size} viewBox="0 0 24 24" class="${stroke[1] === '2' ? 'i' : 'i j'}"${trimmed.slice(size.length + stroke[0].length)}`;
  return trimmed;
}

/** Whether an icon's drawing is on lucide's 24-unit grid, which the symbols' viewBox assumes. */
const onGrid = (attributes: string) => attributes.includes('viewBox="0 0 24 24"');

/** `i0`, `i1`, … unless the page already has such an id (then `i0-`, …). */
function freeId(html: string, index: number): string {
  let id = `i${index}`;
  while (html.includes(`id="${id}"`)) id += '-';
  return id;
}

/** A symbol the page refers to but does not hold: it comes with the page's icon file after the first paint (laterIcons.ts). */
export interface LaterSymbol {
  id: string;
  drawing: string;
  /** The outer <svg> attributes of each of its uses, which say how it is painted (stroke width, fill). */
  uses: string[];
}

/**
 * The page with its icons trimmed and each repeated one drawn once; `usesIconClass` says whether ICON_CSS is needed.
 * With `laterFrom` (where the blocks a fresh visit lays out only after its first paint begin, laterIcons.ts), an icon
 * on the 24-unit grid that first appears there is not drawn in the page at all: every use refers to it, and its
 * symbol is returned in `later` for the file the page loads after its first paint.
 */
export function spriteIcons(html: string, laterFrom = Number.POSITIVE_INFINITY): { html: string; usesIconClass: boolean; later: LaterSymbol[] } {
  const icons = [...html.matchAll(SVG)].map((match) => {
    const trimmed = trimAttributes(match[1]);
    return { attributes: trimmed, drawing: compactDrawing(match[2]), grid: onGrid(trimmed), later: match.index >= laterFrom };
  });
  const uses = new Map<string, number>();
  const firstUseIsLater = new Map<string, boolean>();
  for (const icon of icons) {
    if (!icon.grid) continue;
    uses.set(icon.drawing, (uses.get(icon.drawing) ?? 0) + 1);
    if (!firstUseIsLater.has(icon.drawing)) firstUseIsLater.set(icon.drawing, icon.later);
  }
  const ids = new Map<string, string>();
  const later = new Map<string, LaterSymbol>();
  const idFor = (drawing: string) => {
    const id = freeId(html, ids.size);
    ids.set(drawing, id);
    return id;
  };
  let index = 0;
  const out = html.replace(SVG, () => {
    const { attributes, drawing, grid } = icons[index++];
    const outer = attributes.replace(/ viewBox="0 0 24 24"/, '');
    if (grid && firstUseIsLater.get(drawing)) {
      const id = ids.get(drawing) ?? idFor(drawing);
      const symbol = later.get(id) ?? { id, drawing, uses: [] };
      symbol.uses.push(outer);
      later.set(id, symbol);
      return `<svg${outer}><use href="#${id}"/></svg>`;
    }
    if (!grid || (uses.get(drawing) ?? 0) < 2) return `<svg${attributes}>${drawing}</svg>`;
    const known = ids.get(drawing);
    if (known) return `<svg${outer}><use href="#${known}"/></svg>`;
    const id = idFor(drawing);
    return `<svg${outer}><symbol id="${id}" viewBox="0 0 24 24">${drawing}</symbol><use href="#${id}"/></svg>`;
  });
  return { html: out, usesIconClass: icons.some((icon) => icon.attributes.includes('class="i')), later: [...later.values()] };
}
