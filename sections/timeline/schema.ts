import { z } from 'zod';
import { fieldMeta } from '#engine/fieldMeta';
import { itemId, sectionHeading, sectionType, text } from '#engine/schemaParts';
import { accent, icon } from '../fields';
import { defineSection } from '#engine/sections';

export const timelineSection = defineSection({
  type: 'timeline',
  schema: z
    .strictObject({
      type: sectionType('timeline'),
      heading: sectionHeading,
      phases: z
        .array(
          z
            .strictObject({
              id: itemId,
              weeks: z
                .strictObject({
                  from: z
                    .number()
                    .int()
                    .min(1)
                    .max(52)
                    .meta(fieldMeta('Erste Woche der Phase', { control: 'number' })),
                  to: z
                    .number()
                    .int()
                    .min(1)
                    .max(52)
                    .meta(fieldMeta('Letzte Woche der Phase', { control: 'number' })),
                })
                .meta(fieldMeta({ label: 'Wochen der Phase', help: 'Angezeigt als „Woche 1–2“' })),
              title: text('Name der Phase', 100),
              icon,
              accent,
              items: z.array(text('Punkt der Phase', 200)).min(1).max(6).meta(fieldMeta('Was in dieser Phase passiert')),
            })
            .meta(fieldMeta('Eine Phase')),
        )
        .min(1)
        .max(8)
        .meta(fieldMeta('Die Phasen des Programms in zeitlicher Reihenfolge')),
    })
    .meta(fieldMeta('Ablauf der Wochen in Phasen')),
  meta: { label: 'Ablauf', revisit: [], images: [], variantFields: ['heading'] },
});

/** The resolved props the component receives. */
export type TimelineProps = z.infer<(typeof timelineSection)['schema']>;
