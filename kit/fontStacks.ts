import { WEB_FONTS_ADDED_ATTRIBUTE } from './webFontsMark';

/**
 * The site's font stacks, as CSS variables (theme.font.body and .heading name them). Each stack names the web
 * family first, then the local faces matched to it (scripts/build/fonts.ts), each skipped where its font is missing.
 *
 * With JavaScript on, the web faces are added only after the first paint (src/startup/webFonts.ts). Until then the
 * stacks leave the web family out: not yet defined, it would be looked up among the system's fonts, for every
 * weight a synchronous call to the browser process in the first layout. The start-up marks the page once the faces
 * are added (webFontsMark.ts), and the full stacks apply. With JavaScript off the faces' rules are in the page from
 * the start, and so are the full stacks.
 */

const BODY_WEB_FAMILY = "'Source Sans 3'";
const BODY_FALLBACKS = "'Source Sans 3 Fallback', 'Source Sans 3 Fallback DejaVu', system-ui, sans-serif";
const HEADING_WEB_FAMILY = "'Merriweather'";
const HEADING_FALLBACKS = "'Merriweather Fallback', 'Merriweather Fallback DejaVu', Georgia, serif";

export const FONT_STACK_VARIABLES = { body: 'var(--font-body)', heading: 'var(--font-heading)' } as const;

/** The variables' rules, for a page's global style (the site's and the studio's). */
export const FONT_STACK_RULES = `
  :root {
    --font-body: ${BODY_WEB_FAMILY}, ${BODY_FALLBACKS};
    --font-heading: ${HEADING_WEB_FAMILY}, ${HEADING_FALLBACKS};
  }
  html[data-js]:not([${WEB_FONTS_ADDED_ATTRIBUTE}]) {
    --font-body: ${BODY_FALLBACKS};
    --font-heading: ${HEADING_FALLBACKS};
  }
`;
