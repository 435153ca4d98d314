import { describe, expect, it } from 'vitest';
import { labelsOf } from '#scripts/publish/snapshot';
import { CALENDAR_FIELDS, calendarWarningWords } from './calendarWords';

/** The calendar's warning on the studio's screens: edition names and the form's labels, no file, path or command. */
const names = (key: string) => ({ 'fixture-early': 'Nordsee-Edition 2026', winter: 'Winter-Edition 2026' })[key];

describe('calendarWarningWords', () => {
  it('names the edition, the field and the studio’s way to a new edition', () => {
    const warning = {
      file: 'editions/fixture-early.json',
      path: 'startDate',
      message:
        'ab 7. September 2026 verkauft die Seite keine Edition: die Seiten und die Startseite sagen „Die nächste Edition ist in Vorbereitung.“, ohne Checkout-Link. ' +
        'Mit „npm run edition:new“ die nächste Edition anlegen und ihren ersten Verkaufstag (offer.validFrom) setzen; die Startseite wirbt ab diesem Tag für sie',
    };
    expect(calendarWarningWords(warning, names)).toBe(
      'Ab 7. September 2026 verkauft die Seite keine Edition: die Seiten und die Startseite sagen „Die nächste Edition ist in Vorbereitung.“, ohne Checkout-Link. ' +
        'Unter „Neue Edition anlegen“ die nächste Edition anlegen und ihren ersten Verkaufstag setzen; die Startseite wirbt ab diesem Tag für sie ' +
        '(Feld „Starttermin der Edition“ in „Nordsee-Edition 2026“).',
    );
  });

  it('names the edition that opens next by its name, its key when the name is unknown', () => {
    const warning = {
      file: 'editions/spring.json',
      path: 'offer.validFrom',
      message:
        'ab 7. September 2026 verkauft die Seite keine Edition, bis editions/winter.json am 2026-10-01 in den Verkauf geht; bis dahin nennen die Seiten und die Startseite diesen Tag, ohne Checkout-Link. ' +
        'Soll es früher weitergehen, dort den ersten Verkaufstag (offer.validFrom) vorziehen',
    };
    const text = calendarWarningWords(warning, names);
    expect(text).toContain('bis „Winter-Edition 2026“ am 1. Oktober 2026 in den Verkauf geht');
    expect(text).toContain('dort den ersten Verkaufstag vorziehen (Feld „Erster Verkaufstag (Anmeldung öffnet)“ in „spring“).');
    expect(text).not.toMatch(/editions\/|offer\.|\d{4}-\d{2}-\d{2}/);
  });

  it('uses the labels the form gives the date fields', () => {
    for (const [path, label] of Object.entries(CALENDAR_FIELDS)) {
      const [named] = labelsOf('editions/x.json', [{ path, a: undefined, b: undefined }], { offer: { mode: 'early-bird' } });
      expect(named.split(' › ').at(-1), path).toBe(label);
    }
  });
});
