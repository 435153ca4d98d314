import type { EditionSummary } from '#src/content/pageData';

/** The two frame widths QA compares at: a common phone and a common laptop. */
export const FRAME_WIDTHS = { handy: 390, desktop: 1280 } as const;
export type FrameWidthName = keyof typeof FRAME_WIDTHS;

export interface Choice {
  a: EditionSummary;
  b: EditionSummary;
  width: FrameWidthName;
  /** Keys from the address that name no edition (shown, then replaced by the defaults). */
  unknownKeys: string[];
}

/**
 * Reads `?a=winter&b=autumn&breite=desktop`. Missing or unknown keys fall back to the featured
 * edition for A and to another edition for B, so the bare address always shows a comparison.
 */
export function chooseEditions(editions: EditionSummary[], params: URLSearchParams): Choice {
  const byKey = (key: string | null) => editions.find((edition) => edition.key === key);
  const featured = editions.find((edition) => edition.featured) ?? editions[0];
  const a = byKey(params.get('a')) ?? featured;
  const b = byKey(params.get('b')) ?? editions.find((edition) => edition.key !== a.key) ?? a;
  const unknownKeys = [params.get('a'), params.get('b')].filter((key): key is string => !!key && !byKey(key));
  const width = params.get('breite') === 'desktop' ? 'desktop' : 'handy';
  return { a, b, width, unknownKeys };
}
