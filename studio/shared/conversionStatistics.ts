/**
 * How sure a rate is, and whether a variant does better than the edition's own copy: pure arithmetic, without
 * randomness, for the studio's results (click rate = clicks per visit, sale rate = sales per visit).
 */

/** The standard normal quantile for a two-sided 95 % interval. */
const Z_95 = 1.959963984540054;

/**
 * Below this many visits of a variant and of the default, the studio shows no verdict: with fewer, a handful of
 * sales either way swings the probability from one end to the other.
 */
export const MIN_VISITS_FOR_VERDICT = 100;

/** From this probability (or below its complement) one copy is clearly ahead: the rule the marketers' docs name. */
export const CLEAR_CHANCE = 0.95;

export interface Interval {
  low: number;
  high: number;
}

/** The share of successes among trials, when it is one (there were trials, and no more successes than trials). */
export function rate(successes: number, trials: number): number | undefined {
  return isShare(successes, trials) ? successes / trials : undefined;
}

/**
 * The Wilson score interval (95 %) of a share: unlike the textbook ±1.96·√(p(1−p)/n), it stays inside 0…1 and
 * does not shrink to nothing at 0 of 10. Undefined without trials or with more successes than trials (sales that
 * came without a counted visit).
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval | undefined {
  if (!isShare(successes, trials)) return undefined;
  const share = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (share + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((share * (1 - share)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface Tally {
  successes: number;
  trials: number;
}

/**
 * The probability that the variant's true rate is above the default's, each rate with a uniform prior Beta(1, 1)
 * updated by its successes and failures (Beta-Binomial). Exact: the closed sum for two Beta distributions with
 * whole-number parameters (Evan Miller, „Formulas for Bayesian A/B Testing“), one term per success of the variant,
 * summed in logarithms so that thousands of visits neither overflow nor underflow.
 */
export function probabilityToBeat(variant: Tally, baseline: Tally): number | undefined {
  if (!isShare(variant.successes, variant.trials) || !isShare(baseline.successes, baseline.trials)) return undefined;
  const alphaA = 1 + baseline.successes;
  const betaA = 1 + baseline.trials - baseline.successes;
  const alphaB = 1 + variant.successes;
  const betaB = 1 + variant.trials - variant.successes;
  let total = 0;
  for (let i = 0; i < alphaB; i++) {
    total += Math.exp(logBeta(alphaA + i, betaA + betaB) - Math.log(betaB + i) - logBeta(1 + i, betaB) - logBeta(alphaA, betaA));
  }
  return Math.min(1, Math.max(0, total));
}

/** The probability to beat the default, only once both had MIN_VISITS_FOR_VERDICT visits. */
export function verdict(variant: Tally, baseline: Tally): number | undefined {
  if (variant.trials < MIN_VISITS_FOR_VERDICT || baseline.trials < MIN_VISITS_FOR_VERDICT) return undefined;
  return probabilityToBeat(variant, baseline);
}

function isShare(successes: number, trials: number): boolean {
  return Number.isInteger(successes) && Number.isInteger(trials) && trials > 0 && successes >= 0 && successes <= trials;
}

function logBeta(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

/** ln Γ(x) for x > 0 by Lanczos' approximation (g = 7, nine coefficients): about 15 significant digits. */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
];

function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const shifted = x - 1;
  let sum = LANCZOS[0];
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i] / (shifted + i);
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(sum);
}
