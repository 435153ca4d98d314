import { z } from 'zod';
import { fieldMeta } from '#engine/fieldMeta';
import { itemId, sectionHeading, sectionType, text } from '#engine/schemaParts';
import { accent, icon } from '../fields';
import { defineSection } from '#engine/sections';

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
            .meta(fieldMeta('Eine Leistung als Karte')),
        )
        .min(1)
        .max(9)
        .meta(fieldMeta('Die Leistungen des Programms')),
      valueLabel: text({ label: 'Beschriftung vor dem Gesamtwert', help: 'Zum Beispiel „Gesamtwert des Programms“' }, 80),
      bonus: z
        .strictObject({
          title: text({ label: 'Überschrift des Bonus-Kastens', help: 'Zum Beispiel „Dein Winter-Bonus“' }, 80),
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
                .meta(fieldMeta('Ein Bonus-Inhalt')),
            )
            .min(1)
            .max(6)
            .meta(fieldMeta('Die Bonus-Inhalte dieser Edition')),
        })
        .optional()
        .meta(fieldMeta({ label: 'Bonus-Kasten dieser Edition', help: 'Weglassen, wenn es keinen gibt' })),
    })
    .meta(fieldMeta('Abschnitt „Das erwartet dich“ mit den Leistungen, dem Gesamtwert und dem Bonus der Edition')),
  meta: { label: 'Leistungen und Bonus', revisit: ['bonus'], images: [], variantFields: ['heading'] },
});

/** The resolved props the component receives. */
export type BenefitsProps = z.infer<(typeof benefitsSection)['schema']>;
