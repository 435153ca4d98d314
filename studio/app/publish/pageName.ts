import { VARIANT_PAGES_PATH } from '#kit/model/paths';

const VARIANT_PAGE = new RegExp(`^/${VARIANT_PAGES_PATH}/([^/]+)/([^/]+)\\.html$`);

/**
 * A page of the build as a visitor meets it: by its title, with the address a visitor types. A variant's page
 * (kit/model/paths.ts) is its edition's address in that variant's copy, „/fruehlingsedition, Variante b“, never the
 * file nginx serves it from; a page nginx shows for addresses that do not exist (/404.html) says so.
 */
export function pageName(page: string, titles: Readonly<Record<string, string>> = {}): string {
  const variant = VARIANT_PAGE.exec(page);
  const errorPage = /^\/\d{3}\.html$/.test(page);
  const title = titles[page];
  if (variant) return title ? `„${title}“ (/${variant[1]}, Variante ${variant[2]})` : `/${variant[1]} (Variante ${variant[2]})`;
  if (errorPage) return `${title ? `„${title}“` : 'Fehlerseite'} (bei Adressen, die es nicht gibt)`;
  const address = page.replace(/\.html$/, '');
  return title ? `„${title}“ (${address})` : address;
}

/** A changed page by pageName, a changed file of public/ (an image, the favicon) by its file name. */
export function changedItemName(item: string, titles?: Readonly<Record<string, string>>): string {
  return item.startsWith('public/') ? (item.split('/').at(-1) ?? item) : pageName(item, titles);
}
