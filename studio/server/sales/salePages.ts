import type { SalePage } from './salesStore';

/**
 * The pages a sale can be counted for on a day (JJJJ-MM-TT): each edition's own copy and the variants of its test
 * as the content loader gives them now, and every page the host served that day by its visits log (a variant
 * whose test has ended since still existed on the days it was served). The variant of a served page is the one
 * nginx chose (`$edition_variant`), not anything a visitor sent, so the log's pages can be trusted as existing.
 */
export type PagesOfDay = (day: string) => readonly SalePage[];

/** An edition as the content loader gives it (src/content/contentModel.ts): its address, its variants' pages. */
interface EditionPages {
  slug: string;
  variantEditions?: ReadonlyArray<{ variant?: string }>;
}

export function pagesOfDay(editions: () => readonly EditionPages[], served: (day: string) => SalePage[]): PagesOfDay {
  return (day) => [
    ...editions().flatMap((edition) => [
      { edition: edition.slug, variant: '' },
      ...(edition.variantEditions ?? []).map((page) => ({ edition: edition.slug, variant: page.variant ?? '' })),
    ]),
    ...served(day),
  ];
}
