import { z } from 'zod';
import { fieldMeta } from '#engine/fieldMeta';
import { sectionHeading, sectionType } from '#engine/schemaParts';
import { iconCard } from '../fields';
import { defineSection } from '#engine/sections';

export const painPointsSection = defineSection({
  type: 'painPoints',
  schema: z
    .strictObject({
      type: sectionType('painPoints'),
      heading: sectionHeading,
      items: z.array(iconCard).min(1).max(8).meta(fieldMeta('Karten mit den typischen Problemen')),
      closing: z
        .string()
        .trim()
        .max(300)
        .optional()
        .meta(fieldMeta('Satz unter den Karten', { control: 'text' })),
    })
    .meta(fieldMeta('Abschnitt „Kennst du das?“ mit den Problemen der Zielgruppe')),
  meta: { label: 'Probleme', revisit: [], images: [], variantFields: ['heading'] },
});

/** The resolved props the component receives. */
export type PainPointsProps = z.infer<(typeof painPointsSection)['schema']>;
