import { z } from 'zod';
import { accent, icon, itemId, sectionHeading, sectionType, text } from '../../engine/schemaParts';
import { defineSection } from '../../engine/sections';

export const benefitsSection = defineSection({
  type: 'benefits',
  schema: z
    .strictObject({
      type: sectionType('benefits'),
      heading: sectionHeading,
      items: z
        .array(
          z
            .strictObject({
              id: itemId,
              icon,
              title: text('Name der Leistung', 100),
              description: text('Beschreibung der Leistung', 400),
              accent,
            })
            .describe('Eine Leistung als Karte'),
        )
        .min(1)
        .max(9)
        .describe('Die Leistungen des Programms'),
      valueLabel: text('Beschriftung vor dem Gesamtwert, z. B. „Gesamtwert des Programms“', 80),
      bonus: z
        .strictObject({
          title: text('Überschrift des Bonus-Kastens, z. B. „Dein Winter-Bonus“', 80),
          intro: text('Satz unter der Überschrift', 300).optional(),
          items: z
            .array(
              z
                .strictObject({
                  id: itemId,
                  icon,
                  title: text('Name des Bonus', 100),
                  description: text('Kurzbeschreibung des Bonus', 300),
                })
                .describe('Ein Bonus-Inhalt'),
            )
            .min(1)
            .max(6)
            .describe('Die Bonus-Inhalte dieser Edition'),
        })
        .optional()
        .describe('Bonus-Kasten dieser Edition (weglassen, wenn es keinen gibt)'),
    })
    .describe('Abschnitt „Das erwartet dich“ mit den Leistungen, dem Gesamtwert und dem Bonus der Edition'),
  meta: { label: 'Leistungen und Bonus', revisit: ['bonus'], images: [] },
});

/** The resolved props the component receives. */
export type BenefitsProps = z.infer<(typeof benefitsSection)['schema']>;
