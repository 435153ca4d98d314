// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { startWebFonts } from './webFonts';

describe('startWebFonts', () => {
  it('turns the <noscript> rules into a style sheet of the page', () => {
    const doc = document.implementation.createHTMLDocument();
    // With scripting on, a <noscript>'s content is its text.
    const holder = doc.createElement('noscript');
    holder.setAttribute('data-web-fonts', '');
    holder.textContent = "<style>@font-face{font-family:'Source Sans 3';src:url(/assets/a.woff2)}</style>";
    doc.head.append(holder);
    startWebFonts(doc);
    expect(doc.head.innerHTML).toBe("<style data-web-fonts=\"\">@font-face{font-family:'Source Sans 3';src:url(/assets/a.woff2)}</style>");
  });

  it('does nothing on a page without them (the dev server’s shell)', () => {
    const doc = document.implementation.createHTMLDocument();
    startWebFonts(doc);
    expect(doc.head.innerHTML).toBe('');
  });
});
