import { z } from 'zod';
import { fieldMeta } from '#engine/fieldMeta';
import { itemId, longText, sectionHeading, sectionType, text } from '#engine/schemaParts';
import { defineSection } from '#engine/sections';

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
              answer: longText({ label: 'Antwort', help: 'Leerzeilen trennen Absätze' }),
            })
            .meta(fieldMeta('Eine Frage mit Antwort')),
        )
        .min(1)
        .max(20)
        .meta(fieldMeta('Fragen und Antworten dieser Edition')),
      contactTitle: text('Überschrift des Kontaktkastens', 80),
      contactText: text('Text des Kontaktkastens', 300),
      contactLinkLabel: text('Beschriftung des E-Mail-Links', 80),
      contactSubject: text({ label: 'Betreff der E-Mail aus dem Kontaktkasten', help: 'Zum Beispiel „Frage zur Winter-Edition 2026“' }, 120),
    })
    .meta(fieldMeta('Häufige Fragen als aufklappbare Liste mit Kontaktkasten')),
  meta: { label: 'Häufige Fragen', revisit: ['entries', 'contactSubject'], images: [], variantFields: ['heading'] },
});

/** The resolved props the component receives. */
export type FaqProps = z.infer<(typeof faqSection)['schema']>;
