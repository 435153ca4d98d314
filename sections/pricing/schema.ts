import { z } from 'zod';
import { fieldMeta } from '#engine/fieldMeta';
import { sectionHeading, sectionType, text } from '#engine/schemaParts';
import { defineSection } from '#engine/sections';

export const pricingSection = defineSection({
  type: 'pricing',
  schema: z
    .strictObject({
      type: sectionType('pricing'),
      heading: sectionHeading,
      features: z
        .array(text('Leistung', 160))
        .min(1)
        .max(12)
        .meta(fieldMeta({ label: 'Leistungen im Preis', help: 'Die Zeile zum saisonalen Bonus wird aus dem Wert des Bonus erzeugt' })),
      bonusFeatureLabel: text({ label: 'Beschriftung der Bonus-Zeile', help: 'Zum Beispiel „Saisonales Bonusmaterial“' }, 80),
      vatNote: text('Hinweis zur Mehrwertsteuer unter dem Preis', 120),
      trustPoints: z
        .strictObject({
          payment: text('Hinweis zu den Zahlungsarten', 120),
          ssl: text('Hinweis zur sicheren Verbindung', 120),
          access: text('Hinweis zum sofortigen Zugang', 120),
        })
        .meta(fieldMeta('Vertrauenshinweise unter dem Knopf')),
      guarantee: z
        .strictObject({
          days: z
            .number()
            .int()
            .min(14)
            .max(365)
            .meta(fieldMeta('Dauer der Geld-zurück-Garantie in Tagen', { control: 'number' })),
          title: text('Überschrift der Garantie', 80),
          text: text({ label: 'Text der Garantie', help: 'Freiwillig, bedingungslos, ab Kaufdatum, getrennt vom Widerrufsrecht' }, 600),
        })
        .meta(fieldMeta('Freiwillige Geld-zurück-Garantie')),
    })
    .meta(fieldMeta({ label: 'Preis-Abschnitt', help: 'Preise aus „offer“ der Edition' })),
  meta: { label: 'Preis', revisit: ['features'], images: [], variantFields: ['heading'] },
});

/** The resolved props the component receives. */
export type PricingProps = z.infer<(typeof pricingSection)['schema']>;
