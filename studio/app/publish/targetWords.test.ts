import { describe, expect, it } from 'vitest';
import { targetWords } from './targetWords';

/** „Live-Seite“ names where publishing goes in the operator's words, never a folder or a remote. */
describe('targetWords', () => {
  it('names the live site by the name the operator gave it', () => {
    expect(
      targetWords({
        kind: 'directory',
        description: 'Ordner /srv/gewichtscoaching (nginx liefert /srv/gewichtscoaching/current aus)',
        name: 'www.gewichtscoaching.de',
      }),
    ).toBe('Veröffentlicht wird nach „www.gewichtscoaching.de“.');
  });

  it('without a name says where it goes without the folder or the remote', () => {
    const folder = targetWords({ kind: 'directory', description: 'Ordner /srv/gewichtscoaching (nginx liefert /srv/gewichtscoaching/current aus)' });
    const git = targetWords({ kind: 'git', description: 'git: Commit und Push nach origin/main' });
    expect(folder).toBe('Veröffentlicht wird auf die Website, die dieser Server ausliefert.');
    expect(git).toBe('Veröffentlicht wird über das Git-Repository, aus dem der Host die Website baut.');
    for (const words of [folder, git]) expect(words).not.toMatch(/\/|origin|Ordner/);
  });
});
