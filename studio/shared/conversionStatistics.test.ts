import { describe, expect, it } from 'vitest';
import { MIN_VISITS_FOR_VERDICT, probabilityToBeat, rate, verdict, wilsonInterval } from './conversionStatistics';

/**
 * Against reference values computed another way (python3 with numpy, no statistics library): the Wilson interval
 * from its textbook formula (0 of 10 and 5 of 10 also agree with published tables), the probability to beat by
 * numerically integrating the two Beta posteriors' densities on a grid of two million points.
 */

describe('the Wilson interval (95 %)', () => {
  it.each([
    [0, 10, 0, 0.2775327999],
    [5, 10, 0.2365930905, 0.7634069095],
    [10, 10, 0.7224672001, 1],
    [1, 100, 0.0017674321, 0.0544861962],
    [12, 400, 0.017243021, 0.0516985357],
    [37, 1250, 0.0215501542, 0.0405322233],
  ])('%i of %i: %f to %f', (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials)!;
    expect(interval.low).toBeCloseTo(low, 9);
    expect(interval.high).toBeCloseTo(high, 9);
  });

  it('has none without visits, or with more sales than visits (sales without a counted visit)', () => {
    expect(wilsonInterval(0, 0)).toBeUndefined();
    expect(wilsonInterval(3, 2)).toBeUndefined();
    expect(rate(3, 2)).toBeUndefined();
    expect(rate(3, 12)).toBe(0.25);
  });
});

describe('the probability that a variant beats the default (Beta(1,1) priors)', () => {
  it.each([
    // variant sales, visits; default sales, visits; reference
    [10, 100, 10, 100, 0.5],
    [15, 100, 10, 100, 0.85328379],
    [30, 1000, 20, 1000, 0.92229331],
    [12, 400, 5, 380, 0.94212422],
    [2, 150, 6, 150, 0.08655718],
    [120, 2000, 100, 2000, 0.91690192],
  ])('%i/%i against %i/%i: %f', (successes, trials, baseSuccesses, baseTrials, reference) => {
    expect(probabilityToBeat({ successes, trials }, { successes: baseSuccesses, trials: baseTrials })).toBeCloseTo(reference, 6);
  });

  it('is symmetric: the default beats the variant with the rest of the probability', () => {
    const variant = { successes: 12, trials: 400 };
    const baseline = { successes: 5, trials: 380 };
    expect(probabilityToBeat(variant, baseline)! + probabilityToBeat(baseline, variant)!).toBeCloseTo(1, 10);
  });

  it(`gives no verdict below ${MIN_VISITS_FOR_VERDICT} visits of either`, () => {
    expect(verdict({ successes: 9, trials: MIN_VISITS_FOR_VERDICT - 1 }, { successes: 1, trials: 500 })).toBeUndefined();
    expect(verdict({ successes: 9, trials: 500 }, { successes: 1, trials: MIN_VISITS_FOR_VERDICT - 1 })).toBeUndefined();
    expect(verdict({ successes: 15, trials: 100 }, { successes: 10, trials: 100 })).toBeCloseTo(0.85328379, 6);
  });
});
