import { z } from 'zod';
import { iconCard, sectionHeading, sectionType, text } from '../../engine/schemaParts';
import { defineSection } from '../../engine/sections';

export const solutionSection = defineSection({
  type: 'solution',
  schema: z
    .strictObject({
      type: sectionType('solution'),
      heading: sectionHeading,
      pillars: z
        .array(text('Leitwort, z. B. „Struktur“', 40))
        .max(4)
        .default([])
        .describe('Leitwörter über den Karten, z. B. Struktur, Begleitung, Nachhaltigkeit (leer lassen für keine)'),
      features: z.array(iconCard).min(1).max(8).describe('Die Bausteine des Programms'),
      ctaLabel: text('Beschriftung des Knopfes zum Checkout', 60),
    })
    .describe('Abschnitt mit der Lösung: die Bausteine des Programms und ein Knopf zum Checkout'),
  meta: { label: 'Lösung', revisit: ['heading', 'pillars', 'features', 'ctaLabel'], images: [] },
});

/** The resolved props the component receives. */
export type SolutionProps = z.infer<(typeof solutionSection)['schema']>;
