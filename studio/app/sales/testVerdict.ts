import { formatCount } from '#engine/format';
import { CLEAR_CHANCE, MIN_VISITS_FOR_VERDICT, verdict } from '#studio/shared/conversionStatistics';
import type { VariantResults } from '#studio/shared/salesResults';
import { percent, variantName } from './figureWords';

/**
 * What a running A/B test's figures mean, in sentences a marketer acts on: per goal (clicks, sales) whether the
 * variant is clearly ahead, clearly behind or not yet decided, or how many visits are still missing; and the next
 * step, which the sales decide (a variant that is clicked more but sells no better is no gain).
 */

export type Goal = 'clicks' | 'sales';

const GOAL_WORDS: Record<Goal, { noun: string; more: string; less: string }> = {
  clicks: { noun: 'Klicks', more: 'öfter geklickt', less: 'seltener geklickt' },
  sales: { noun: 'Käufen', more: 'öfter gekauft', less: 'seltener gekauft' },
};

type Standing = { kind: 'early'; missing: { variant: number; own: number } } | { kind: 'ahead' | 'behind' | 'open'; chance: number };

/** Where the variant stands against the edition's own copy for one goal. */
export function standingOf(goal: Goal, variant: VariantResults, own: VariantResults, minVisits = MIN_VISITS_FOR_VERDICT): Standing {
  const successes = (figures: VariantResults) => (goal === 'clicks' ? figures.clicks : figures.sales);
  const missing = { variant: Math.max(0, minVisits - variant.visits), own: Math.max(0, minVisits - own.visits) };
  const chance =
    missing.variant + missing.own > 0
      ? undefined
      : verdict({ successes: successes(variant), trials: variant.visits }, { successes: successes(own), trials: own.visits });
  if (chance === undefined) return { kind: 'early', missing };
  if (chance >= CLEAR_CHANCE) return { kind: 'ahead', chance };
  if (chance <= 1 - CLEAR_CHANCE) return { kind: 'behind', chance };
  return { kind: 'open', chance };
}

/** A probability as words; one that rounds to 100 % is not a certainty, so it reads „über 99,9 %“. */
const chanceWords = (chance: number) => (chance >= 0.9995 ? 'über 99,9\u00a0%' : percent(chance));

/** „noch 37 Besuche der Variante b und 12 der eigenen Fassung“ */
function missingWords(missing: { variant: number; own: number }, name: string): string {
  const parts = [
    missing.variant > 0 ? `${formatCount(missing.variant)} ${missing.variant === 1 ? 'Besuch' : 'Besuche'} der ${name}` : '',
    missing.own > 0 ? `${formatCount(missing.own)} ${missing.own === 1 ? 'Besuch' : 'Besuche'} der eigenen Fassung` : '',
  ].filter(Boolean);
  return parts.join(' und ');
}

/** One sentence per goal: the verdict, or what is still missing for one. */
export function goalSentence(goal: Goal, variant: VariantResults, own: VariantResults, minVisits = MIN_VISITS_FOR_VERDICT): string {
  const name = variantName(variant.variant);
  const words = GOAL_WORDS[goal];
  const standing = standingOf(goal, variant, own, minVisits);
  switch (standing.kind) {
    case 'early':
      return `Bei den ${words.noun} ist es für ein Urteil noch zu früh: Es fehlen noch ${missingWords(standing.missing, name)}.`;
    case 'ahead':
      return `${name} wird mit ${chanceWords(standing.chance)} Wahrscheinlichkeit ${words.more} als die eigene Fassung.`;
    case 'behind':
      return `${name} wird mit ${chanceWords(1 - standing.chance)} Wahrscheinlichkeit ${words.less} als die eigene Fassung.`;
    case 'open':
      return `Bei den ${words.noun} ist noch nichts entschieden (${name} liegt mit ${chanceWords(Math.max(standing.chance, 1 - standing.chance))} Wahrscheinlichkeit ${standing.chance >= 0.5 ? 'vorn' : 'hinten'}).`;
  }
}

/** The next step, decided by the sales. */
export function nextStep(variant: VariantResults, own: VariantResults, minVisits = MIN_VISITS_FOR_VERDICT): string {
  const name = variantName(variant.variant);
  const standing = standingOf('sales', variant, own, minVisits);
  if (standing.kind === 'ahead') return `Nächster Schritt: den Test beenden und ${name} übernehmen.`;
  if (standing.kind === 'behind') return 'Nächster Schritt: den Test beenden und die eigene Fassung behalten.';
  return 'Nächster Schritt: den Test weiterlaufen lassen.';
}
