import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDateLong,
  formatDateNumeric,
  formatDateShort,
  formatDateUnbroken,
  formatDateWithWeekday,
  formatEuro,
  formatMonth,
  formatRating,
} from './format';

/** The hand-written German formats against Intl's de-DE output, which they replace in the browser. */
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekdayDate = new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: 'UTC' });
const numericDate = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const amounts = [
  0,
  -0,
  1,
  9,
  10,
  99,
  100,
  399,
  499,
  999,
  1000,
  1200,
  9999,
  10000,
  123456,
  1000000,
  98765432,
  0.4,
  0.5,
  1.5,
  2.5,
  399.49,
  399.5,
  1234.5,
  -1,
  -0.4,
  -2.5,
  -1500,
  ...Array.from({ length: 400 }, (_, index) => Math.round(Math.sin(index + 1) * 10 ** (index % 8) * 1000) / 1000),
];
const ratings = [0, 1, 4.9, 4.98, 4.985, 4.995, 5, 0.125, 0.005, 1.005, 10.5, 1234.567, -4.98, ...amounts];

const isoDays = (from: string, count: number) =>
  Array.from({ length: count }, (_, offset) => {
    const date = new Date(`${from}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  });
const days = [...isoDays('2024-12-20', 800), '2000-02-29', '2099-12-31', '2100-03-01'];
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('German formats', () => {
  it('write amounts in euros as Intl does, with a non-breaking space before the sign', () => {
    for (const amount of amounts) expect(formatEuro(amount), String(amount)).toBe(euro.format(amount));
    expect(formatEuro(1200)).toBe('1.200\u00a0€');
  });

  it('write counts and ratings as Intl does', () => {
    for (const count of amounts) expect(formatCount(count), String(count)).toBe(integer.format(count));
    for (const rating of ratings) expect(formatRating(rating), String(rating)).toBe(decimal.format(rating));
    expect(formatRating(4.98)).toBe('4,98');
  });

  it('write dates as Intl does, whole and unbroken, with the weekday, short, as TT.MM.JJJJ and as a month', () => {
    for (const iso of days) {
      expect(formatDateLong(iso), iso).toBe(longDate.format(utc(iso)));
      expect(formatDateWithWeekday(iso), iso).toBe(weekdayDate.format(utc(iso)));
      expect(formatDateShort(iso), iso).toBe(shortDate.format(utc(iso)));
      expect(formatDateNumeric(iso), iso).toBe(numericDate.format(utc(iso)));
      expect(formatMonth(iso), iso).toBe(monthYear.format(utc(iso)));
    }
    expect(formatDateNumeric('2026-04-13')).toBe('13.04.2026');
    expect(formatMonth('2026-03-02')).toBe('März 2026');
    expect(formatDateWithWeekday('2026-01-05')).toBe('Montag, 5. Januar 2026');
    expect(formatDateUnbroken('2026-03-02')).toBe('2.\u00a0März\u00a02026');
    expect(formatDateShort('2026-01-05')).toBe('05.01.26');
  });
});
