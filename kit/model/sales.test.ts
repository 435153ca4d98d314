import { describe, expect, it } from 'vitest';
import {
  addDays,
  changeDays,
  effectiveOffer,
  featuredOn,
  firstDayWithoutSales,
  lastSalesDay,
  nextChange,
  nextToOpen,
  promotedOn,
  salesOf,
  salesStateOf,
  todayInGermany,
} from './sales';
import type { DatedEdition } from './types';

/** An edition in time (kit/model/sales.ts): states, the offer a page shows, and the next day a page changes. */

const earlyBird = {
  mode: 'early-bird',
  price: 399,
  regularPrice: 499,
  voucher: 'FRUEHBUCHER26',
  validFrom: '2025-10-01',
  priceLabel: 'Frühbucherpreis',
  availabilityNote: 'Nur solange Frühbucher-Plätze frei sind',
  earlyBirdUntil: '2025-12-15',
} satisfies DatedEdition['offer'];

const winter = {
  slug: 'winteredition',
  name: 'Winter-Edition 2026',
  startDate: '2026-01-05',
  checkoutCtaLabel: 'Jetzt Frühbucher-Rabatt sichern',
  offer: earlyBird as DatedEdition['offer'],
  salesEnd: '2026-01-04' as string | undefined,
  closedNotice: undefined as string | undefined,
};
const springOffer = { mode: 'komplettpreis', price: 449, validFrom: '2025-11-01', priceLabel: 'Komplettpreis' } satisfies DatedEdition['offer'];
const spring = {
  slug: 'fruehlingsedition',
  name: 'Frühlings-Edition 2027',
  startDate: '2027-04-12',
  offer: springOffer as DatedEdition['offer'],
  salesEnd: undefined as string | undefined,
  checkoutCtaLabel: 'Jetzt Platz sichern',
};
const springLink = { slug: 'fruehlingsedition', name: 'Frühlings-Edition 2027', startDate: '2027-04-12' };

describe('sales state', () => {
  it.each([
    ['2025-09-30', 'upcoming'],
    ['2025-10-01', 'early-bird'],
    ['2025-12-15', 'early-bird'],
    ['2025-12-16', 'on-sale'],
    ['2026-01-04', 'on-sale'],
    ['2026-01-05', 'closed'],
  ])('on %s the winter edition is %s (last days count in full)', (today, state) => {
    expect(salesStateOf(winter, today)).toBe(state);
  });

  it('without salesEnd, sales end the day before the course starts: no edition sells for ever', () => {
    const { earlyBirdUntil: _until, ...open } = earlyBird;
    const undated = { offer: open, salesEnd: undefined, startDate: '2026-01-05' };
    expect(salesStateOf(undated, '2026-01-04')).toBe('early-bird');
    expect(salesStateOf(undated, '2026-01-05')).toBe('closed');
    expect(salesStateOf(undated, '2099-01-01')).toBe('closed');
    const autumn = {
      offer: { mode: 'komplettpreis' as const, price: 499, validFrom: '2025-07-01', priceLabel: 'Komplettpreis' },
      salesEnd: undefined,
      startDate: '2025-09-22',
    };
    expect([salesStateOf(autumn, '2025-09-21'), salesStateOf(autumn, '2025-09-22')]).toEqual(['on-sale', 'closed']);
    expect(lastSalesDay(autumn)).toBe('2025-09-21');
  });

  it('an edition that admits late joiners sells past its start, up to its salesEnd', () => {
    const late = { ...winter, salesEnd: '2026-01-18' };
    expect(salesStateOf(late, '2026-01-10')).toBe('on-sale');
    expect(salesStateOf(late, '2026-01-19')).toBe('closed');
  });
});

describe('the offer a page shows', () => {
  it('is the early-bird offer as written until its last day, and before sales open', () => {
    expect(effectiveOffer(winter, '2025-12-15')).toBe(winter.offer);
    expect(effectiveOffer(winter, '2025-09-01')).toBe(winter.offer);
  });

  it('is the regular price as a Komplettpreis from the day after: no voucher, no strike-through price', () => {
    expect(effectiveOffer(winter, '2025-12-16')).toEqual({ mode: 'komplettpreis', price: 499, validFrom: '2025-12-16', priceLabel: 'Komplettpreis' });
  });

  it('keeps the offer of the last sales day once closed', () => {
    expect(effectiveOffer(winter, '2026-06-01')).toEqual(effectiveOffer(winter, '2026-01-04'));
    const closedDuringEarlyBird = { ...winter, offer: { ...earlyBird, earlyBirdUntil: undefined }, salesEnd: '2025-12-20' };
    expect(effectiveOffer(closedDuringEarlyBird, '2026-01-10').mode).toBe('early-bird');
  });

  it('takes the labels the edition gives for after the early-bird', () => {
    const labelled = { ...winter, offer: { ...earlyBird, regularPriceLabel: 'Regulärer Preis', regularCtaLabel: 'Jetzt anmelden' } };
    const sales = salesOf(labelled, '2025-12-16', [labelled, spring]);
    expect(sales.offer.priceLabel).toBe('Regulärer Preis');
    expect(sales.checkoutCtaLabel).toBe('Jetzt anmelden');
  });
});

