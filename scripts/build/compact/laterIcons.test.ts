import { describe, expect, it } from 'vitest';
import { laterBlocksStart, laterIconFiles } from './laterIcons';

const check = '<path d="M20 6 9 17l-5-5"/>';

describe("a page's later blocks", () => {
  it('begin at the second section in <main>; a page with one or none has none', () => {
    const page = '<header data-section="x"></header><main><section data-section="hero">a</section><div class="b" data-section="faq">b</div></main>';
    expect(page.slice(laterBlocksStart(page))).toBe('<div class="b" data-section="faq">b</div></main>');
    expect(laterBlocksStart('<main><section data-section="hero"></section></main>')).toBe(Number.POSITIVE_INFINITY);
    expect(laterBlocksStart('<div data-section="a"></div><div data-section="b"></div>')).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('the files of the later icons', () => {
  it('are none for a page without later icons', () => {
    expect(laterIconFiles([])).toBeUndefined();
  });

  it('hold the symbols, and a style sheet that paints each use as its <svg> would draw it', () => {
    const files = laterIconFiles([
      { id: 'i0', drawing: check, uses: [' width="18" height="18" class="i" aria-hidden="true"', ' width="26" height="26" class="i j" aria-hidden="true"'] },
      { id: 'i1', drawing: '<path d="M1 1h22v22H1z" fill-rule="evenodd"/>', uses: [' width="22" height="22" fill="currentColor" aria-hidden="true"'] },
    ])!;
    const [[sprite, symbols], [sheet, styles]] = [...files.files];
    expect(symbols).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" style="display:none"><symbol id="i0" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol>' +
        '<symbol id="i1" viewBox="0 0 24 24"><path d="M1 1h22v22H1z" fill-rule="evenodd"/></symbol></svg>\n',
    );
    expect(files.tag).toBe(`<noscript data-later-icons="${sprite}"><link rel="stylesheet" href="${sheet}"/></noscript>`);
    const rules = styles.split('\n');
    // Lucide's stroke, in the width of each use's class.
    expect(rules[0]).toMatch(/^svg\.i:has\(>use\[href="#i0"\]\)\{background:currentColor;-webkit-mask:url\("data:image\/svg\+xml,<svg .*stroke-width='2' /);
    expect(rules[0]).toContain("<path d='M20 6 9 17l-5-5'/>");
    expect(rules[1]).toMatch(/^svg\.i\.j:has\(>use\[href="#i0"\]\).*stroke-width='1\.8' /);
    // A filled icon, its own attributes kept, `#` escaped in the data: address.
    expect(rules[2]).toMatch(/^svg:has\(>use\[href="#i1"\]\).*fill='black'>/);
    expect(rules[2]).not.toMatch(/data:[^)]*#/);
    expect(rules[3]).toBe(
      '@media (forced-colors:active){svg.i:has(>use[href="#i0"]),svg.i.j:has(>use[href="#i0"]),svg:has(>use[href="#i1"]){forced-color-adjust:none;background:CanvasText}}',
    );
  });

  it('are named by their content, so pages with the same icons share them', () => {
    const symbols = [{ id: 'i0', drawing: check, uses: [' class="i"'] }];
    expect([...laterIconFiles(symbols)!.files.keys()]).toEqual([...laterIconFiles(structuredClone(symbols))!.files.keys()]);
    const other = laterIconFiles([{ id: 'i0', drawing: check, uses: [' class="i j"'] }])!;
    expect([...other.files.keys()][0]).not.toBe([...laterIconFiles(symbols)!.files.keys()][0]);
  });
});
