import { formatDateNumeric } from '#engine/format';
import type { EditionResults, VariantResults } from '#studio/shared/salesResults';
import { variantName } from './figureWords';

/**
 * The figures „Verkäufe“ shows, as a CSV file a German spreadsheet opens right: semicolons between the cells, a
 * decimal comma, days as TT.MM.JJJJ, UTF-8 with a byte order mark (without it Excel reads the umlauts as Latin-1),
 * lines ended by CR LF. Per edition and copy one line per day, then the copy's total.
 */

const HEADER = ['Edition', 'Fassung', 'Tag', 'Besuche', 'Klicks zum Bestellformular', 'Verkäufe', 'Erstattungen', 'Rückbuchungen', 'Umsatz in Euro'];

/** A text cell: quoted when it holds a separator, a quote or a line break; a leading =, +, - or @ is kept as text. */
function textCell(text: string): string {
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Cents as a number with a decimal comma and no thousands separator: 123450 → „1234,50“. */
const euros = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

type Figures = Pick<VariantResults, 'visits' | 'clicks' | 'sales' | 'refunds' | 'chargebacks' | 'revenueCents'>;
const figureCells = (figures: Figures) => [
  String(figures.visits),
  String(figures.clicks),
  String(figures.sales),
  String(figures.refunds),
  String(figures.chargebacks),
  euros(figures.revenueCents),
];

export function figuresCsv(editions: EditionResults[], editionName: (edition: string) => string): string {
  const lines = [HEADER];
  for (const results of editions) {
    const edition = textCell(editionName(results.edition));
    for (const variant of results.variants) {
      const copy = textCell(variantName(variant.variant));
      for (const day of variant.days) lines.push([edition, copy, formatDateNumeric(day.day), ...figureCells(day)]);
      lines.push([edition, copy, 'gesamt', ...figureCells(variant)]);
    }
  }
  return `\uFEFF${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`;
}
