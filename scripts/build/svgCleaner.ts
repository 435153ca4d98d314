/**
 * What an SVG carries besides its drawing, removed before it is published: comments („Generator: …“),
 * <metadata> (author, licence, RDF) and the editors' own elements and attributes (Inkscape, Sodipodi,
 * Sketch, Affinity, Illustrator), which hold local file paths, export names and window positions.
 * None of it is drawn. Titles and descriptions stay: they are the image's text for screen readers.
 */

/** Namespaces of drawing programs; their prefixes vary, so they are found by the address they name. */
const EDITOR_NAMESPACE = /sodipodi|inkscape|bohemiancoding|serif\.com|ns\.adobe\.com|adobe:ns/i;
const ALWAYS_EDITOR = ['sodipodi', 'inkscape'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const ATTRIBUTE_VALUE = `\\s*=\\s*(?:"[^"]*"|'[^']*')`;

export function cleanSvg(text: string): string {
  const declared = [...text.matchAll(new RegExp(`\\sxmlns:([\\w.-]+)${ATTRIBUTE_VALUE}`, 'g'))];
  const editors = new Set(ALWAYS_EDITOR);
  for (const [declaration, prefix] of declared) if (EDITOR_NAMESPACE.test(declaration)) editors.add(prefix);
  const prefixes = [...editors].map(escape).join('|');

  let svg = text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<metadata\b[^>]*\/>|<metadata\b[\s\S]*?<\/metadata\s*>/gi, '')
    // An editor's element, empty or with content (which may hold further editor elements).
    .replace(new RegExp(`<(${prefixes}):([\\w.-]+)\\b[^>]*?/>`, 'g'), '')
    .replace(new RegExp(`<(${prefixes}):([\\w.-]+)\\b[^>]*>[\\s\\S]*?</\\1:\\2\\s*>`, 'g'), '')
    .replace(new RegExp(`\\s(?:${prefixes}):[\\w.-]+${ATTRIBUTE_VALUE}`, 'g'), '');
  // Declarations nothing uses any more: the editors' own, and RDF, Dublin Core and Creative Commons of the metadata.
  for (const [declaration, prefix] of declared) {
    const rest = svg.replace(declaration, '');
    if (!new RegExp(`[<\\s/]${escapeRegExp(prefix)}:`).test(rest)) svg = rest;
  }
  // Blank lines where removed parts stood.
  return svg.replace(/\n[ \t]*(?=\n)/g, '');
}
