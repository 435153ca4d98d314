import { z } from 'zod';
import { itemId, longText, sectionHeading, sectionType, text } from '../../engine/schemaParts';

export const faqSection = z
  .strictObject({
    type: sectionType('faq'),
    entries: z
      .array(
        z.strictObject({
          id: itemId,
          question: text('Frage', 200),
          answer: longText('Antwort; Leerzeilen trennen Absätze'),
        }).describe('Eine Frage mit Antwort'),
      )
      .min(1)
      .max(20)
      .describe('Fragen und Antworten dieser Edition'),
    contactSubject: text('Betreff der E-Mail aus dem Kontaktkasten, z. B. „Frage zur Winter-Edition 2026“', 120),
  })
  .describe('Häufige Fragen als aufklappbare Liste mit Kontaktkasten');

export const faqContent = z
  .strictObject({
    heading: sectionHeading,
    contactTitle: text('Überschrift des Kontaktkastens', 80),
    contactText: text('Text des Kontaktkastens', 300),
    contactLinkLabel: text('Beschriftung des E-Mail-Links', 80),
  })
  .describe('Gemeinsame Texte des FAQ-Abschnitts');
