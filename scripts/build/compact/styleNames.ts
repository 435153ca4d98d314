/**
 * styled-components' output in a page that React never hydrates, written with fewer bytes: the notes it
 * leaves for rehydrating in the browser (`data-styled.g1[id="sc-…"]{content:"…"}`, `/*!sc*\/`) go, the
 * components' ids (`sc-bdnzMm`) leave the class attributes when no rule names them, and the generated
 * class names (`jHGcxf`) become the shortest free ones (`a`, `b`, … `ab`), the most used first.
 */

const STYLED_TAG = /<style data-styled="true" data-styled-version="[^"]*">([\s\S]*?)<\/style>/;
/** One component's note: its id and the class names generated for it. */
const NOTE = /data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}/g;
const CLASS_ATTRIBUTE = / class="([^"]*)"/g;

/** a … z, then aa, ba, … : short names in a fixed order. */
function shortName(index: number): string {
  let name = '';
  let rest = index;
  do {
    name += String.fromCharCode(97 + (rest % 26));
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return name;
}

/**
 * A rule's declarations written shorter: no space after commas, no leading zero, hex colours in lower case
 * and as three digits where that is the same colour, no semicolon before the brace. Quoted text stays as it is.
 */
export function shortDeclarations(declarations: string): string {
  return declarations
    .split(/('[^']*'|"[^"]*")/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/,\s+/g, ',')
            .replace(/(^|[^\w.])0\.(\d)/g, '$1.$2')
            .replace(/#([0-9a-f]{6})\b/gi, (_, hex: string) => `#${hex.toLowerCase().replace(/^(.)\1(.)\2(.)\3$/, '$1$2$3')}`),
    )
    .join('')
    .replace(/;$/, '');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** The page with its styled-components CSS and class names compacted; `extraCss` goes first into the same tag. */
export function compactStyles(html: string, extraCss = ''): string {
  const tag = STYLED_TAG.exec(html);
  if (!tag) return html;
  const notes = [...tag[1].matchAll(NOTE)];
  let css = tag[1].replace(NOTE, '').replace(/\/\*!sc\*\/\n?/g, '');
  const componentIds = new Set(notes.map(([, id]) => id).filter((id) => !css.includes(`.${id}`)));
  const generated = new Set(notes.flatMap(([, , names]) => names.split(',').filter(Boolean)));

  // Most used first, ties in order of appearance: the commonest names get the single letters.
  const uses = new Map<string, number>();
  const others = new Set<string>();
  for (const [, classes] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of classes.split(' ')) {
      if (generated.has(name)) uses.set(name, (uses.get(name) ?? 0) + 1);
      else if (!componentIds.has(name)) others.add(name);
    }
  }
  const renamed = new Map<string, string>();
  let next = 0;
  for (const [name] of [...uses].sort((a, b) => b[1] - a[1])) {
    let short = shortName(next++);
    // Never a name the page uses otherwise (the icons' `i`, a section's `total`).
    while (others.has(short) || generated.has(short)) short = shortName(next++);
    renamed.set(name, short);
  }
  if (renamed.size > 0) {
    const pattern = new RegExp(`\\.(${[...renamed.keys()].map(escapeRegExp).join('|')})(?![\\w-])`, 'g');
    css = css.replace(pattern, (_, name: string) => `.${renamed.get(name)}`);
  }
  css = css.replace(/\{([^{}]*)\}/g, (_, declarations: string) => `{${shortDeclarations(declarations)}}`);

  const page = html.replace(STYLED_TAG, () => `<style>${extraCss}${css}</style>`);
  return page.replace(CLASS_ATTRIBUTE, (_, classes: string) => {
    const kept = classes
      .split(' ')
      .filter((name) => name && !componentIds.has(name))
      .map((name) => renamed.get(name) ?? name);
    return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
  });
}
