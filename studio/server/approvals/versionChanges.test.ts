import { describe, expect, it } from 'vitest';
import { byPerson, parseChanges } from './versionChanges';

/** The changes a request lists, read from a made-up history: the studio's own by person, the program's counted apart. */

const line = (...fields: string[]) => fields.join('\u001f');
const log = [
  line('c3', 'Anna Muster', 'anna@example.de', '2026-11-27T10:00:00+01:00', 'Frühlings-Edition 2027 gespeichert: Preis', 'gespeichert'),
  line('c2', 'Dev Eloper', 'dev@example.org', '2026-11-26T10:00:00+01:00', 'Merge main into studio (schema, fonts)', ''),
  line('c1', 'Fritz Freigabe', 'fritz@example.de', '2026-11-25T10:00:00+01:00', 'Veröffentlicht: Winter-Edition 2026', 'veröffentlicht'),
  line('c0', 'Dev Eloper', 'dev@example.org', '2026-11-24T10:00:00+01:00', 'Fix the spring copy', ''),
].join('\n');

describe('the changes a request carries', () => {
  it('keeps the program’s commits for the four-eyes rule, but lists only the studio’s, by person', () => {
    const changes = parseChanges(`${log}\n`);
    // A publish's record is nobody's new change.
    expect(changes.map((change) => [change.commit, change.studio])).toEqual([
      ['c3', true],
      ['c2', false],
      ['c0', false],
    ]);
    expect(byPerson(changes)).toEqual([
      {
        name: 'Anna Muster',
        email: 'anna@example.de',
        changes: [{ commit: 'c3', date: '2026-11-27T10:00:00+01:00', subject: 'Frühlings-Edition 2027 gespeichert: Preis' }],
        more: 0,
      },
    ]);
  });
});
