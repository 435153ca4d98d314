import { describe, expect, it } from 'vitest';
import { diffEditions, editionFields, formatDiffValue, pathParts } from './editionDiff';

/** A small resolved edition: sections in order, list entries with ids, a plain list of texts. */
const edition = (changes: (data: any) => void = () => {}) => {
  const data: any = {
    key: 'a',
    slug: 'a-edition',
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

describe('diffEditions', () => {
  it('finds nothing between equal editions, whatever their file key', () => {
    expect(
      diffEditions(
        edition(),
        edition((data) => (data.key = 'b')),
      ),
    ).toEqual([]);
  });

  it('keys sections by type and list entries by id', () => {
    const b = edition((data) => {
      data.offer.price = 349;
      data.sections[0].title = 'Zwei';
      data.sections[1].entries[1].answer = 'Zwölf Wochen.';
    });
    expect(diffEditions(edition(), b)).toEqual([
      { path: 'offer.price', a: 399, b: 349 },
      { path: 'sections.hero.title', a: 'Eins', b: 'Zwei' },
      { path: 'sections.faq.entries[zeit].answer', a: 'Elf Wochen.', b: 'Zwölf Wochen.' },
    ]);
  });

  it('an inserted FAQ entry is one difference, and the entries after it do not shift', () => {
    const b = edition((data) => data.sections[1].entries.splice(1, 0, { id: 'kosten', question: 'Was kostet es?', answer: '399 €.' }));
    const differences = diffEditions(edition(), b);
    expect(differences).toEqual([{ path: 'sections.faq.entries[kosten]', a: undefined, b: { id: 'kosten', question: 'Was kostet es?', answer: '399 €.' } }]);
    expect(formatDiffValue(differences[0].b)).toBe('question: Was kostet es? · answer: 399 €.');
  });

  it('an entry moved within its list is one row with its old and new position; the entries it passed are not', () => {
    const four = (data: any) =>
      (data.sections[1].entries = ['start', 'zeit', 'kosten', 'garantie'].map((id) => ({ id, question: `${id}?`, answer: `${id}.` })));
    const b = edition((data) => {
      four(data);
      const [garantie] = data.sections[1].entries.splice(3, 1);
      data.sections[1].entries.splice(1, 0, garantie);
    });
    expect(diffEditions(edition(four), b)).toEqual([{ path: 'sections.faq.entries[garantie]', a: 'Position 4', b: 'Position 2', moved: true }]);
  });

  it('names the entries a visitor sees when a section shows only the first ones, so a reorder that changes them shows', () => {
    const reviews = (order: string[]) => (data: any) =>
      data.sections.push({ type: 'testimonials', shown: 2, reviews: order.map((id) => ({ id, name: `${id[0].toUpperCase()}${id.slice(1)} K.` })) });
    const differences = diffEditions(edition(reviews(['sabine', 'thomas', 'petra'])), edition(reviews(['petra', 'sabine', 'thomas'])));
    expect(differences).toEqual([
      { path: 'sections.testimonials.reviews (sichtbar)', a: 'Sabine K., Thomas K.', b: 'Petra K., Sabine K.' },
      { path: 'sections.testimonials.reviews[petra]', a: 'Position 3', b: 'Position 1', moved: true },
    ]);
  });

  it('an added entry shifts no other entry into a move', () => {
    const b = edition((data) => data.sections[1].entries.unshift({ id: 'neu', question: 'Neu?', answer: 'Ja.' }));
    expect(diffEditions(edition(), b).map((difference) => difference.path)).toEqual(['sections.faq.entries[neu]']);
  });

  it('a list of texts is one field, and a new order of sections is one field', () => {
    const b = edition((data) => {
      data.sections[2].features.push('Rezepte');
      data.sections.reverse();
    });
    expect(diffEditions(edition(), b)).toEqual([
      { path: 'sections', a: 'hero, faq, pricing', b: 'pricing, faq, hero' },
      { path: 'sections.pricing.features', a: ['Videomodule', 'Live-Calls'], b: ['Videomodule', 'Live-Calls', 'Rezepte'] },
    ]);
    expect(formatDiffValue(['Videomodule', 'Live-Calls'])).toBe('Videomodule · Live-Calls');
  });

  it('marks the side whose value comes from the shared defaults', () => {
    const b = edition((data) => (data.sections[2].features = ['Alles']));
    expect(diffEditions(edition(), b, { a: ['sections.pricing.features'] })).toEqual([
      { path: 'sections.pricing.features', a: ['Videomodule', 'Live-Calls'], b: ['Alles'], sharedA: true },
    ]);
  });

  it('names every field with the path in the resolved edition, for finding its file', () => {
    const fields = editionFields(edition());
    expect(fields.find((field) => field.path === 'sections.faq.entries[zeit].answer')?.at).toEqual(['sections', 1, 'entries', 1, 'answer']);
  });

  it('shows a missing field and an empty text so that QA can tell them apart', () => {
    expect(formatDiffValue(undefined)).toBe('(fehlt)');
    expect(formatDiffValue('')).toBe('(leer)');
    expect(formatDiffValue([])).toBe('(keine)');
  });
});

describe('a keyed path in the pieces a line may break between', () => {
  it('splits after each dot and before each entry, never inside a name; keeps a note whole', () => {
    expect(pathParts('seo.description')).toEqual(['seo.', 'description']);
    expect(pathParts('sections.faq.entries[start-und-zugang].answer')).toEqual(['sections.', 'faq.', 'entries', '[start-und-zugang].', 'answer']);
    expect(pathParts('sections.testimonials.reviews[petra] (Reihenfolge)')).toEqual(['sections.', 'testimonials.', 'reviews', '[petra]', ' (Reihenfolge)']);
    expect(pathParts('a["b c"].d')).toEqual(['a', '["b c"].', 'd']);
    expect(pathParts('')).toEqual([]);
  });
});
