/**
 * The mark the start-up sets on <html> once it has added the web faces (src/startup/webFonts.ts); from then on the
 * font stacks name the web families (fontStacks.ts). A module of its own, so that the start-up's bundle takes the
 * name and not the stacks.
 */
export const WEB_FONTS_ADDED_ATTRIBUTE = 'data-fonts';
