import { z } from 'zod';
import { fieldMeta } from '#engine/fieldMeta';
import { image, sectionHeading, sectionType, text } from '#engine/schemaParts';
import { defineSection } from '#engine/sections';

export const trainerSection = defineSection({
  type: 'trainer',
  schema: z
    .strictObject({
      type: sectionType('trainer'),
      heading: sectionHeading,
      name: text('Name der Trainerin', 80),
      role: text('Berufsbezeichnung', 160),
      portrait: image.meta(fieldMeta('Porträt der Trainerin')),
      paragraphs: z.array(text('Absatz', 900)).min(1).max(5).meta(fieldMeta('Vorstellung in Absätzen')),
      highlights: z.array(text('Schwerpunkt', 160)).max(6).default([]).meta(fieldMeta('Schwerpunkte als Liste')),
    })
    .meta(fieldMeta('Abschnitt über die Trainerin')),
  meta: { label: 'Trainerin', revisit: [], images: ['portrait'], variantFields: ['heading'] },
});

/** The resolved props the component receives. */
export type TrainerProps = z.infer<(typeof trainerSection)['schema']>;
