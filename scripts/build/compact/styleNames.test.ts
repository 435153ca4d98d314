import { describe, expect, it } from 'vitest';
import { compactStyles, shortDeclarations } from './styleNames';

/** As styled-components' ServerStyleSheet writes two components, the second used as a selector in a third. */
const sheet =
  '<style data-styled="true" data-styled-version="6.6.0">.jHGcxf{padding:0.5rem;background:#FFFFFF;}/*!sc*/\n' +
  'data-styled.g1[id="sc-bdnzMm"]{content:"jHGcxf,"}/*!sc*/\n' +
  ".kUPGtG{color:#0D4B50;}/*!sc*/\n.kUPGtG h2{font-family:'Source Sans 3', serif;}/*!sc*/\n" +
  'data-styled.g2[id="sc-gtsusp"]{content:"kUPGtG,"}/*!sc*/\n' +
  '.xYzAbc .sc-gtsusp{margin:0;}/*!sc*/\ndata-styled.g3[id="sc-kslsOd"]{content:"xYzAbc,"}/*!sc*/\n</style>';
const body =
  '<div class="sc-bdnzMm jHGcxf"><p class="sc-gtsusp kUPGtG">1</p><p class="sc-gtsusp kUPGtG">2</p><b class="total">3</b></div><i class="sc-kslsOd xYzAbc a"></i>';

describe('styled-components’ output in a document', () => {
  it('drops the rehydration notes, gives the most used class the shortest free name, and keeps ids a rule names', () => {
    const html = compactStyles(sheet + body, ':where(.i){fill:none}');
    expect(html).not.toContain('data-styled');
    expect(html).not.toContain('/*!sc*/');
    // kUPGtG is used twice: "a" is taken by a class of the page's own, so it gets "b".
    // sc-gtsusp is named by a rule (a component used as a selector), so it stays; the other ids go.
    expect(html).toContain('<p class="sc-gtsusp b">1</p><p class="sc-gtsusp b">2</p>');
    expect(html).toContain('<div class="c">');
    expect(html).toContain('<b class="total">3</b>');
    expect(html).toContain('<i class="d a">');
    expect(html).toContain(
      "<style>:where(.i){fill:none}.c{padding:.5rem;background:#fff}.b{color:#0d4b50}.b h2{font-family:'Source Sans 3',serif}.d .sc-gtsusp{margin:0}</style>",
    );
  });

  it('leaves a page without styled-components’ sheet as it is', () => {
    expect(compactStyles(body)).toBe(body);
  });

  it('shortens declarations but not quoted text', () => {
    expect(shortDeclarations("content:'0.5, 1';color:#AABBCC;margin:0.25rem 10.5rem;box-shadow:0 1px rgba(0, 0, 0, 0.1);")).toBe(
      "content:'0.5, 1';color:#abc;margin:.25rem 10.5rem;box-shadow:0 1px rgba(0,0,0,.1)",
    );
  });
});
