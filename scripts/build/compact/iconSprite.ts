/**
 * The page's inline SVG icons (lucide-react's and the site's own), written with fewer bytes and the same
 * drawing: a page repeats the same check mark and star dozens of times, and every copy of its path data went
 * over the wire. Now an icon drawn more than once is defined once as a <symbol> (inside its first use, so it
 * is there before any later copy) and every use is a <use href="#…">. Colours stay `currentColor`, icons stay
 * aria-hidden: only the way they are written changes.
 */

/** lucide's stroke attributes, the same on every icon but for the width: left to one class instead. */
const STROKE = /^ viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="(2|1\.8)" stroke-linecap="round" stroke-linejoin="round"/;

/** The rules for that class; zero specificity, so a section's own `svg { … }` rule still wins as over an attribute. */
export const ICON_CSS =
  ':where(.i){fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}:where(.i.j){stroke-width:1.8}';

const SVG = /<svg\b([^>]*)>([\s\S]*?)<\/svg>/g;

const NUMBER = /^[\s,]*(-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?)/i;
const FLAG = /^[\s,]*([01])/;

/** A command's parameters; an arc's two flags are single digits, which may run into the next number ("0 017.5"). */
function parameters(text: string, arc: boolean): string[] {
  const values: string[] = [];
  let rest = text;
  for (;;) {
    const match = (arc && values.length % 7 >= 3 && values.length % 7 <= 4 ? FLAG : NUMBER).exec(rest);
    if (!match) return values;
    values.push(match[1]);
    rest = rest.slice(match[0].length);
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

/** One decimal at most, without a leading zero ("0.5" → ".5"). */
function shortNumber(value: number): string {
  const text = round(value).toString();
  return text === '-0' ? '0' : text.replace(/^(-?)0\./, '$1.');
}

/** What each parameter of a command is: x, y, another number (radius, angle) or an arc's flag. */
const KINDS: Record<string, string> = { m: 'xy', l: 'xy', t: 'xy', h: 'x', v: 'y', c: 'xyxyxy', s: 'xyxy', q: 'xyxy', a: 'nnnffxy', z: '' };

/**
 * A path's numbers to one decimal: the icons are drawn on a 24-unit grid at 18–36 px, where a twentieth of
 * a unit is a twentieth of a pixel. Relative steps are rounded against the rounded position, so their errors
 * do not add up along the path. Numbers stay apart where a shortened one would run into the next.
 */
export function roundPath(d: string): string {
  const exact = { x: 0, y: 0 };
  const rounded = { x: 0, y: 0 };
  let start = { exact: { ...exact }, rounded: { ...rounded } };
  let out = '';
  for (const [, command, text] of d.matchAll(/([MLHVCSQTAZ])([^MLHVCSQTAZ]*)/gi)) {
    out += command;
    const kind = command.toLowerCase();
    const relative = command === kind;
    if (kind === 'z') {
      exact.x = start.exact.x; exact.y = start.exact.y;
      rounded.x = start.rounded.x; rounded.y = start.rounded.y;
      continue;
    }
    const kinds = KINDS[kind];
    const values = parameters(text, kind === 'a');
    let previous = '';
    for (let segment = 0; segment + kinds.length <= values.length; segment += kinds.length) {
      const end = { exact: { ...exact }, rounded: { ...rounded } };
      kinds.split('').forEach((type, index) => {
        const raw = values[segment + index];
        let number = raw;
        if (type === 'x' || type === 'y') {
          const absolute = (relative ? exact[type] : 0) + Number(raw);
          number = shortNumber(relative ? round(absolute) - rounded[type] : absolute);
          end.exact[type] = absolute;
          end.rounded[type] = round(absolute);
        } else if (type === 'n') number = shortNumber(Number(raw));
        if (previous && !number.startsWith('-') && !(number.startsWith('.') && previous.includes('.'))) out += ' ';
        out += number;
        previous = number;
      });
      Object.assign(exact, end.exact);
      Object.assign(rounded, end.rounded);
      if (kind === 'm' && segment === 0) start = { exact: { ...exact }, rounded: { ...rounded } };
    }
  }
  return out;
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

/** Whether an icon's drawing is on lucide's 24-unit grid, for which the rounding and the symbol's viewBox hold. */
const onGrid = (attributes: string) => attributes.includes('viewBox="0 0 24 24"');

/** `i0`, `i1`, … unless the page already has such an id (then `i0-`, …). */
function freeId(html: string, index: number): string {
  let id = `i${index}`;
  while (html.includes(`id="${id}"`)) id += '-';
  return id;
}

/** The page with its icons trimmed and each repeated one drawn once; `usesIconClass` says whether ICON_CSS is needed. */
export function spriteIcons(html: string): { html: string; usesIconClass: boolean } {
  const icons = [...html.matchAll(SVG)].map(([whole, attributes, drawing]) => {
    const trimmed = trimAttributes(attributes);
    const grid = onGrid(trimmed);
    return { whole, attributes: trimmed, drawing: grid ? drawing.replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${roundPath(d)}"`) : drawing, grid };
  });
  const uses = new Map<string, number>();
  for (const icon of icons) if (icon.grid) uses.set(icon.drawing, (uses.get(icon.drawing) ?? 0) + 1);
  const ids = new Map<string, string>();
  let index = 0;
  const out = html.replace(SVG, () => {
    const { attributes, drawing, grid } = icons[index++];
    if (!grid || (uses.get(drawing) ?? 0) < 2) return `<svg${attributes}>${drawing}</svg>`;
    const outer = attributes.replace(/ viewBox="0 0 24 24"/, '');
    const known = ids.get(drawing);
    if (known) return `<svg${outer}><use href="#${known}"/></svg>`;
    const id = freeId(html, ids.size);
    ids.set(drawing, id);
    return `<svg${outer}><symbol id="${id}" viewBox="0 0 24 24">${drawing}</symbol><use href="#${id}"/></svg>`;
  });
  return { html: out, usesIconClass: icons.some((icon) => icon.attributes.includes('class="i')) };
}
