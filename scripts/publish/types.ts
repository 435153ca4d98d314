import type { FieldDifference } from '#engine/editionDiff';

/**
 * What publishing reports, shared by `npm run publish` and the studio's „Veröffentlichen“ dialog (types
 * only: the studio's page reads them without loading any of the publishing code).
 */

/** One content file that differs from the live site: an edition, or site.json. */
export interface FileChange {
  file: string;
  /** The edition's name (or „Website-Einstellungen“ for site.json). */
  name: string;
  status: 'neu' | 'geändert' | 'entfernt';
  /** The fields that differ, keyed as engine/editionDiff.ts keys them. */
  differences: FieldDifference[];
  /** The same fields named as the form names them. */
  labels: string[];
}

export interface PageChanges {
  added: string[];
  changed: string[];
  removed: string[];
}

export interface PublishChanges {
  /** Nothing has been published to the target yet: every page is new. */
  firstPublish: boolean;
  pages: PageChanges;
  files: FileChange[];
  /** Files of public/ (images, favicon) added, changed in place or removed, by path. */
  publicFiles: PageChanges;
  /** The title (its <title>) of each new or changed page of the build, by address: the review names pages by it. */
  pageTitles?: Record<string, string>;
}

export interface ReleaseSummary {
  /** The directory target's release folder name, or the git target's commit. */
  id: string;
  /** ISO time of the publish. */
  time: string;
  live: boolean;
  /** What changed with it, in a few words („Winter-Edition 2026: Preis“). */
  summary: string;
  /** After a rollback: what it could not do and someone should look at. */
  note?: string;
  /** What the release says of itself (the directory target records it; older records and the git target do not). */
  details?: ReleaseDetails;
}

/** For which day a release was built, from which saved version and by whom it went live. */
export interface ReleaseDetails {
  /** JJJJ-MM-TT: the day its pages were built for. */
  builtFor: string;
  /** The saved version (commit) it was built from, when it was one. */
  commit?: string;
  /** Who put it live. */
  by?: string;
}

/** A release a rollback can act on, with the content files that rollback puts back (the studio's image library keeps their images). */
export interface RollbackContent {
  /** The release, as `npm run publish -- --list` names it. */
  id: string;
  /** ISO time of its publish. */
  time: string;
  /** `editions/winter.json` → its text, as the rollback would put it back. */
  files: Record<string, string>;
}

export interface ReleaseList {
  /** Newest first. */
  releases: ReleaseSummary[];
  /** Releases whose record cannot be read, each named in a German sentence; they are left out. */
  skipped: string[];
}

export interface PublishTarget {
  kind: 'directory' | 'git';
  /** Where it goes, in words: „Ordner /srv/gewichtscoaching (nginx)“, „git: origin/main“ (for terminals and logs). */
  description: string;
  /** The live site's name as the operator chose it (publish.config.json „name“), what the studio shows. */
  name?: string;
}
