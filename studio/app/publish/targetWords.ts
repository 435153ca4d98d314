import type { PublishTarget } from '#studio/shared/apiTypes';

/** Where publishing goes, in the name the operator gave the live site; without one, in words without a folder or a remote. */
export function targetWords(target: PublishTarget): string {
  if (target.name) return `Veröffentlicht wird nach „${target.name}“.`;
  return target.kind === 'git'
    ? 'Veröffentlicht wird über das Git-Repository, aus dem der Host die Website baut.'
    : 'Veröffentlicht wird auf die Website, die dieser Server ausliefert.';
}
