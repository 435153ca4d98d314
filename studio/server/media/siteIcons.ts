import { FAVICON_SIZES } from '#scripts/build/socialImages';

/**
 * The site's own icons in public/images: index.html names favicon.svg, the build draws the PNG icons from it.
 * They are no content image (the studio never deletes them), and no upload takes their names: an upload
 * „favicon.svg“ becomes „favicon-2.jpg“, an image like any other.
 */
export const SITE_ICON_FILES: readonly string[] = ['favicon.svg', ...FAVICON_SIZES.map((icon) => icon.file)];

export const isSiteIcon = (name: string) => SITE_ICON_FILES.includes(name);

/** „titelbild.jpg“ → „titelbild“: what the build names an image's variants after. */
export const baseNameOf = (name: string) => name.replace(/\.[^.]*$/, '');
