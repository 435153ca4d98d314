import type { Edition, SiteConfig as SiteFile } from './schema';
import type { ImageRef } from '../../engine/schemaParts';
import type { ClosedNotice, Sales } from '../../kit/model/types';

/**
 * Shapes of the data that reaches the browser: already validated at build time.
 * Type-only imports: the schemas themselves never enter the client bundle.
 */

export type { Edition, Offer, SectionDescriptor, SectionType } from './schema';
export type { Sales, SalesState } from '../../kit/model/types';

/** The site settings as pages get them (`/data/site.json`): the shared section copy is already merged into each edition. */
export type SiteConfig = Omit<SiteFile, '$schema' | 'sectionDefaults'>;

/**
 * An edition as a page needs it (the loader's result for an edition route): its config as written,
 * and `sales`, what the page shows as of the build day. Components read prices, checkout labels and
 * the closed state from `sales`, never from `offer` (that is the config, for QA).
 */
export type EditionData = Omit<Edition, '$schema' | 'current'> & { key: string; sales: Sales };

/** What the home page shows of the current edition: its offer and checkout label as of the build day (`sales`). */
export interface HomeData {
  current: Pick<EditionData, 'slug' | 'name' | 'startDate' | 'offer' | 'checkoutCtaLabel'> & {
    /** The edition's cover, shown beside the overview. */
    cover: ImageRef;
    /** Only when its sales have ended and no other edition sells yet: the home page says so and links nowhere. */
    closed?: ClosedNotice;
  };
}

/** One line of the edition list the QA comparison offers (`/data/editions.json`). */
export interface EditionSummary {
  /** The file's base name, as QA names editions (`winter` = editions/winter.json). */
  key: string;
  slug: string;
  name: string;
  current: boolean;
  /** Keyed fields (as the comparison names them) whose values come from the shared defaults in site.json. */
  sharedFields: string[];
}

/** The list of edition routes, all the client needs to build its router. */
export interface RouteManifest {
  editionSlugs: string[];
}

/** What the site passes to every section: the full settings and edition (the kit's SectionContext reads a part of them). */
export interface SectionContext {
  site: SiteConfig;
  edition: EditionData;
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
