import { z } from 'zod';
import { fieldMeta } from '#engine/fieldMeta';
import { sectionHeading, sectionType, text } from '#engine/schemaParts';
import { iconCard } from '../fields';
import { defineSection } from '#engine/sections';

export const solutionSection = defineSection({
  type: 'solution',
  schema: z
    .strictObject({
      type: sectionType('solution'),
      heading: sectionHeading,
      pillars: z
        .array(text({ label: 'Leitwort', help: 'Zum Beispiel „Struktur“' }, 40))
        .max(4)
        .default([])
        .meta(fieldMeta({ label: 'Leitwörter über den Karten', help: 'Zum Beispiel Struktur, Begleitung, Nachhaltigkeit · Leer lassen für keine' })),
      features: z.array(iconCard).min(1).max(8).meta(fieldMeta('Die Bausteine des Programms')),
      ctaLabel: text('Beschriftung des Knopfes zum Checkout', 60),
    })
    .meta(fieldMeta({ label: 'Abschnitt mit der Lösung', help: 'Die Bausteine des Programms und ein Knopf zum Checkout' })),
  meta: { label: 'Lösung', revisit: ['heading', 'pillars', 'features', 'ctaLabel'], images: [], variantFields: ['heading', 'ctaLabel'] },
});

/** The resolved props the component receives. */
export type SolutionProps = z.infer<(typeof solutionSection)['schema']>;
