/**
 * Files in editions/ or public/ that differ from the last saved version (no commit has them): what a crash
 * leaves (a save or an upload cut off before its commit) or a hand edit on the server. While there are any,
 * nothing can be asked for approval; the studio names them and offers to keep them as a version or discard them.
 */

export type { UncommittedFile } from '#scripts/versions/types';
