import { describe, expect, it } from 'vitest';
import { loadContent } from './loadContent';
import { pageTimeline, siteCalendarLines, siteCalendarOf } from './siteCalendar';
import { fixturesDir, publicDir } from '#tests/helpers/content';

/** The calendar the studio's list and the publish review show, from the fixtures' dates alone. */

const contentOn = (today: string) => loadContent({ dir: fixturesDir, publicDir, today });
const calendarOn = (today: string) => {
  const content = contentOn(today);
  return siteCalendarOf(content.editions, today, content.warnings);
};

describe('the site calendar', () => {
  it('for a terminal: the 14-day warning first, then every page today, then each change', () => {
    expect(siteCalendarLines(calendarOn('2026-08-30'))).toEqual([
      '',
      'Achtung: Ab 7. September 2026 verkauft die Seite keine Edition: die Seiten und die Startseite sagen „Die nächste Edition ist in Vorbereitung.“, ohne Checkout-Link. ' +
        'Mit „npm run edition:new“ die nächste Edition anlegen und ihren ersten Verkaufstag (offer.validFrom) setzen; die Startseite wirbt ab diesem Tag für sie (editions/fixture-early.json → startDate).',
      '',
      'Kalender ab 30. August 2026 (so ändern sich die Seiten von selbst):',
      '  30. August 2026    /                Startseite wirbt für /nordseeedition (Nordsee-Edition 2026)',
      '  30. August 2026    /nordseeedition  Frühbucherpreis',
      '  30. August 2026    /ostseeedition   Anmeldung geschlossen',
      '  7. September 2026  /                Startseite kein Verkauf: sagt, dass die nächste Edition in Vorbereitung ist, ohne Checkout-Link',
      '  7. September 2026  /nordseeedition  Anmeldung geschlossen: kein Checkout mehr, die Seite sagt, dass die nächste Edition in Vorbereitung ist',
    ]);
  });

  it('has no warning while something sells for the next 14 days', () => {
    expect(calendarOn('2026-08-23').warning).toBeUndefined();
    expect(calendarOn('2026-08-24').warning).toMatchObject({ code: 'calendar.nothing-to-sell', file: 'editions/fixture-early.json', path: 'startDate' });
  });

  it('of one page: its own changes and the days the home page takes it up or leaves it, past days included', () => {
    const { editions } = contentOn('2026-02-15');
    expect(pageTimeline(editions, 'ostseeedition').map(({ day, page }) => `${day} ${page}`)).toEqual([
      '2025-12-01 /',
      '2025-12-01 /ostseeedition',
      '2026-02-01 /',
      '2026-03-02 /ostseeedition',
    ]);
  });
});
