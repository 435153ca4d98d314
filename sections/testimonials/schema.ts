import { z } from 'zod';
import { fieldMeta } from '#engine/fieldMeta';
import { itemId, sectionHeading, sectionType, text } from '#engine/schemaParts';
import { defineSection } from '#engine/sections';

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
              name: text({ label: 'Abgekürzter Name', help: 'Zum Beispiel „Sabine K.“' }, 40),
              rating: z
                .number()
                .int()
                .min(1)
                .max(5)
                .meta(fieldMeta({ label: 'Sterne', help: '1 bis 5' }, { control: 'number' })),
              text: text('Text der Bewertung', 1200),
              program: z.enum(['gewichtscoaching', 'ernaehrungscoaching']).meta(
                fieldMeta('Programm, an dem die Person teilgenommen hat', {
                  control: 'choice',
                  choices: { gewichtscoaching: 'Gewichtscoaching', ernaehrungscoaching: 'Ernährungscoaching' },
                }),
              ),
            })
            .meta(fieldMeta('Eine Bewertung')),
        )
        .min(1)
        .max(20)
        .meta(fieldMeta({ label: 'Gespeicherte Bewertungen', help: 'Die ersten „shown“ werden gezeigt' })),
      shown: z
        .number()
        .int()
        .min(1)
        .max(12)
        .meta(fieldMeta('Wie viele der Bewertungen gezeigt werden', { control: 'number' })),
      programLabels: z
        .strictObject({
          gewichtscoaching: text('Anzeigename', 60),
          ernaehrungscoaching: text('Anzeigename', 60),
        })
        .meta(fieldMeta('Anzeigenamen der Programme')),
      verificationNote: text({ label: 'Hinweis, ob und wie die Bewertungen geprüft sind', help: '§ 5b Abs. 3 UWG' }, 400),
    })
    .meta(fieldMeta('Stimmen von Teilnehmenden')),
  meta: { label: 'Bewertungen', revisit: [], images: [], variantFields: ['heading'] },
});

/** The resolved props the component receives. */
export type TestimonialsProps = z.infer<(typeof testimonialsSection)['schema']>;
