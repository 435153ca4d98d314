import { describe, expect, it } from 'vitest';
import { calendarDayList, renderedOn, salesTimeline, standingDay, type CalendarDays } from './timeline';

const edition = {
  slug: 'fruehlingsedition',
  name: 'Frühlings-Edition 2027',
  startDate: '2027-04-12',
  salesEnd: '2027-04-05',
  checkoutCtaLabel: 'Jetzt Frühbucherplatz sichern',
  offer: {
    mode: 'early-bird' as const,
    price: 349,
    regularPrice: 449,
    validFrom: '2027-01-15',
    earlyBirdUntil: '2027-02-28',
    voucher: 'FRUEHLING27',
    priceLabel: 'Frühbucherpreis',
    availabilityNote: 'Nur solange Plätze frei sind',
  },
};

describe('salesTimeline', () => {
  it('names each coming change of an edition, in order, in German', () => {
    expect(salesTimeline([edition], '2027-01-20')).toEqual([
      {
        day: '2027-03-01',
        page: '/fruehlingsedition',
        change: 'Frühbucherpreis endet: 449\u00a0€ als Komplettpreis, ohne Gutschein; Etiketten und Hinweis im Kopfbereich verschwinden',
      },
      { day: '2027-04-06', page: '/', change: 'Startseite kein Verkauf: sagt, dass die nächste Edition in Vorbereitung ist, ohne Checkout-Link' },
      {
        day: '2027-04-06',
        page: '/fruehlingsedition',
        change: 'Anmeldung geschlossen: kein Checkout mehr, die Seite sagt, dass die nächste Edition in Vorbereitung ist',
      },
    ]);
  });

  it('names the day a launch takes over the home page, and where a closed page sends visitors', () => {
    const winter = {
      ...edition,
      slug: 'winteredition',
      name: 'Winter-Edition 2027',
      startDate: '2027-01-04',
      salesEnd: undefined,
      offer: { ...edition.offer, validFrom: '2026-10-01', earlyBirdUntil: undefined },
    };
    const lines = salesTimeline([winter, edition], '2026-12-01').map((entry) => `${entry.day} ${entry.page} ${entry.change}`);
    expect(lines).toEqual([
      '2027-01-04 / Startseite kein Verkauf: nennt die Frühlings-Edition 2027, Anmeldung ab 15. Januar 2027, ohne Checkout-Link',
      '2027-01-04 /winteredition Anmeldung geschlossen: kein Checkout mehr, die Seite nennt den 15. Januar 2027, ab dem /fruehlingsedition verkauft',
      '2027-01-15 / Startseite wirbt für /fruehlingsedition (Frühlings-Edition 2027)',
      '2027-01-15 /fruehlingsedition Verkauf beginnt: Frühbucherpreis 349\u00a0€ statt 449\u00a0€',
      '2027-03-01 /fruehlingsedition Frühbucherpreis endet: 449\u00a0€ als Komplettpreis, ohne Gutschein; Etiketten und Hinweis im Kopfbereich verschwinden',
      '2027-04-06 / Startseite kein Verkauf: sagt, dass die nächste Edition in Vorbereitung ist, ohne Checkout-Link',
      '2027-04-06 /fruehlingsedition Anmeldung geschlossen: kein Checkout mehr, die Seite sagt, dass die nächste Edition in Vorbereitung ist',
    ]);
  });
});

describe('calendar days', () => {
  const calendar: CalendarDays = {
    built: '2027-01-20',
    days: [
      { day: '2027-01-14', changes: [], pages: { '/': '2027-01-14', '/fruehlingsedition': '2027-01-14' } },
      { day: '2027-03-01', changes: [], pages: { '/': '2027-01-14', '/fruehlingsedition': '2027-03-01' } },
      { day: '2027-04-06', changes: [], pages: { '/': '2027-04-06', '/fruehlingsedition': '2027-04-06' } },
    ],
  };

  it('are the day before the first change and every change day, past ones too', () => {
    expect(calendarDayList([edition])).toEqual(['2027-01-14', '2027-01-15', '2027-03-01', '2027-04-06']);
    expect(calendarDayList([])).toEqual([]);
  });

  it('the standing day is the last calendar day up to the chosen day, past or coming', () => {
    expect(standingDay(calendar, '2027-03-01')).toBe('2027-03-01');
    expect(standingDay(calendar, '2027-03-31')).toBe('2027-03-01');
    expect(standingDay(calendar, '2028-01-01')).toBe('2027-04-06');
  });

  it('before the first calendar day the site looks as on that day: nothing has opened yet', () => {
    expect(standingDay(calendar, '2020-02-28')).toBe('2027-01-14');
  });

  it('names the day whose files hold a page that did not change', () => {
    expect(renderedOn(calendar, '2027-03-01', '/')).toBe('2027-01-14');
    expect(renderedOn(calendar, '2027-03-01', '/fruehlingsedition')).toBe('2027-03-01');
  });
});
