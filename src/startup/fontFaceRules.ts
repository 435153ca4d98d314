/**
 * A web face as a prerendered page names it: the build writes one @font-face rule per face into the page's
 * <noscript> (scripts/build/fonts.ts), which the browser applies itself when JavaScript is off; with JavaScript
 * the start-up reads the same rules back to load the faces (webFonts.ts). Writer and reader stay side by side.
 */
export interface WebFontFace {
  family: string;
  weight: number;
  /** The subset file's address, e.g. /assets/source-sans-3-latin-400-normal-AbCd1234.woff2. */
  href: string;
}

// Normal style is the default, and every browser that reads these rules reads WOFF2: neither is spelled out.
export const fontFaceRule = ({ family, weight, href }: WebFontFace) =>
  `@font-face{font-family:'${family}';font-weight:${weight};font-display:swap;src:url(${href})}`;

/** The faces of rules fontFaceRule() wrote; anything else in the text is passed over. */
export function readFontFaceRules(css: string): WebFontFace[] {
  return [...css.matchAll(/@font-face\{font-family:'([^']+)';font-weight:(\d+);font-display:swap;src:url\(([^)]+)\)\}/g)].map(([, family, weight, href]) => ({
    family,
    weight: Number(weight),
    href,
  }));
}
