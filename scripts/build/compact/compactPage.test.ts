import { describe, expect, it } from 'vitest';
import { compactPage } from './compactPage';

const sheet =
  '<style data-styled="true" data-styled-version="6.6.0">.jHGcxf{color:red;}/*!sc*/\ndata-styled.g1[id="sc-bdnzMm"]{content:"jHGcxf,"}/*!sc*/\n</style>';
const icon =
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-check" aria-hidden="true"><path d="M20 6 9 17l-5-5"></path></svg>';

describe('a prerendered page, compacted', () => {
  it('writes a document with its icon class rules, short class names and no hydration marks', () => {
    const page = `<head>${sheet}</head><body><div id="root" data-prerendered><p class="sc-bdnzMm jHGcxf">4,98<!-- -->/<!-- -->5${icon}</p><a href="/" data-discover="true">x</a></div></body>`;
    expect(compactPage(page)).toEqual({
      html:
        '<head><style>:where(.i){fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}:where(.i.j){stroke-width:1.8}.a{color:red}</style></head>' +
        '<body><div id="root" data-prerendered><p class="a">4,98/5<svg width="20" height="20" viewBox="0 0 24 24" class="i" aria-hidden="true"><path d="M20 6 9 17l-5-5"/></svg></p><a href="/">x</a></div></body>',
      files: new Map(),
    });
  });

  it('leaves an app page, which React hydrates, exactly as React wrote it', () => {
    const page = `<head>${sheet}</head><body><div id="root" data-prerendered><main data-app-page=""><p class="sc-bdnzMm jHGcxf">a<!-- -->b${icon}</p></main></div></body>`;
    expect(compactPage(page)).toEqual({ html: page, files: new Map() });
  });

  it('leaves the icons of the blocks after the first section to a file the page names in a <noscript>', () => {
    const clock = icon.replace('<path d="M20 6 9 17l-5-5"></path>', '<circle cx="12" cy="12" r="10"></circle>');
    const section = (type: string, drawn: string) => `<section data-section="${type}"><p>${type}${drawn}</p></section>`;
    const page = `<head>${sheet}</head><body><main>${section('hero', clock)}${section('faq', icon)}</main><footer data-section="footer">${icon}</footer></body>`;
    const { html, files } = compactPage(page);
    // The hero's icon is drawn in the page; the FAQ's and the footer's refer to a symbol the file brings.
    expect(html).toContain(
      '<section data-section="hero"><p>hero<svg width="20" height="20" viewBox="0 0 24 24" class="i" aria-hidden="true"><circle cx="12" cy="12" r="10"/></svg>',
    );
    expect(html).toContain('<section data-section="faq"><p>faq<svg width="20" height="20" class="i" aria-hidden="true"><use href="#i0"/></svg></p></section>');
    expect(html).toContain('<footer data-section="footer"><svg width="20" height="20" class="i" aria-hidden="true"><use href="#i0"/></svg></footer>');
    expect(html).not.toContain('<symbol');
    const [sprite, styles] = [...files.keys()];
    expect(sprite).toMatch(/^\/assets\/icons-[0-9a-f]{8}\.svg$/);
    expect(styles).toBe(sprite.replace(/svg$/, 'css'));
    expect(html).toContain(`<noscript data-later-icons="${sprite}"><link rel="stylesheet" href="${styles}"/></noscript></body>`);
    expect(files.get(sprite)).toContain('<symbol id="i0" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol>');
  });
});
