import { z } from 'zod';
import { itemId, longText, sectionHeading, sectionType, text } from '../../engine/schemaParts';
import { defineSection } from '../../engine/sections';

export const faqSection = defineSection({
  type: 'faq',
  schema: z
    .strictObject({
      type: sectionType('faq'),
      heading: sectionHeading,
      entries: z
        .array(
          z
            .strictObject({
              id: itemId,
              question: text('Frage', 200),
              answer: longText('Antwort; Leerzeilen trennen Absätze'),
            })
            .describe('Eine Frage mit Antwort'),
        )
        .min(1)
        .max(20)
        .describe('Fragen und Antworten dieser Edition'),
      contactTitle: text('Überschrift des Kontaktkastens', 80),
      contactText: text('Text des Kontaktkastens', 300),
      contactLinkLabel: text('Beschriftung des E-Mail-Links', 80),
      contactSubject: text('Betreff der E-Mail aus dem Kontaktkasten, z. B. „Frage zur Winter-Edition 2026“', 120),
    })
    .describe('Häufige Fragen als aufklappbare Liste mit Kontaktkasten'),
  meta: { label: 'Häufige Fragen', revisit: ['entries', 'contactSubject'], images: [] },
});

/** The resolved props the component receives. */
export type FaqProps = z.infer<(typeof faqSection)['schema']>;
