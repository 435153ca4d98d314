import { describe, expect, it } from 'vitest';
import { checkoutUrl, clickPathOf, clickUrlOf, pageOfTrackingKey, TRACKING_KEY, trackingKeyOf, trackingKeyParts } from './checkout';

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

describe('the click path and reading a tracking key back', () => {
  const editions = ['winteredition', 'fruehlingsedition', 'fruehlingsedition-2027'];

  it('pings the site’s own path ending in the tracking key', () => {
    expect(clickPathOf('winteredition')).toBe('/klick/winteredition');
  });

  it('writes the ping absolute, on the site’s origin (HTML allows only http(s) URLs in `ping`)', () => {
    expect(clickUrlOf('https://kurs.example.de', 'winteredition_b')).toBe('https://kurs.example.de/klick/winteredition_b');
  });

  it('names the edition and the variant, also when both have hyphens', () => {
    expect(pageOfTrackingKey('winteredition', editions)).toEqual({ edition: 'winteredition', variant: '' });
    expect(pageOfTrackingKey('winteredition_b', editions)).toEqual({ edition: 'winteredition', variant: 'b' });
    expect(pageOfTrackingKey('fruehlingsedition-2027', editions)).toEqual({ edition: 'fruehlingsedition-2027', variant: '' });
    expect(pageOfTrackingKey('fruehlingsedition-2027_kurz-und-klar', editions)).toEqual({ edition: 'fruehlingsedition-2027', variant: 'kurz-und-klar' });
    expect(pageOfTrackingKey('fruehlingsedition_b', editions)).toEqual({ edition: 'fruehlingsedition', variant: 'b' });
    // What the page composes is what is read back.
    expect(trackingKeyParts(trackingKeyOf('fruehlingsedition-2027', 'b'))).toEqual({ edition: 'fruehlingsedition-2027', variant: 'b' });
    // A sale is recorded for its page even when that edition has since been removed.
    expect(trackingKeyParts('sommeredition-2024_a')).toEqual({ edition: 'sommeredition-2024', variant: 'a' });
  });

  it('knows no edition for a key of another page or one the platform would not take', () => {
    for (const key of ['herbstedition', 'winter', 'wintereditionb', 'winteredition/b', 'winteredition_', 'winteredition_b_c', 'Winteredition', '']) {
      expect(pageOfTrackingKey(key, editions), key).toBeUndefined();
    }
  });
});
