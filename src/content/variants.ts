import { problemsFromIssues, type ContentProblem } from '#engine/errors';
import { knownFieldsAt } from '#engine/knownFields';
import { isPlainObject, sourceOf, type EditionSources } from '#engine/resolve';
import { applyVariant, VARIANTS_KEY } from '#engine/variants';
import type { LoadedEdition } from './contentModel';
import { germanIssueMessage, problemHints } from './problemHints';
import { editionSchema, type Edition } from './schema';

/**
 * The pages of an edition's A/B variants (engine/variants.ts), made by the loader: each is the edition with the
 * variant's copy over it, validated by the edition's own schema, so every check of an edition checks each of them;
 * a message about a value the variant wrote names it there (`variants[0].sections.hero.title`).
 */

/** A variant's page as validated: the edition it shows, its name, and where its values were written. */
export interface VariantPage {
  edition: Edition;
  variant: string;
  sources: EditionSources;
}

/**
 * Each variant of an edition that validated on its own (`resolved`: its sections merged over the defaults) as the
 * page it shows; a variant whose page does not validate adds its problems and is left out.
 */
export function variantPagesOf(resolved: unknown, sources: EditionSources, problems: ContentProblem[]): VariantPage[] {
  if (!isPlainObject(resolved) || !Array.isArray(resolved[VARIANTS_KEY])) return [];
  const pages: VariantPage[] = [];
  resolved[VARIANTS_KEY].forEach((raw: unknown, index) => {
    if (!isPlainObject(raw) || typeof raw.name !== 'string') return;
    // The edition's schema has checked the variant's order already; one that does not fit was reported there.
    const applied = applyVariant(resolved, raw, index);
    if (!applied) return;
    const variantSources = { ...sources, variant: applied.source };
    const parsed = editionSchema.safeParse(applied.edition, { error: germanIssueMessage });
    if (parsed.success) {
      pages.push({ edition: parsed.data, variant: raw.name, sources: variantSources });
      return;
    }
    const located = problemsFromIssues(
      (at) => sourceOf(variantSources, at),
      parsed.error.issues,
      problemHints,
      (at) => knownFieldsAt(editionSchema, applied.edition, at),
    );
    for (const problem of located) problems.push(problem);
  });
  return pages;
}

/**
 * The editions as the variants show them, one list per variant position: the first list has each edition's first
 * variant (or the edition, where it has none), and so on. The rules run over each list as over the editions.
 */
export function variantRounds(editions: readonly LoadedEdition[]): LoadedEdition[][] {
  const rounds = Math.max(0, ...editions.map((edition) => edition.variantEditions?.length ?? 0));
  return Array.from({ length: rounds }, (_, round) => editions.map((edition) => edition.variantEditions?.[round] ?? edition));
}

/** The content as a variant's page shows it: its edition in the variant's copy, everything else as it is. */
export function contentShowing<C extends { editions: LoadedEdition[] }>(content: C, page: LoadedEdition): C {
  return { ...content, editions: content.editions.map((edition) => (edition.key === page.key ? page : edition)) };
}

/** Every variant page of the content's editions. */
export const variantEditionsOf = (content: { editions: readonly LoadedEdition[] }) => content.editions.flatMap((edition) => edition.variantEditions ?? []);
