import { z } from 'zod';
import { iconCard, sectionHeading, sectionType, text } from '../../engine/schemaParts';

export const solutionVariants = ['winter', 'autumn'] as const;

export const solutionSection = z
  .strictObject({
    type: sectionType('solution'),
    variant: z.enum(solutionVariants).describe('Welche Fassung des Lösungs-Abschnitts gezeigt wird'),
  })
  .describe('Abschnitt mit der Lösung: vier Bausteine des Programms und ein Knopf zum Checkout');

const solutionVariant = z.strictObject({
  heading: sectionHeading,
  pillars: z
    .array(text('Leitwort, z. B. „Struktur“', 40))
    .max(4)
    .default([])
    .describe('Leitwörter über den Karten, z. B. Struktur, Begleitung, Nachhaltigkeit'),
  features: z.array(iconCard).min(1).max(8).describe('Die Bausteine des Programms'),
  ctaLabel: text('Beschriftung des Knopfes zum Checkout', 60),
});

export const solutionContent = z
  .strictObject({
    winter: solutionVariant.describe('Fassung der Winter-Edition'),
    autumn: solutionVariant.describe('Fassung der Herbst-Edition'),
  })
  .describe('Die Fassungen des Lösungs-Abschnitts');
