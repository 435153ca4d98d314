import { describe, expect, it } from 'vitest';
import { compactPage } from './compactPage';

const sheet =
  '<style data-styled="true" data-styled-version="6.6.0">.jHGcxf{color:red;}/*!sc*/\ndata-styled.g1[id="sc-bdnzMm"]{content:"jHGcxf,"}/*!sc*/\n</style>';
const icon =
  '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-check" aria-hidden="true"><path d="M20 6 9 17l-5-5"></path></svg>';

describe('a prerendered page, compacted', () => {
  it('writes a document with its icon class rules, short class names and no hydration marks', () => {
    const page = `<head>${sheet}</head><body><div id="root" data-prerendered><p class="sc-bdnzMm jHGcxf">4,98<!-- -->/<!-- -->5${icon}</p><a href="/" data-discover="true">x</a></div></body>`;
    expect(compactPage(page)).toBe(
      '<head><style>:where(.i){fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}:where(.i.j){stroke-width:1.8}.a{color:red}</style></head>' +
        '<body><div id="root" data-prerendered><p class="a">4,98/5<svg width="20" height="20" viewBox="0 0 24 24" class="i" aria-hidden="true"><path d="M20 6 9 17l-5-5"/></svg></p><a href="/">x</a></div></body>',
    );
  });

  it('leaves an app page, which React hydrates, exactly as React wrote it', () => {
    const page = `<head>${sheet}</head><body><div id="root" data-prerendered><main data-app-page=""><p class="sc-bdnzMm jHGcxf">a<!-- -->b${icon}</p></main></div></body>`;
    expect(compactPage(page)).toBe(page);
  });
});
