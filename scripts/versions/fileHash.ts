import { createHash } from 'node:crypto';

/**
 * The hash a file's text is known by: the studio opens an edition with it, a save sends it back to show which
 * version it was made from, and a refused save finds that version in git by it (./saveConflict.ts).
 */
export const hashOf = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
