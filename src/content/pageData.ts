import type { Edition, SiteFile } from './schema';
import type { ImageRef } from '#engine/schemaParts';
import type { NotSellingNotice, Sales, SalesState } from '#kit/model/types';

/**
 * Shapes of the data that reaches the browser: already validated at build time.
 * Type-only imports: the schemas themselves never enter the client bundle.
 */

export type { SectionDescriptor, SectionType } from './schema';
export type { SalesState } from '#kit/model/types';

/**
 * The site settings as pages get them (`/data/site.json`): site.json (`SiteFile`) with its text variables
 * filled in, less the shared section copy, which is already merged into each edition.
 */
/** site.json as the pages read it, with the footer's copyright year: the year of the day the pages are for. */
export type SiteConfig = Omit<SiteFile, '$schema' | 'sectionDefaults'> & { copyrightYear: number };

/**
 * An edition as a page needs it (the loader's result for an edition route): its config as written,
 * and `sales`, what the page shows as of the build day. Components read prices, checkout labels and
 * the closed state from `sales`, never from `offer` (that is the config, for QA); the sections' view
 * of it (kit/model/types.ts `SectionEdition`) has no `offer` at all.
 */
export type EditionData = Omit<Edition, '$schema' | 'variants'> & {
  key: string;
  sales: Sales;
  /** On the page of an A/B variant (src/content/variants.ts): its name. The variants' declarations stay out of the page's data. */
  variant?: string;
};

/**
 * What the home page shows of the edition the calendar features on the build day (kit/model/sales.ts
 * `featuredOn`): its offer and checkout label as of that day (`sales`).
 */
export interface HomeData {
  featured: Pick<EditionData, 'slug' | 'name' | 'startDate'> &
    Pick<Sales, 'offer' | 'checkoutCtaLabel'> & {
      /** The edition's cover, shown beside the overview. */
      cover: ImageRef;
      /** Where it stands on the build day: it sells, its sales open later, or (nothing else planned) they have ended. */
      state: SalesState;
      /**
       * Only when nothing sells that day: the featured edition's notice (its sales open on a later day, or
       * they have ended and no other is planned). The home page names no price then.
       */
      notSelling?: NotSellingNotice;
    };
}

/** One line of the edition list the QA comparison offers (`/data/editions.json`). */
export interface EditionSummary {
  /** The file's base name, as QA names editions (`winter` = editions/winter.json). */
  key: string;
  slug: string;
  name: string;
  /** Where the edition stands on the build day. */
  state: SalesState;
  /** Whether the home page features it on the build day. */
  featured: boolean;
  /** Keyed fields (as the comparison names them) whose values come from the shared defaults in site.json. */
  sharedFields: string[];
  /** Each keyed field named as the studio's form names it (`seo.description` → „Suchmaschinen › Beschreibung …“), `sections.<type>` each section. */
  fieldLabels: Record<string, string>;
}

/** The list of edition routes, all the client needs to build its router. */
export interface RouteManifest {
  editionSlugs: string[];
}

/**
 * Where route loaders get their data. At build time it is the validated content in memory; in the
 * browser it is the static JSON written by the build (or served live by the dev server).
 */
export interface ContentSource {
  site(): Promise<SiteConfig> | SiteConfig;
  home(): Promise<HomeData> | HomeData;
  edition(slug: string): Promise<EditionData> | EditionData;
  editionList(): Promise<EditionSummary[]> | EditionSummary[];
}
