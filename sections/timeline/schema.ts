import { z } from 'zod';
import { accent, icon, itemId, sectionHeading, sectionType, text } from '../../engine/schemaParts';

export const timelineSection = z
  .strictObject({ type: sectionType('timeline') })
  .describe('Ablauf der 11 Wochen in Phasen; Inhalt aus site.json');

export const timelineContent = z
  .strictObject({
    heading: sectionHeading,
    phases: z
      .array(
        z.strictObject({
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
        }).describe('Eine Phase'),
      )
      .min(1)
      .max(8)
      .describe('Die Phasen des Programms in zeitlicher Reihenfolge'),
  })
  .describe('Inhalt des Ablauf-Abschnitts');
