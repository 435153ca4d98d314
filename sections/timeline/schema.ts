import { z } from 'zod';
import { accent, icon, itemId, sectionHeading, sectionType, text } from '../../engine/schemaParts';
import { defineSection } from '../../engine/sections';

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
                  from: z.number().int().min(1).max(52).describe('Erste Woche der Phase'),
                  to: z.number().int().min(1).max(52).describe('Letzte Woche der Phase'),
                })
                .describe('Wochen der Phase; angezeigt als „Woche 1–2“'),
              title: text('Name der Phase', 100),
              icon,
              accent,
              items: z.array(text('Punkt der Phase', 200)).min(1).max(6).describe('Was in dieser Phase passiert'),
            })
            .describe('Eine Phase'),
        )
        .min(1)
        .max(8)
        .describe('Die Phasen des Programms in zeitlicher Reihenfolge'),
    })
    .describe('Ablauf der Wochen in Phasen'),
  meta: { label: 'Ablauf', revisit: [], images: [] },
});

/** The resolved props the component receives. */
export type TimelineProps = z.infer<(typeof timelineSection)['schema']>;