describe('salesOf', () => {
  it('during the early-bird: the edition as written, with its own copy', () => {
    expect(salesOf(winter, '2025-12-10', [winter, spring])).toEqual({
      state: 'early-bird',
      offer: earlyBird,
      checkoutCtaLabel: 'Jetzt Frühbucher-Rabatt sichern',
      campaignCopy: true,
    });
  });

  it('after the early-bird: the regular label and no early-bird copy', () => {
    const sales = salesOf(winter, '2025-12-16', [winter, spring]);
    expect(sales).toMatchObject({ state: 'on-sale', checkoutCtaLabel: 'Jetzt Platz sichern', campaignCopy: false });
    expect(sales.notSelling).toBeUndefined();
  });

  it('a Komplettpreis edition keeps its label and copy', () => {
    const autumn = {
      ...winter,
      checkoutCtaLabel: 'Jetzt Platz sichern',
      offer: { mode: 'komplettpreis' as const, price: 499, validFrom: '2025-07-01', priceLabel: 'Komplettpreis' },
    };
    expect(salesOf(autumn, '2025-12-16', [autumn, spring])).toMatchObject({ state: 'on-sale', campaignCopy: true, checkoutCtaLabel: 'Jetzt Platz sichern' });
  });

  it('closed: the default German notice and the edition the home page promotes that day', () => {
    expect(salesOf(winter, '2026-01-05', [winter, spring]).notSelling).toEqual({
      notice: 'Die Anmeldung zur Winter-Edition 2026 ist geschlossen.',
      current: springLink,
    });
  });

  it('closed while nothing sells: names the edition whose sales open next, else says the next one is being prepared', () => {
    const later = { ...spring, offer: { ...springOffer, validFrom: '2026-02-01' } };
    expect(salesOf(winter, '2026-01-05', [winter, later]).notSelling).toEqual({
      notice: 'Die Anmeldung zur Winter-Edition 2026 ist geschlossen.',
      upcoming: { slug: 'fruehlingsedition', name: 'Frühlings-Edition 2027', salesStart: '2026-02-01' },
    });
    expect(salesOf(winter, '2026-01-05', [winter]).notSelling).toEqual({
      notice: 'Die Anmeldung zur Winter-Edition 2026 ist geschlossen.',
      next: 'Die nächste Edition ist in Vorbereitung.',
    });
    expect(salesOf(winter, '2026-01-05', [winter], 'Im Frühling geht es weiter.').notSelling?.next).toBe('Im Frühling geht es weiter.');
  });

  it('closed: never points to an edition whose sales have ended', () => {
    const closedToo = { ...spring, salesEnd: '2026-01-03' };
    expect(salesOf(winter, '2026-01-05', [winter, closedToo]).notSelling?.current).toBeUndefined();
  });

  it("closed: the edition's own notice; no link to itself", () => {
    const own = { ...winter, closedNotice: 'Die Winter-Edition 2026 ist ausgebucht und läuft bereits.' };
    expect(salesOf(own, '2026-01-05', [own]).notSelling).toEqual({ notice: own.closedNotice, next: 'Die nächste Edition ist in Vorbereitung.' });
  });

  it('upcoming: no offer to take, the day registration opens, and the edition that sells meanwhile', () => {
    const sales = salesOf(spring, '2025-10-10', [winter, spring]);
    expect(sales).toMatchObject({ state: 'upcoming', campaignCopy: false });
    expect(sales.notSelling).toEqual({
      notice: 'Die Anmeldung zur Frühlings-Edition 2027 öffnet am 1.\u00a0November\u00a02025.',
      current: { slug: 'winteredition', name: 'Winter-Edition 2026', startDate: '2026-01-05' },
    });
    expect(salesOf({ ...spring, upcomingNotice: 'Bald geht es los.' }, '2025-10-01', [spring]).notSelling).toEqual({ notice: 'Bald geht es los.' });
  });

  it('upcoming while nothing sells: the page is the next edition, so it says when it opens and never that the next one is being prepared', () => {
    const closedWinter = { ...winter, salesEnd: '2025-10-05' };
    expect(salesOf(spring, '2025-10-10', [closedWinter, spring]).notSelling).toEqual({
      notice: 'Die Anmeldung zur Frühlings-Edition 2027 öffnet am 1.\u00a0November\u00a02025.',
    });
    // An edition whose sales open before this one's is a way on; one that opens later is not.
    const summer = { ...spring, slug: 'sommeredition', name: 'Sommer-Edition 2027', offer: { ...springOffer, validFrom: '2025-10-20' } };
    expect(salesOf(spring, '2025-10-10', [spring, summer]).notSelling).toEqual({
      notice: 'Die Anmeldung zur Frühlings-Edition 2027 öffnet am 1.\u00a0November\u00a02025.',
      upcoming: { slug: 'sommeredition', name: 'Sommer-Edition 2027', salesStart: '2025-10-20' },
    });
    expect(salesOf(summer, '2025-10-10', [spring, summer]).notSelling).toEqual({
      notice: 'Die Anmeldung zur Sommer-Edition 2027 öffnet am 20.\u00a0Oktober\u00a02025.',
    });
  });
});

