import { describe, expect, it } from 'vitest';
import { bonusValue, priceInsteadOf, savings, totalValue } from './offer';

const items = [
  { amount: 300, isBonus: false },
  { amount: 100, isBonus: true },
  { amount: 49, isBonus: true },
];

describe('the figures derived from an offer', () => {
  it('adds up the whole value and the bonus part of it', () => {
    expect(totalValue(items)).toBe(449);
    expect(bonusValue(items)).toBe(149);
    expect(totalValue([])).toBe(0);
    expect(bonusValue([{ amount: 300, isBonus: false }])).toBe(0);
  });

  it('saves the difference to the regular price with an early-bird, nothing with a Komplettpreis', () => {
    expect(
      savings({
        mode: 'early-bird',
        price: 349,
        regularPrice: 449,
        validFrom: '2027-01-15',
        voucher: 'X',
        priceLabel: 'Frühbucherpreis',
        availabilityNote: 'n',
      }),
    ).toBe(100);
    expect(savings({ mode: 'komplettpreis', price: 499, validFrom: '2025-07-01', priceLabel: 'Komplettpreis' })).toBe(0);
  });

  it('names an early-bird price with the regular one it replaces, a Komplettpreis alone, with non-breaking spaces before €', () => {
    expect(
      priceInsteadOf({
        mode: 'early-bird',
        price: 1349,
        regularPrice: 1449,
        validFrom: '2027-01-15',
        voucher: 'X',
        priceLabel: 'Frühbucherpreis',
        availabilityNote: 'n',
      }),
    ).toBe('1.349\u00a0€ statt 1.449\u00a0€');
    expect(priceInsteadOf({ mode: 'komplettpreis', price: 499, validFrom: '2025-07-01', priceLabel: 'Komplettpreis' })).toBe('499\u00a0€');
  });
});
