import { describe, expect, it } from 'vitest';
import { spriteIcons } from './iconSprite';

/** As lucide-react renders an icon on the server. */
const lucide = (name: string, drawing: string, width = '2', size = 20) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name}" aria-hidden="true" focusable="false">${drawing}</svg>`;
const check = '<path d="M20 6 9 17l-5-5"></path>';
const clock = '<circle cx="12" cy="12" r="10"></circle><path d="M12 6v6l4 2"></path>';

describe('the page’s icons', () => {
  it('draws a repeated icon once, as a symbol in its first use, and refers to it from every other', () => {
    const page = `<p>${lucide('check', check)}a</p><p>${lucide('check', check, '2', 18)}b</p><p>${lucide('check', check)}c</p>`;
    const { html } = spriteIcons(page);
    expect(html.match(/<symbol /g)).toHaveLength(1);
    expect(html).toContain(
      '<svg width="20" height="20" class="i" aria-hidden="true"><symbol id="i0" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol><use href="#i0"/></svg>a',
    );
    expect(html).toContain('<svg width="18" height="18" class="i" aria-hidden="true"><use href="#i0"/></svg>b');
    expect(html).toContain('<svg width="20" height="20" class="i" aria-hidden="true"><use href="#i0"/></svg>c');
  });

  it('leaves an icon drawn once where it is, its stroke to the icon class, its paths joined', () => {
    const { html, usesIconClass } = spriteIcons(`<li>${lucide('clock', clock, '1.8', 26)}</li>`);
    expect(html).toBe(
      '<li><svg width="26" height="26" viewBox="0 0 24 24" class="i j" aria-hidden="true"><circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/></svg></li>',
    );
    expect(usesIconClass).toBe(true);
  });

  it('keeps the attributes of an icon that is not lucide’s, and ids the page already has free', () => {
    const mark = '<svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true"><path d="M28 14 L36 14 Z" fill="#0F5257"></path></svg>';
    const { html, usesIconClass } = spriteIcons(`<a id="i0">${mark}</a>${lucide('check', check)}${lucide('check', check)}`);
    expect(html).toContain('<svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true"><path d="M28 14L36 14Z" fill="#0F5257"/></svg>');
    expect(html).toContain('<symbol id="i0-"');
    expect(usesIconClass).toBe(true);
    expect(spriteIcons(mark).usesIconClass).toBe(false);
  });
});

describe('the icons of the later blocks', () => {
  it('are referred to, not drawn, when they first appear after `laterFrom`; icons of the first screen stay as they were', () => {
    const first = `<p>${lucide('clock', clock)}</p><p>${lucide('check', check)}</p>`;
    const page = `${first}<section>${lucide('clock', clock)}${lucide('star', '<path d="M1 2 3 4"></path>', '1.8', 26)}${lucide('star', '<path d="M1 2 3 4"></path>')}</section>`;
    const { html, later } = spriteIcons(page, first.length);
    // The clock, first drawn above, is a symbol there as before; the star, only below, is drawn nowhere in the page.
    expect(html).toContain('<symbol id="i0" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/></symbol>');
    expect(html).toContain(
      '<section><svg width="20" height="20" class="i" aria-hidden="true"><use href="#i0"/></svg><svg width="26" height="26" class="i j" aria-hidden="true"><use href="#i1"/></svg><svg width="20" height="20" class="i" aria-hidden="true"><use href="#i1"/></svg></section>',
    );
    expect(html).toContain('<path d="M20 6 9 17l-5-5"/>');
    expect(later).toEqual([
      {
        id: 'i1',
        drawing: '<path d="M1 2 3 4"/>',
        uses: [' width="26" height="26" class="i j" aria-hidden="true"', ' width="20" height="20" class="i" aria-hidden="true"'],
      },
    ]);
  });
});