describe('the calendar', () => {
  const autumn = {
    slug: 'herbstedition',
    name: 'Herbst-Edition 2025',
    startDate: '2025-09-22',
    salesEnd: undefined,
    offer: { mode: 'komplettpreis' as const, price: 499, validFrom: '2025-07-01', priceLabel: 'Komplettpreis' },
  };
  const early = { ...winter, salesEnd: undefined, offer: { ...earlyBird, validFrom: '2025-09-01' } };
  const editions = [autumn, early, spring];

  it('promotes, of the editions that sell, the one whose sales opened last: a launch takes over on its first day', () => {
    expect(promotedOn(editions, '2025-08-31')?.slug).toBe('herbstedition');
    expect(promotedOn(editions, '2025-09-01')?.slug).toBe('winteredition');
    expect(promotedOn(editions, '2025-10-31')?.slug).toBe('winteredition');
    expect(promotedOn(editions, '2025-11-01')?.slug).toBe('fruehlingsedition');
  });

  it('features the next edition to open when nothing sells, else the one that closed last', () => {
    const later = { ...spring, offer: { ...springOffer, validFrom: '2026-02-01' } };
    expect(promotedOn([early, later], '2026-01-10')).toBeUndefined();
    expect(nextToOpen([early, later], '2026-01-10')?.slug).toBe('fruehlingsedition');
    expect(featuredOn([early, later], '2026-01-10')?.slug).toBe('fruehlingsedition');
    expect(featuredOn([autumn, early], '2026-06-01')?.slug).toBe('winteredition');
  });

  it('finds the first day on which nothing sells, within a horizon', () => {
    expect(firstDayWithoutSales([autumn, early], '2025-12-20', '2026-01-03')).toBeUndefined();
    expect(firstDayWithoutSales([autumn, early], '2025-12-22', '2026-01-05')).toBe('2026-01-05');
    expect(firstDayWithoutSales([autumn, early], '2026-02-01', '2026-02-15')).toBe('2026-02-01');
    expect(firstDayWithoutSales([autumn, early, spring], '2025-12-22', '2026-01-05')).toBeUndefined();
  });
});

describe('next change', () => {
  it('lists the days a page changes: sales open, the day after the early-bird, the day after the end of sales', () => {
    expect(changeDays(winter)).toEqual(['2025-10-01', '2025-12-16', '2026-01-05']);
    expect(changeDays({ ...winter, salesEnd: undefined, offer: springOffer })).toEqual(['2025-11-01', '2026-01-05']);
  });

  it('is the first of them after today, across editions, or null', () => {
    const editions = [winter, { offer: { ...earlyBird, validFrom: '2027-01-15', earlyBirdUntil: undefined }, salesEnd: undefined, startDate: '2027-04-12' }];
    expect(nextChange(editions, '2025-12-10')).toBe('2025-12-16');
    expect(nextChange(editions, '2025-12-16')).toBe('2026-01-05');
    expect(nextChange(editions, '2026-01-05')).toBe('2027-01-15');
    expect(nextChange(editions, '2027-01-15')).toBe('2027-04-12');
    expect(nextChange(editions, '2027-04-12')).toBeNull();
  });
});

describe('days', () => {
  it('adds calendar days across months and years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('today is the day in Germany: 23:30 UTC on 15 December is already the 16th in Berlin', () => {
    expect(todayInGermany(new Date('2025-12-15T23:30:00Z'))).toBe('2025-12-16');
    expect(todayInGermany(new Date('2025-12-15T22:59:00Z'))).toBe('2025-12-15');
    // Summer time: UTC+2.
    expect(todayInGermany(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});
