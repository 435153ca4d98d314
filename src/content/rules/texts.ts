import { formatPath } from '#engine/errors';
import type { LoadedEdition } from '../contentModel';
import type { SiteFile } from '../schema';

/** Every text in a parsed content file with its JSON path, e.g. `["sections[3].bonus.intro", "…"]`. */
export function textsOf(value: unknown, at: PropertyKey[] = []): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  collectTexts(value, formatPath(at), texts);
  return texts;
}

/** Adds the texts under `value` to `texts`, each path written out from `path` (formatPath's form) as it goes. */
function collectTexts(value: unknown, path: string, texts: Array<[string, string]>) {
  if (typeof value === 'string') texts.push([path, value]);
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) collectTexts(item, `${path}[${index}]`, texts);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collectTexts(item, path ? `${path}.${key}` : key, texts);
  }
}

/**
 * The texts a visitor reads on an edition's page that belong to the edition, with the shared defaults merged in (not the
 * derived `sales`). A test's variants are pages of their own: their texts are checked on them (src/content/variants.ts).
 */
export const editionTexts = ({
  key: _key,
  file: _file,
  sources: _sources,
  $schema: _schema,
  sales: _sales,
  variants: _variants,
  variantEditions: _pages,
  variant: _variant,
  ...data
}: LoadedEdition) => textsOf(data);

/** The site's own texts (footer, home, thank-you page …); the section defaults are checked inside the editions. */
export const siteTexts = ({ $schema: _schema, sectionDefaults: _defaults, ...site }: SiteFile) => textsOf(site);
