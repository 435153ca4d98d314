import { describe, expect, it } from 'vitest';
import { checkoutUrl, TRACKING_KEY, trackingKeyOf } from './checkout';

const checkout = { productId: 631168, productUrlBase: 'https://www.digistore24.com/product/', voucherParam: 'voucher', trackingParam: 'ds24tr' };
const earlyBird = { mode: 'early-bird', price: 399, regularPrice: 499, voucher: 'FRUEHBUCHER26' } as const;
const fullPrice = { mode: 'full', price: 499 } as const;

describe('the checkout address', () => {
  it('names the product, the voucher while the early-bird runs, and the page’s tracking key', () => {
    expect(checkoutUrl(checkout, earlyBird as never, 'winteredition')).toBe(
      'https://www.digistore24.com/product/631168?voucher=FRUEHBUCHER26&ds24tr=winteredition',
    );
    expect(checkoutUrl(checkout, fullPrice as never, 'herbstedition')).toBe('https://www.digistore24.com/product/631168?ds24tr=herbstedition');
  });

  it('takes a tracking key by the platform’s rule only: at most 127 letters without umlauts, digits, _ and -', () => {
    expect(trackingKeyOf('fruehlingsedition-2027')).toBe('fruehlingsedition-2027');
    expect(TRACKING_KEY.test('a'.repeat(127))).toBe(true);
    for (const bad of ['a'.repeat(128), 'frühling', 'winter edition', '', 'winter/edition']) {
      expect(() => trackingKeyOf(bad), bad).toThrow(/taugt nicht als Tracking-Schlüssel/);
    }
  });

  it('names an A/B variant after the edition, split by an underscore no address has, and refuses a key the platform would not take', () => {
    expect(checkoutUrl(checkout, fullPrice as never, 'fruehlingsedition-2027', 'kurz-und-klar')).toBe(
      'https://www.digistore24.com/product/631168?ds24tr=fruehlingsedition-2027_kurz-und-klar',
    );
    expect(trackingKeyOf('winteredition', 'b')).toBe('winteredition_b');
    expect(() => trackingKeyOf('a'.repeat(60), 'b'.repeat(67))).toThrow(/taugt nicht als Tracking-Schlüssel/);
    expect(() => trackingKeyOf('winteredition', 'ä')).toThrow(/taugt nicht als Tracking-Schlüssel/);
  });
});
