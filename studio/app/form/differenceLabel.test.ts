import { describe, expect, it } from 'vitest';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import { differenceLabel } from './differenceLabel';

/** A small schema in the shape the studio gets (studio/server/editionFile.ts), with its fields' metadata. */
const schema: JsonSchemaNode = {
  type: 'object',
  properties: {
    name: { type: 'string', 'x-label': 'Name der Edition', 'x-help': 'Zum Beispiel „Winter-Edition 2026“' },
    offer: {
      oneOf: [
        {
          type: 'object',
          properties: { mode: { const: 'komplettpreis' }, price: { type: 'integer', 'x-label': 'Komplettpreis inkl. MwSt.', 'x-control': 'euro' } },
        },
        { type: 'object', properties: { mode: { const: 'early-bird' }, regularPrice: { type: 'integer', 'x-label': 'Regulärer Preis', 'x-control': 'euro' } } },
      ],
      'x-label': 'Angebot und Preis',
    },
    sections: {
      type: 'array',
      items: {
        oneOf: [
          {
            type: 'object',
            properties: {
              type: { const: 'testimonials' },
              reviews: {
                type: 'array',
                'x-label': 'Bewertungen',
                items: { type: 'object', properties: { text: { type: 'string', 'x-label': 'Text der Bewertung' } } },
              },
            },
          },
        ],
      },
    },
  },
};
const setup = { schema, sections: [{ type: 'testimonials', label: 'Stimmen', revisit: [], images: [], variantFields: [] }] };

describe('differenceLabel', () => {
  it('names a top-level field by its label', () => {
    expect(differenceLabel({ path: 'name' }, setup)).toBe('Name der Edition');
  });

  it('finds a field in whichever branch of the offer has it', () => {
    expect(differenceLabel({ path: 'offer.regularPrice' }, setup)).toBe('Angebot und Preis › Regulärer Preis');
  });

  it('names a section by its navigation label and an entry by its id', () => {
    expect(differenceLabel({ path: 'sections.testimonials.reviews[petra-w].text' }, setup)).toBe('Stimmen › Bewertungen „petra-w“ › Text der Bewertung');
  });

  it('says when an entry moved, and when the row is the entries a visitor sees', () => {
    expect(differenceLabel({ path: 'sections.testimonials.reviews[petra-w]', moved: true }, setup)).toBe('Stimmen › Bewertungen „petra-w“ (Reihenfolge)');
    expect(differenceLabel({ path: 'sections.testimonials.reviews (sichtbar)' }, setup)).toBe('Stimmen › Bewertungen (sichtbar)');
  });

  it('names an entry without an id by its name (an A/B variant), not by its position', () => {
    const data = { variants: [{ name: 'b', weight: 50 }] };
    expect(differenceLabel({ path: 'variants[0].weight' }, setup, data)).toBe('variants „b“ › weight');
    expect(differenceLabel({ path: 'variants[3].weight' }, setup, data)).toBe('variants „3“ › weight');
  });

  it('keeps a part the schema does not know as written', () => {
    expect(differenceLabel({ path: 'sections.timeline.steps[start].title' }, setup)).toBe('timeline › steps „start“ › title');
  });
});
