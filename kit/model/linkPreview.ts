/**
 * The size of each edition's link-preview image (Open Graph, Twitter): drawn at build time, declared
 * in every page's <head>, and mimicked by the studio's preview cards. The ratio is the one Facebook,
 * LinkedIn and WhatsApp show uncropped.
 */
export const LINK_PREVIEW_SIZE = { width: 1200, height: 630 } as const;
