import { z } from 'zod';
import { fieldMeta } from '#engine/fieldMeta';
import { image, sectionType, text } from '#engine/schemaParts';
import { defineSection } from '#engine/sections';

export const heroSection = defineSection({
  type: 'hero',
  schema: z
    .strictObject({
      type: sectionType('hero'),
      badge: text({ label: 'Kleines Etikett über dem Titel', help: 'Zum Beispiel „Winter-Edition 2026“' }, 60),
      title: text({ label: 'Hauptüberschrift der Seite', help: 'Die größte Überschrift, ganz oben auf der Seite' }, 160),
      subtitle: text('Satz unter der Überschrift', 400),
      scheduleText: text({ label: 'Rhythmus der Live-Calls', help: 'Zum Beispiel „Live-Calls alle 14 Tage montags um 18:30 Uhr“' }, 160),
      cover: image.meta(fieldMeta('Titelbild der Edition')),
      badges: z
        .array(text({ label: 'Etikett auf dem Titelbild', help: 'Zum Beispiel „Frühbucher!“' }, 40))
        .max(3)
        .default([])
        .meta(fieldMeta({ label: 'Etiketten auf dem Titelbild', help: 'Das Start-Etikett („Start: TT.MM.JJ“) wird aus dem Startdatum erzeugt' })),
      banner: z
        .strictObject({
          title: text('Fett gedruckter Anfang des Hinweises', 80),
          text: text('Text des Hinweises', 300),
        })
        .optional()
        .meta(fieldMeta({ label: 'Hervorgehobener Hinweis unter den Knöpfen', help: 'Zum Beispiel zum Frühbucherpreis' })),
      showRating: z
        .boolean()
        .default(true)
        .meta(fieldMeta('Zeigt die Bewertung aus der Site-Konfiguration im Kopfbereich', { control: 'boolean' })),
      secondaryCtaLabel: text('Beschriftung des zweiten Knopfes', 40),
      secondaryCtaAccessibleName: text({ label: 'Vorgelesener Name des zweiten Knopfes', help: 'Sagt, wohin er führt' }, 120),
    })
    .meta(fieldMeta('Kopfbereich der Edition mit Titel, Startdatum und Knöpfen zum Checkout')),
  meta: {
    label: 'Kopfbereich',
    revisit: ['badge', 'title', 'subtitle', 'cover', 'badges', 'banner'],
    images: ['cover'],
    variantFields: ['badge', 'title', 'subtitle', 'cover', 'badges', 'secondaryCtaLabel', 'secondaryCtaAccessibleName'],
  },
});

/** The resolved props the component receives. */
export type HeroProps = z.infer<(typeof heroSection)['schema']>;
