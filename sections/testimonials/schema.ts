import { z } from 'zod';
import { itemId, sectionHeading, sectionType, text } from '../../engine/schemaParts';
import { defineSection } from '../../engine/sections';

export const testimonialsSection = defineSection({
  type: 'testimonials',
  schema: z
    .strictObject({
      type: sectionType('testimonials'),
      heading: sectionHeading,
      reviews: z
        .array(
          z
            .strictObject({
              id: itemId,
              name: text('Abgekürzter Name, z. B. „Sabine K.“', 40),
              rating: z.number().int().min(1).max(5).describe('Sterne (1 bis 5)'),
              text: text('Text der Bewertung', 1200),
              program: z.enum(['gewichtscoaching', 'ernaehrungscoaching']).describe('Programm, an dem die Person teilgenommen hat'),
            })
            .describe('Eine Bewertung'),
        )
        .min(1)
        .max(20)
        .describe('Gespeicherte Bewertungen; die ersten „shown“ werden gezeigt'),
      shown: z.number().int().min(1).max(12).describe('Wie viele der Bewertungen gezeigt werden'),
      programLabels: z
        .strictObject({
          gewichtscoaching: text('Anzeigename', 60),
          ernaehrungscoaching: text('Anzeigename', 60),
        })
        .describe('Anzeigenamen der Programme'),
      verificationNote: text('Hinweis, ob und wie die Bewertungen geprüft sind (§ 5b Abs. 3 UWG)', 400),
    })
    .describe('Stimmen von Teilnehmenden'),
  meta: { label: 'Bewertungen', revisit: [], images: [] },
});

/** The resolved props the component receives. */
export type TestimonialsProps = z.infer<(typeof testimonialsSection)['schema']>;
