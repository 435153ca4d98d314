import { editionFields } from '#engine/editionDiff';
import { sourceOf } from '#engine/resolve';
import type { Content, LoadedEdition } from './loadContent';
import { qaFieldLabels } from './qaFieldLabels';
import type { SiteFile } from './schema';
import type { EditionData, EditionSummary, HomeData, RouteManifest, SiteConfig } from './pageData';

/**
 * The static JSON files the browser fetches on client-side navigation, keyed by their path under
 * `/data/`. The build writes them into dist/; the dev server answers them from the live files.
 * Each page's JavaScript stays the same size however many editions exist: data is split, not code.
 */
export function toEditionData(edition: LoadedEdition): EditionData {
  // A test's variants are pages of their own (src/content/variants.ts), not part of the edition's data.
  const { $schema: _schema, file: _file, sources: _sources, variants: _variants, variantEditions: _pages, ...data } = edition;
  return data;
}

export function toHomeData(content: Content): HomeData {
  const { slug, name, startDate, sales, sections, file } = content.featured;
  // rules/structure.ts guarantees the first section is the hero.
  const hero = sections.find((section) => section.type === 'hero');
  if (!hero) throw new Error(`${file} hat keinen Abschnitt „hero“`);
  // The offer as of the build day: after its early-bird the home page names the regular price too.
  // Featured while its sales have not opened, it is itself what comes next: its notice alone.
  const notice = sales.notSelling && (sales.state === 'upcoming' ? { notice: sales.notSelling.notice } : sales.notSelling);
  const notSelling = notice ? { notSelling: notice } : {};
  const { state, offer, checkoutCtaLabel } = sales;
  return { featured: { slug, name, startDate, state, offer, checkoutCtaLabel, cover: hero.cover, ...notSelling } };
}

export function toRouteManifest(content: Content): RouteManifest {
  return { editionSlugs: content.editions.map((edition) => edition.slug) };
}

/** The keyed fields (engine/editionDiff.ts) whose values an edition takes from the shared defaults in site.json. */
export function sharedFieldsOf(edition: LoadedEdition): string[] {
  return editionFields(edition)
    .filter((field) => sourceOf(edition.sources, field.at).shared)
    .map((field) => field.path);
}

/** Every edition by file key, for the QA comparison (/qa/vergleich), with the fields it shares with the defaults. */
export function toEditionList(content: Content): EditionSummary[] {
  return content.editions.map((edition) => {
    const { key, slug, name, sales } = edition;
    return {
      key,
      slug,
      name,
      state: sales.state,
      featured: edition === content.featured,
      sharedFields: sharedFieldsOf(edition),
      fieldLabels: qaFieldLabels(edition),
    };
  });
}

/** The site settings a page needs; the shared section copy reaches the browser only inside each resolved edition. */
/** `today` (JJJJ-MM-TT, a German calendar day) gives the copyright year, never the machine's clock. */
export function toSiteData(siteFile: SiteFile, today: string): SiteConfig {
  const { $schema: _schema, sectionDefaults: _defaults, ...site } = siteFile;
  return { ...site, copyrightYear: Number(today.slice(0, 4)) };
}

export function publicDataFiles(content: Content): Map<string, unknown> {
  const site = toSiteData(content.site, content.today);
  const files = new Map<string, unknown>([
    ['site.json', site],
    ['home.json', toHomeData(content)],
    ['routes.json', toRouteManifest(content)],
    ['editions.json', toEditionList(content)],
  ]);
  for (const edition of content.editions) files.set(`editions/${edition.slug}.json`, toEditionData(edition));
  return files;
}
