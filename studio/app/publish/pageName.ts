import { VARIANT_PAGES_PATH } from '#kit/model/paths';

const VARIANT_PAGE = new RegExp(`^/${VARIANT_PAGES_PATH}/([^/]+)/([^/]+)\\.html$`);

/**
 * A page of the build as a visitor meets it: a variant's page (kit/model/paths.ts) is its edition's address in
 * that variant's copy, „/fruehlingsedition (Variante b)“, never the file nginx serves it from.
 */
export function pageName(page: string): string {
  const variant = VARIANT_PAGE.exec(page);
  return variant ? `/${variant[1]} (Variante ${variant[2]})` : page;
}
