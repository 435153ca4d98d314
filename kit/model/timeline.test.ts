import { describe, expect, it } from 'vitest';
import { salesTimeline, standingDay, type ComingDays } from './timeline';

const edition = {
  slug: 'fruehlingsedition',
  name: 'Frühlings-Edition 2027',
  startDate: '2027-04-12',
  salesEnd: '2027-04-05',
  current: true,
  checkoutCtaLabel: 'Jetzt Frühbucherplatz sichern',
  offer: { mode: 'early-bird' as const, price: 349, regularPrice: 449, validFrom: '2027-01-15', earlyBirdUntil: '2027-02-28', voucher: 'FRUEHLING27', priceLabel: 'Frühbucherpreis', availabilityNote: 'Nur solange Plätze frei sind' },
};

describe('salesTimeline', () => {
  it('names each coming change of an edition, in order, in German', () => {
    expect(salesTimeline([edition], '2027-01-20')).toEqual([
      { day: '2027-03-01', slug: 'fruehlingsedition', change: 'Frühbucherpreis endet: 449\u00a0€ als Komplettpreis, ohne Gutschein; Etiketten und Hinweis im Kopfbereich verschwinden' },
      { day: '2027-04-06', slug: 'fruehlingsedition', change: 'Anmeldung geschlossen: kein Checkout mehr, die Seite sagt, dass die nächste Edition in Vorbereitung ist (die Startseite ebenso)' },
    ]);
  });
});

describe('standingDay', () => {
  const coming: ComingDays = { built: '2027-01-20', days: [{ day: '2027-03-01', changes: [] }, { day: '2027-04-06', changes: [] }] };

  it('is the last change day up to the chosen day', () => {
    expect(standingDay(coming, '2027-03-01')).toBe('2027-03-01');
    expect(standingDay(coming, '2027-03-31')).toBe('2027-03-01');
    expect(standingDay(coming, '2028-01-01')).toBe('2027-04-06');
  });

  it('is undefined before the first change: the pages as built show that day', () => {
    expect(standingDay(coming, '2027-02-28')).toBeUndefined();
  });
});
