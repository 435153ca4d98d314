import type { RateFigure } from '#studio/shared/salesResults';

/** How the results name a variant: the edition's own copy, or the variant's name. */
export const variantName = (variant: string) => (variant ? `Variante ${variant}` : 'Eigene Fassung');

/** 0.0342 → „3,4 %“ (one decimal: the intervals are wider than that anyway). */
export const percent = (share: number) => `${(Math.round(share * 1000) / 10).toFixed(1).replace('.', ',')}\u00a0%`;

/** „3,4 % (2,1–5,3 %)“, or a dash without visits. */
export const rateWords = (rate: RateFigure | undefined) =>
  rate ? `${percent(rate.value)} (${percent(rate.low).replace('\u00a0%', '')}–${percent(rate.high)})` : '–';
