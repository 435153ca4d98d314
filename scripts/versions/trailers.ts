/**
 * How a version's commit says what it was, in git trailers below the message: written by ./recordVersion.ts,
 * read by the Verlauf (./editionHistory.ts) and the approval's list of changes (studio/server/approvals/).
 */

/** The trailer that marks the studio's own commits, and what the change was. */
export const ACTION_TRAILER = 'Studio-Aktion';
/** A publish or rollback lists each content file that went live with its blob id: `editions/winter.json <id>`. */
export const LIVE_TRAILER = 'Studio-Fassung';
export type StudioAction = 'gespeichert' | 'angelegt' | 'hochgeladen' | 'gelöscht' | 'veröffentlicht' | 'zurückgerollt';
