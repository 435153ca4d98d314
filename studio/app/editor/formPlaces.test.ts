import { describe, expect, it } from 'vitest';
import type { StudioProblem } from '#studio/shared/apiTypes';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import { errorCountIn, groupLabel, groupOf, placeOf, problemsByField, sectionsOf, ungroupedKeys } from './formPlaces';

/** A small schema in the shape the studio receives: labels from field metadata, the offer as a union, sections by type. */
const schema: JsonSchemaNode = {
  type: 'object',
  properties: {
    name: { type: 'string', 'x-label': 'Name der Edition' },
    slug: { type: 'string', 'x-label': 'Adresse' },
    extraNote: { type: 'string', 'x-label': 'Hinweis' },
    current: { type: 'boolean' },
    offer: {
      'x-label': 'Angebot',
      oneOf: [
        { type: 'object', properties: { mode: { const: 'komplettpreis' }, price: { type: 'number', 'x-label': 'Komplettpreis inkl. MwSt.' } } },
        { type: 'object', properties: { mode: { const: 'early-bird' }, price: { type: 'number', 'x-label': 'Frühbucherpreis inkl. MwSt.' } } },
      ],
    },
    sections: {
      type: 'array',
      items: {
        oneOf: [
          { type: 'object', properties: { type: { const: 'hero' }, title: { type: 'string', 'x-label': 'Überschrift' } } },
          {
            type: 'object',
            properties: {
              type: { const: 'faq' },
              items: { type: 'array', 'x-label': 'Fragen', items: { type: 'object', properties: { question: { type: 'string', 'x-label': 'Frage' } } } },
            },
          },
        ],
      },
    },
  },
};
const setup = {
  schema,
  sections: [
    { type: 'hero', label: 'Kopfbereich' },
    { type: 'faq', label: 'Häufige Fragen' },
  ],
} as Parameters<typeof placeOf>[1];
const draft = { name: 'Frühjahr', offer: { mode: 'early-bird', price: 299 }, sections: [{ type: 'faq', items: [{ question: '?' }] }, { type: 'hero' }] };
const sections = sectionsOf(draft);

const problem = (field: string | undefined, blocking = true): StudioProblem => ({
  code: 'test',
  severity: 'error',
  file: 'editions/spring.json',
  path: field ?? '',
  field,
  message: 'falsch',
  blocking,
});

describe('formPlaces', () => {
  it('lists the sections in their order with their index', () => {
    expect(sections).toEqual([
      { index: 0, type: 'faq' },
      { index: 1, type: 'hero' },
    ]);
  });

  it('puts a field in its group: named top-level keys, the section it belongs to, the sections list, else the first group', () => {
    expect(groupOf('offer.price', sections)).toBe('angebot');
    expect(groupOf('seo.title', sections)).toBe('suche');
    expect(groupOf('sections[1].title', sections)).toBe('abschnitt-hero');
    expect(groupOf('sections[0].items[0].question', sections)).toBe('abschnitt-faq');
    expect(groupOf('sections', sections)).toBe('abschnitte');
    expect(groupOf('sections[7].title', sections)).toBe('abschnitte');
    expect(groupOf('extraNote', sections)).toBe('grunddaten');
    expect(groupOf(undefined, sections)).toBe('grunddaten');
  });

  it('names groups as the navigation does', () => {
    const label = (type: string) => ({ faq: 'Häufige Fragen' })[type] ?? type;
    expect(groupLabel('abschnitt-faq', label)).toBe('Abschnitt „Häufige Fragen“');
    expect(groupLabel('abschnitte', label)).toBe('Abschnitte');
    expect(groupLabel('wert', label)).toBe('Wert und Bonus');
  });

  it('names a problem by the label of the branch the edition uses and of the section it sits in', () => {
    expect(placeOf(problem('offer.price'), setup, draft)).toBe('Angebot und Preis › Frühbucherpreis inkl. MwSt.');
    expect(placeOf(problem('offer.price'), setup, { ...draft, offer: { mode: 'komplettpreis', price: 499 } })).toBe(
      'Angebot und Preis › Komplettpreis inkl. MwSt.',
    );
    expect(placeOf(problem('sections[0].items[0].question'), setup, draft)).toBe('Abschnitt „Häufige Fragen“ › Frage');
    expect(placeOf(problem('sections[1].title'), setup, draft)).toBe('Abschnitt „Kopfbereich“ › Überschrift');
    expect(placeOf(problem(undefined), setup, draft)).toBe('Grunddaten');
  });

  it('names a problem in an A/B variant by the variant’s name and the section’s and field’s labels', () => {
    const tested = { ...draft, variants: [{ name: 'b', sections: { hero: { title: '' } } }] };
    expect(placeOf(problem('variants[0].sections.hero.title'), setup, tested)).toBe('Variante b › Kopfbereich › Überschrift');
    expect(placeOf(problem('variants[0].sections.faq'), setup, tested)).toBe('Variante b › Häufige Fragen');
    expect(placeOf(problem('variants[0]'), setup, tested)).toBe('Variante b');
    expect(placeOf(problem('variants[3].name'), setup, tested)).toBe('Variante 4 › name');
  });

  it('groups problems by field and counts only the errors that block saving, per group', () => {
    const problems = [problem('offer.price'), problem('offer.price', false), problem('sections[1].title'), problem(undefined)];
    const byField = problemsByField(problems);
    expect(byField.get('offer.price')).toHaveLength(2);
    expect([...byField.keys()]).toEqual(['offer.price', 'sections[1].title']);
    expect(errorCountIn(problems, 'angebot', sections)).toBe(1);
    expect(errorCountIn(problems, 'abschnitt-hero', sections)).toBe(1);
    expect(errorCountIn(problems, 'grunddaten', sections)).toBe(1);
    expect(errorCountIn(problems, 'abschnitt-faq', sections)).toBe(0);
  });

  it('shows a top-level field no group names in the first group, so none is left out', () => {
    expect(ungroupedKeys(schema)).toEqual(['extraNote']);
  });
});
