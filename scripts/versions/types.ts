import type { FieldDifference } from '#engine/editionDiff';

/**
 * What the versions module answers, types only (no Node): the studio's contract (studio/shared/) passes them
 * on to its page as they are.
 */

/** Who made a change: the hosted studio's account, or (local studio, `npm run publish`) the repository's git user. */
export interface Person {
  name: string;
  email: string;
}

/** Whether a change was recorded as a version (a git commit the Verlauf lists), or why not in a German sentence. */
export type VersionNote = { recorded: true; commit: string } | { recorded: false; message: string };

/** What a version of the Verlauf is: the studio's save, new edition, publish or rollback, or a commit made outside the studio. */
export type VersionKind = 'gespeichert' | 'angelegt' | 'veröffentlicht' | 'zurückgerollt' | 'außerhalb';

export interface EditionVersion {
  commit: string;
  /** ISO time of the commit. */
  date: string;
  author: string;
  /** The commit's message (a developer's own words for a change outside the studio). */
  subject: string;
  kind: VersionKind;
  /** Nothing of its sort before it to compare with (the file was made, or the first publish listed). */
  created: boolean;
  /** The file in this version is an edition the form can open today. */
  readable: boolean;
  /** Why it cannot be opened: the first reason today's check gives („offer.price: …“). */
  problem?: string;
  /** What this commit changed in the file, compared with the version before it. */
  differences: FieldDifference[];
}

export interface EditionHistory {
  versions: EditionVersion[];
  /** Why there is nothing to list. */
  message?: string;
}

/**
 * A save refused because someone else saved the file since it was opened (./saveConflict.ts):
 * the page merges the draft onto `current` (engine/editionMerge.ts) or reloads it.
 */
export interface SaveConflict {
  /** By whom it was changed, to follow „von“: „Anna Beispiel“, „jemand anderem (in einem anderen Fenster oder außerhalb des Studios)“. */
  who: string;
  /** The fields both changed, differently: `a` the value in the file now, `b` the draft's. */
  both: FieldDifference[];
  /** The fields only the other side changed (merged in when the draft is taken over): `a` before, `b` now. */
  theirs: FieldDifference[];
  /** The file as it is now: its data and hash, the new base to save against. */
  current: { data: Record<string, unknown>; hash: string };
}

/** A file in editions/ or public/ that differs from the last version (./uncommitted.ts). */
export interface UncommittedFile {
  /** As git names it from the project folder: `public/images/strand.jpg`. */
  file: string;
  change: 'geändert' | 'neu' | 'gelöscht';
}
