import { describe, expect, it } from 'vitest';
import { addDays, changeDays, effectiveOffer, nextChange, salesOf, salesStateOf, todayInGermany } from './sales';
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
  checkoutCtaLabel: 'Jetzt Frühbucher-Rabatt sichern',
  offer: earlyBird as DatedEdition['offer'],
  salesEnd: '2026-01-04' as string | undefined,
  closedNotice: undefined as string | undefined,
};
const springOffer = { mode: 'komplettpreis', price: 449, validFrom: '2025-11-01', priceLabel: 'Komplettpreis' } satisfies DatedEdition['offer'];
const spring = { slug: 'fruehlingsedition', name: 'Frühlings-Edition 2027', startDate: '2027-04-12', offer: springOffer as DatedEdition['offer'] };
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

  it('without the new fields an early-bird offer stays early-bird and a Komplettpreis on sale, for ever', () => {
    const { earlyBirdUntil: _until, ...open } = earlyBird;
    expect(salesStateOf({ offer: open, salesEnd: undefined }, '2099-01-01')).toBe('early-bird');
    expect(salesStateOf({ offer: { mode: 'komplettpreis', price: 499, validFrom: '2025-07-01', priceLabel: 'Komplettpreis' }, salesEnd: undefined }, '2099-01-01')).toBe(
      'on-sale',
    );
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
    const sales = salesOf(labelled, '2025-12-16', spring);
    expect(sales.offer.priceLabel).toBe('Regulärer Preis');
    expect(sales.checkoutCtaLabel).toBe('Jetzt anmelden');
  });
});

describe('salesOf', () => {
  it('during the early-bird: the edition as written, with its own copy', () => {
    expect(salesOf(winter, '2025-12-10', spring)).toEqual({
      state: 'early-bird',
      offer: earlyBird,
      checkoutCtaLabel: 'Jetzt Frühbucher-Rabatt sichern',
      campaignCopy: true,
    });
  });

  it('after the early-bird: the regular label and no early-bird copy', () => {
    const sales = salesOf(winter, '2025-12-16', spring);
    expect(sales).toMatchObject({ state: 'on-sale', checkoutCtaLabel: 'Jetzt Platz sichern', campaignCopy: false });
    expect(sales.closed).toBeUndefined();
  });

  it('a Komplettpreis edition keeps its label and copy', () => {
    const autumn = { ...winter, checkoutCtaLabel: 'Jetzt Platz sichern', offer: { mode: 'komplettpreis' as const, price: 499, validFrom: '2025-07-01', priceLabel: 'Komplettpreis' } };
    expect(salesOf(autumn, '2025-12-16', spring)).toMatchObject({ state: 'on-sale', campaignCopy: true, checkoutCtaLabel: 'Jetzt Platz sichern' });
  });

  it('closed: the default German notice and the current edition to point to', () => {
    expect(salesOf(winter, '2026-01-05', spring).closed).toEqual({
      notice: 'Die Anmeldung zur Winter-Edition 2026 ist geschlossen.',
      current: springLink,
    });
  });

  it('closed without another edition that sells: says the next one is being prepared, links nowhere', () => {
    expect(salesOf(winter, '2026-01-05', { ...winter, startDate: '2026-01-12' }).closed).toEqual({
      notice: 'Die Anmeldung zur Winter-Edition 2026 ist geschlossen.',
      next: 'Die nächste Edition ist in Vorbereitung.',
    });
    expect(salesOf(winter, '2026-01-05', { ...winter, startDate: '2026-01-12' }, 'Im Frühling geht es weiter.').closed?.next).toBe('Im Frühling geht es weiter.');
  });

  it('closed: never points to a current edition whose course has started or whose sales have ended', () => {
    const started = { ...spring, startDate: '2026-01-02' };
    expect(salesOf(winter, '2026-01-05', started).closed).toEqual({ notice: 'Die Anmeldung zur Winter-Edition 2026 ist geschlossen.', next: 'Die nächste Edition ist in Vorbereitung.' });
    const closedToo = { ...spring, salesEnd: '2026-01-03' };
    expect(salesOf(winter, '2026-01-05', closedToo).closed?.current).toBeUndefined();
  });

  it("closed: the edition's own notice; no link to itself", () => {
    const own = { ...winter, closedNotice: 'Die Winter-Edition 2026 ist ausgebucht und läuft bereits.' };
    expect(salesOf(own, '2026-01-05', { ...spring, slug: 'winteredition' }).closed).toEqual({ notice: own.closedNotice, next: 'Die nächste Edition ist in Vorbereitung.' });
  });
});

describe('next change', () => {
  it('lists the days a page changes: sales open, the day after the early-bird, the day after the end of sales', () => {
    expect(changeDays(winter)).toEqual(['2025-10-01', '2025-12-16', '2026-01-05']);
  });

  it('is the first of them after today, across editions, or null', () => {
    const editions = [winter, { offer: { ...earlyBird, validFrom: '2027-01-15', earlyBirdUntil: undefined }, salesEnd: undefined }];
    expect(nextChange(editions, '2025-12-10')).toBe('2025-12-16');
    expect(nextChange(editions, '2025-12-16')).toBe('2026-01-05');
    expect(nextChange(editions, '2026-01-05')).toBe('2027-01-15');
    expect(nextChange(editions, '2027-01-15')).toBeNull();
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
