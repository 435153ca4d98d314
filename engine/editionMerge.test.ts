import { describe, expect, it } from 'vitest';
import { diffEditions } from './editionDiff';
import { mergeEditions, withinConflict } from './editionMerge';

/** A small edition as a file holds it: sections in order, FAQ entries with ids, a plain list of texts. */
const edition = (changes: (data: any) => void = () => {}) => {
  const data: any = {
    name: 'Frühling',
    offer: { mode: 'early-bird', price: 399 },
    sections: [
      { type: 'hero', title: 'Eins' },
      {
        type: 'faq',
        entries: [
          { id: 'start', question: 'Wann?', answer: 'Im Januar.' },
          { id: 'zeit', question: 'Wie lange?', answer: 'Elf Wochen.' },
        ],
      },
      { type: 'pricing', features: ['Videomodule', 'Live-Calls'] },
    ],
  };
  changes(data);
  return data;
};

describe('mergeEditions', () => {
  it('takes what only one side changed from that side, with no conflict', () => {
    const mine = edition((data) => (data.offer.price = 449));
    const theirs = edition((data) => {
      data.sections[0].title = 'Neu';
      data.sections[1].entries.push({ id: 'geld', question: 'Kosten?', answer: 'Siehe Preis.' });
    });
    const merged = mergeEditions(edition(), mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.data).toEqual(
      edition((data) => {
        data.offer.price = 449;
        data.sections[0].title = 'Neu';
        data.sections[1].entries.push({ id: 'geld', question: 'Kosten?', answer: 'Siehe Preis.' });
      }),
    );
  });

  it('names a field both changed differently by its diff path; their value stays unless mine is chosen', () => {
    const mine = edition((data) => {
      data.offer.price = 449;
      data.sections[1].entries[1].answer = 'Elf Wochen, jede mit Live-Call.';
    });
    const theirs = edition((data) => {
      data.offer.price = 429;
      data.sections[1].entries[1].answer = '77 Tage.';
    });
    const kept = mergeEditions(edition(), mine, theirs);
    expect(kept.conflicts).toEqual([{ path: 'offer.price' }, { path: 'sections.faq.entries[zeit].answer' }]);
    expect(kept.data).toEqual(theirs);
    const taken = mergeEditions(edition(), mine, theirs, (conflict) => conflict.path === 'offer.price');
    expect(taken.data.offer).toEqual({ mode: 'early-bird', price: 449 });
    expect((taken.data.sections as any)[1].entries[1].answer).toBe('77 Tage.');
    // The same paths as the Verlauf's rows.
    expect(diffEditions(theirs, mine).map((row) => row.path)).toEqual(kept.conflicts.map((conflict) => conflict.path));
  });

  it('treats an entry one side removed and the other changed as a conflict of the whole entry', () => {
    const mine = edition((data) => data.sections[1].entries.splice(0, 1));
    const theirs = edition((data) => (data.sections[1].entries[0].answer = 'Im Februar.'));
    const merged = mergeEditions(edition(), mine, theirs, () => true);
    expect(merged.conflicts).toEqual([{ path: 'sections.faq.entries[start]' }]);
    expect((merged.data.sections as any)[1].entries.map((entry: any) => entry.id)).toEqual(['zeit']);
  });

  it('keeps my reordering of sections when the other side only changed copy', () => {
    const mine = edition((data) => data.sections.reverse());
    const theirs = edition((data) => (data.sections[0].title = 'Neu'));
    const merged = mergeEditions(edition(), mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect((merged.data.sections as any).map((section: any) => section.type)).toEqual(['pricing', 'faq', 'hero']);
    expect((merged.data.sections as any)[2].title).toBe('Neu');
  });

  it('makes two different reorders one conflict of the order', () => {
    const mine = edition((data) => data.sections.reverse());
    const theirs = edition((data) => data.sections.push(data.sections.shift()));
    const merged = mergeEditions(edition(), mine, theirs);
    expect(merged.conflicts).toEqual([{ path: 'sections', order: true }]);
    expect(withinConflict({ path: 'sections' }, merged.conflicts[0])).toBe(true);
    expect(withinConflict({ path: 'sections.hero.title' }, merged.conflicts[0])).toBe(false);
  });
});
