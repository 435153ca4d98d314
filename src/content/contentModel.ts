import type { ContentProblem } from '#engine/errors';
import type { EditionSources } from '#engine/resolve';
import type { Sales } from '#kit/model/types';
import type { Edition, SiteFile } from './schema';

/**
 * The shapes of loaded content, apart from the loader (loadContent.ts) so that the rules it runs can
 * name them without importing the loader back.
 */

export interface LoadedEdition extends Edition {
  /** The file's base name (`winter` for editions/winter.json): how tools and QA name an edition. */
  key: string;
  /** Path shown in messages, e.g. `editions/winter.json`. */
  file: string;
  /** The files behind the resolved values, to name the right one in messages (engine/resolve.ts). */
  sources: EditionSources;
  /** Where the edition stands on the content's day and what its page shows (kit/model/sales.ts). */
  sales: Sales;
  /** On the page of an A/B variant of the edition: the variant's name (src/content/variants.ts). */
  variant?: string;
  /** The pages of the edition's A/B variants while a test runs, each validated, checked and dated like the edition. */
  variantEditions?: LoadedEdition[];
}

export interface Content {
  /** site.json with its text variables filled in. */
  site: SiteFile;
  editions: LoadedEdition[];
  /** The edition the home page shows on `today` (kit/model/sales.ts `featuredOn`): the calendar decides. */
  featured: LoadedEdition;
  warnings: ContentProblem[];
  /** The day the pages are built for (JJJJ-MM-TT): every edition's `sales` is as of this day. */
  today: string;
}

export interface LoadOptions {
  /** Folder holding site.json and the edition files. */
  dir: string;
  /** Folder the image paths are resolved against (`public/`). */
  publicDir: string;
  /** Production builds also refuse placeholder values. */
  production?: boolean;
  /** The day the pages are built for and the date rules compare against (JJJJ-MM-TT; default today in Germany). */
  today?: string;
  /**
   * Texts read in place of files of `dir` (file name → JSON text): the edition studio checks an unsaved
   * draft exactly as the file would be checked, without writing it. A name not on disk is read as a new file.
   */
  drafts?: ReadonlyMap<string, string>;
}
