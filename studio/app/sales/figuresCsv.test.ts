import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { salesResults } from '#studio/shared/salesResults';
import { figuresCsv } from './figuresCsv';

const results = salesResults({
  visits: [
    { day: '2027-04-12', edition: 'fruehlingsedition', variant: '', visits: 120, clicks: 9 },
    { day: '2027-04-13', edition: 'fruehlingsedition', variant: '', visits: 80, clicks: 4 },
    { day: '2027-04-12', edition: 'fruehlingsedition', variant: 'b', visits: 110, clicks: 12 },
  ],
  sales: [
    { day: '2027-04-12', edition: 'fruehlingsedition', variant: '', sales: 2, refunds: 1, chargebacks: 0, revenueCents: 39_900 },
    { day: '2027-04-13', edition: 'fruehlingsedition', variant: 'b', sales: 3, refunds: 0, chargebacks: 1, revenueCents: 123_450 },
  ],
});
const names: Record<string, string> = { fruehlingsedition: 'Frühlings-Edition 2027 „Neustart“; mit Grüßen' };

/** The file as a German spreadsheet reads it: semicolons, the byte order mark taken off, numbers with a decimal comma. */
const readBack = (csv: string) => parse(Buffer.from(csv, 'utf8'), { bom: true, delimiter: ';', columns: true, encoding: 'utf8' }) as Record<string, string>[];
const number = (cell: string) => Number(cell.replace(',', '.'));

describe('the figures as CSV', () => {
  const csv = figuresCsv(results, (edition) => names[edition]);
  const rows = readBack(csv);

  it('is UTF-8 with a byte order mark and CR LF lines', () => {
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.split('\r\n').length).toBe(rows.length + 2);
  });

  it('gives back the figures the screen shows, per day and in total, umlauts and quotes intact', () => {
    const totals = rows.filter((row) => row.Tag === 'gesamt');
    expect(totals.map((row) => [row.Edition, row.Fassung])).toEqual([
      [names.fruehlingsedition, 'Eigene Fassung'],
      [names.fruehlingsedition, 'Variante b'],
    ]);
    for (const [index, variant] of results[0].variants.entries()) {
      const total = totals[index];
      expect(number(total.Besuche)).toBe(variant.visits);
      expect(number(total['Klicks zum Bestellformular'])).toBe(variant.clicks);
      expect(number(total.Verkäufe)).toBe(variant.sales);
      expect(number(total.Erstattungen)).toBe(variant.refunds);
      expect(number(total.Rückbuchungen)).toBe(variant.chargebacks);
      expect(number(total['Umsatz in Euro'])).toBe(variant.revenueCents / 100);
    }
    expect(totals.map((row) => [row.Erstattungen, row.Rückbuchungen])).toEqual([
      ['1', '0'],
      ['0', '1'],
    ]);
    expect(rows.find((row) => row.Fassung === 'Variante b' && row.Tag === '13.04.2027')?.['Umsatz in Euro']).toBe('1234,50');
    expect(rows.filter((row) => row.Tag !== 'gesamt').map((row) => row.Tag)).toEqual(['12.04.2027', '13.04.2027', '12.04.2027', '13.04.2027']);
  });

  it('keeps a name that starts like a formula as text', () => {
    const [row] = readBack(figuresCsv(results, () => '=HYPERLINK("x")'));
    expect(row.Edition).toBe(`'=HYPERLINK("x")`);
  });
});
