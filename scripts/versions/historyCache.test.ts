import { describe, expect, it } from 'vitest';
import { keptUntilChanged } from './historyCache';

/** The studio's Verlauf cache: read once, read again after a save (a new commit), never keeping a failed read. */
function counted(stamp: { now: string }, fail = false) {
  const reads: string[] = [];
  const history = keptUntilChanged(
    async (file) => {
      reads.push(`${file}@${stamp.now}`);
      if (fail && reads.length === 1) throw new Error('git log ist fehlgeschlagen');
      return { file, at: stamp.now };
    },
    async () => stamp.now,
  );
  return { history, reads };
}

describe('the kept Verlauf', () => {
  it('is read once while nothing is saved, and again after a save makes a new commit', async () => {
    const stamp = { now: 'commit-1' };
    const { history, reads } = counted(stamp);
    expect(await history('editions/winter.json')).toEqual({ file: 'editions/winter.json', at: 'commit-1' });
    expect(await history('editions/winter.json')).toEqual({ file: 'editions/winter.json', at: 'commit-1' });
    expect(reads).toEqual(['editions/winter.json@commit-1']);

    stamp.now = 'commit-2';
    expect(await history('editions/winter.json')).toEqual({ file: 'editions/winter.json', at: 'commit-2' });
    expect(reads).toEqual(['editions/winter.json@commit-1', 'editions/winter.json@commit-2']);
  });

  it('keeps each file apart, and two requests at once read once', async () => {
    const { history, reads } = counted({ now: 'commit-1' });
    await Promise.all([history('editions/winter.json'), history('editions/winter.json'), history('editions/autumn.json')]);
    expect(reads.sort()).toEqual(['editions/autumn.json@commit-1', 'editions/winter.json@commit-1']);
  });

  it('reads again after a read that failed', async () => {
    const { history, reads } = counted({ now: 'commit-1' }, true);
    await expect(history('editions/winter.json')).rejects.toThrow('git log ist fehlgeschlagen');
    expect(await history('editions/winter.json')).toEqual({ file: 'editions/winter.json', at: 'commit-1' });
    expect(reads).toHaveLength(2);
  });
});
