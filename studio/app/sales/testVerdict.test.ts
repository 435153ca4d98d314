import { describe, expect, it } from 'vitest';
import type { VariantResults } from '#studio/shared/salesResults';
import { goalSentence, nextStep, standingOf } from './testVerdict';

/** Figures of one copy: the same count of clicks and of sales, so one seed serves both goals. */
const copy = (variant: string, visits: number, successes: number): VariantResults => ({
  variant,
  visits,
  clicks: successes,
  sales: successes,
  refunds: 0,
  chargebacks: 0,
  revenueCents: successes * 39_900,
  days: [],
});

const own = copy('', 1000, 40);

describe.each(['clicks', 'sales'] as const)('the verdict on the %s', (goal) => {
  const more = goal === 'clicks' ? 'öfter geklickt' : 'öfter gekauft';
  const less = goal === 'clicks' ? 'seltener geklickt' : 'seltener gekauft';
  const noun = goal === 'clicks' ? 'Klicks' : 'Käufen';

  it('says how many visits are still missing while there are too few', () => {
    expect(goalSentence(goal, copy('b', 63, 5), copy('', 88, 3))).toBe(
      `Bei den ${noun} ist es für ein Urteil noch zu früh: Es fehlen noch 37 Besuche der Variante b und 12 Besuche der eigenen Fassung.`,
    );
    expect(goalSentence(goal, copy('b', 99, 5), own)).toBe(`Bei den ${noun} ist es für ein Urteil noch zu früh: Es fehlen noch 1 Besuch der Variante b.`);
  });

  it('names a clear winner with its probability', () => {
    expect(standingOf(goal, copy('b', 1000, 70), own).kind).toBe('ahead');
    expect(goalSentence(goal, copy('b', 1000, 62), own)).toMatch(
      new RegExp(`^Variante b wird mit 9\\d,\\d\u00a0% Wahrscheinlichkeit ${more} als die eigene Fassung\\.$`),
    );
  });

  it('names a clear loser with the probability that it is behind', () => {
    expect(standingOf(goal, copy('b', 1000, 15), own).kind).toBe('behind');
    expect(goalSentence(goal, copy('b', 1000, 24), own)).toMatch(
      new RegExp(`^Variante b wird mit 9\\d,\\d\u00a0% Wahrscheinlichkeit ${less} als die eigene Fassung\\.$`),
    );
  });

  it('never rounds a probability up to a certainty', () => {
    expect(goalSentence(goal, copy('b', 1000, 90), own)).toBe(`Variante b wird mit über 99,9\u00a0% Wahrscheinlichkeit ${more} als die eigene Fassung.`);
  });

  it('says nothing is decided between the two, and which way it leans', () => {
    const sentence = goalSentence(goal, copy('b', 1000, 44), own);
    expect(sentence).toMatch(
      new RegExp(`^Bei den ${noun} ist noch nichts entschieden \\(Variante b liegt mit \\d\\d,\\d\u00a0% Wahrscheinlichkeit vorn\\)\\.$`),
    );
    expect(goalSentence(goal, copy('b', 1000, 36), own)).toContain('Wahrscheinlichkeit hinten');
  });
});

describe('the next step', () => {
  it('follows the sales, not the clicks', () => {
    const clickedMoreSoldAlike: VariantResults = { ...copy('b', 1000, 40), clicks: 90 };
    expect(standingOf('clicks', clickedMoreSoldAlike, own).kind).toBe('ahead');
    expect(nextStep(clickedMoreSoldAlike, own)).toBe('Nächster Schritt: den Test weiterlaufen lassen.');
    expect(nextStep(copy('b', 1000, 70), own)).toBe('Nächster Schritt: den Test beenden und Variante b übernehmen.');
    expect(nextStep(copy('b', 1000, 15), own)).toBe('Nächster Schritt: den Test beenden und die eigene Fassung behalten.');
    expect(nextStep(copy('b', 20, 15), own)).toBe('Nächster Schritt: den Test weiterlaufen lassen.');
  });
});
