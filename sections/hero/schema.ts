import { z } from 'zod';
import { image, sectionType, text } from '../../engine/schemaParts';
import { defineSection } from '../../engine/sections';

export const heroSection = defineSection({
  type: 'hero',
  schema: z
    .strictObject({
      type: sectionType('hero'),
      badge: text('Kleines Etikett über dem Titel, z. B. „Winter-Edition 2026“', 60),
      title: text('Hauptüberschrift der Seite (h1)', 160),
      subtitle: text('Satz unter der Überschrift', 400),
      scheduleText: text('Rhythmus der Live-Calls, z. B. „Live-Calls alle 14 Tage montags um 18:30 Uhr“', 160),
      cover: image.describe('Titelbild der Edition'),
      badges: z
        .array(text('Etikett auf dem Titelbild, z. B. „Frühbucher!“', 40))
        .max(3)
        .default([])
        .describe('Etiketten auf dem Titelbild; das Start-Etikett („Start: 05.01.26“) wird aus dem Startdatum erzeugt'),
      banner: z
        .strictObject({
          title: text('Fett gedruckter Anfang des Hinweises', 80),
          text: text('Text des Hinweises', 300),
        })
        .optional()
        .describe('Hervorgehobener Hinweis unter den Knöpfen, z. B. zum Frühbucherpreis'),
      showRating: z.boolean().default(true).describe('Zeigt die Bewertung aus der Site-Konfiguration im Kopfbereich'),
      secondaryCtaLabel: text('Beschriftung des zweiten Knopfes', 40),
      secondaryCtaAccessibleName: text('Vorgelesener Name des zweiten Knopfes: sagt, wohin er führt', 120),
    })
    .describe('Kopfbereich der Edition mit Titel, Startdatum und Knöpfen zum Checkout'),
  meta: {
    label: 'Kopfbereich',
    revisit: ['badge', 'title', 'subtitle', 'cover', 'badges', 'banner'],
    images: ['cover'],
  },
});

/** The resolved props the component receives. */
export type HeroProps = z.infer<(typeof heroSection)['schema']>;
