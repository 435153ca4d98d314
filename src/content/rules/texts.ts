import { formatPath } from '#engine/errors';
import type { LoadedEdition } from '../contentModel';
import type { SiteFile } from '../schema';

/** Every text in a parsed content file with its JSON path, e.g. `["sections[3].bonus.intro", "…"]`. */
export function textsOf(value: unknown, at: PropertyKey[] = []): Array<[string, string]> {
  if (typeof value === 'string') return [[formatPath(at), value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...at, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textsOf(item, [...at, key]));
  return [];
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
