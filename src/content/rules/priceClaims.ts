import type { ContentProblem } from '#engine/errors';
import { formatDateLong, formatEuro } from '#engine/format';
import { addDays, lastSalesDay } from '#kit/model/sales';
import { variablesIn } from '#engine/textVariables';
import { savings } from '#kit/model/offer';
import type { LoadedEdition } from '../contentModel';
import { amountsIn } from './amounts';
import { problemAt, type Rule } from './context';
import { earlyBirdEndsOn, goesWithEarlyBird, goesWithSales } from './dates';
import type { NotSellingKind } from './messages';
import { readableText } from './readableText';
import { callIn, deadlineIn, freePlacesIn, percentSavingIn, voucherIn } from './salesWords';
import { editionTexts } from './texts';

/**
 * A price claim must be true on every day its text is shown (§ 5 and § 5b UWG, PAngV).
 *
 * - An edition whose early-bird ends before its sales do passes through two prices; copy that stays on the
 *   page after the early-bird (everything but the hero's badges and banner, the button labels and the offer
 *   itself) must not name the early-bird price, the saving (in euros or per cent), a „statt“ comparison or a
 *   deadline („bis 22. März“), or it turns false on the day after `offer.earlyBirdUntil`. The state variables
 *   ({preis}, {preisStatt}) say the same and stay true.
 * - A page that does not sell, before `offer.validFrom` (upcoming) and after `salesEnd` (closed), shows no
 *   price card, no buttons and none of the hero's sales copy (dates.ts → goesWithSales). What stays on it, and
 *   the closed notice, must not sell either: no price or price variable, no saving, no voucher code, no free
 *   places, no call to register or buy. Every edition has days before its sales open, so this holds for all
 *   of them, whatever day the check runs: no file turns invalid as the days pass.
 */

/** „statt 399 €“, „statt {regulärerPreis}“, „399 € statt“: a comparison with another price. */
const COMPARISON = /\bstatt\s+(?:nur\s+|regulär\s+)?(?:\{[^{}]+\}|[€\d]|eur)|(?:€|euro|eur|\})\s*statt\b/iu;

/** The price variables: each names a price, which a page that does not sell does not offer. */
const PRICE_VARIABLES = ['preis', 'preisStatt', 'regulärerPreis', 'ersparnis'];

const earlyBirdLastDay = ({ offer }: LoadedEdition) => (offer.mode === 'early-bird' ? offer.earlyBirdUntil : undefined);

function claimsAfterEarlyBird(edition: LoadedEdition, at: string, text: string, falseFrom: string): ContentProblem[] {
  const { offer } = edition;
  if (offer.mode !== 'early-bird') return [];
  const saved = savings(offer);
  const readable = readableText(text);
  const problems: ContentProblem[] = [];
  for (const amount of amountsIn(text)) {
    if (amount.value === offer.price) {
      problems.push(
        problemAt(edition, at, 'claims.price-after-early-bird', {
          shown: amount.shown,
          falseFrom,
          early: formatEuro(offer.price),
          regular: formatEuro(offer.regularPrice),
        }),
      );
    } else if (amount.value === saved) {
      problems.push(problemAt(edition, at, 'claims.saving-after-early-bird', { shown: amount.shown, falseFrom }));
    }
  }
  const saving = variablesIn(text).includes('ersparnis') ? '{ersparnis}' : percentSavingIn(readable);
  if (saving) problems.push(problemAt(edition, at, 'claims.saving-after-early-bird', { shown: saving, falseFrom }));
  const comparison = COMPARISON.exec(readable)?.[0];
  if (comparison) {
    problems.push(
      problemAt(edition, at, 'claims.comparison-after-early-bird', {
        shown: comparison,
        falseFrom,
        early: formatEuro(offer.price),
        regular: formatEuro(offer.regularPrice),
      }),
    );
  }
  const deadline = deadlineIn(readable, [offer.earlyBirdUntil!]);
  if (deadline) problems.push(problemAt(edition, at, 'claims.deadline-after-early-bird', { shown: deadline, falseFrom }));
  return problems;
}

/** What a text offers that a page without sales does not have, one finding per kind, in the order a marketer reads the message. */
function offersIn(edition: LoadedEdition, text: string): Array<[NotSellingKind, string]> {
  const { offer } = edition;
  const readable = readableText(text);
  const prices = new Set([offer.price, ...(offer.mode === 'early-bird' ? [offer.regularPrice] : [])]);
  const saved = offer.mode === 'early-bird' ? savings(offer) : undefined;
  const amounts = amountsIn(text);
  const variable = variablesIn(text).find((name) => PRICE_VARIABLES.includes(name));
  const found: Array<[NotSellingKind, string | undefined]> = [
    ['price', amounts.find((amount) => prices.has(amount.value))?.shown ?? (variable && `{${variable}}`) ?? COMPARISON.exec(readable)?.[0]],
    ['saving', amounts.find((amount) => amount.value === saved)?.shown ?? percentSavingIn(readable)],
    ['voucher', voucherIn(readable, offer.mode === 'early-bird' ? offer.voucher : undefined)],
    ['places', freePlacesIn(readable)],
    ['call', callIn(readable)],
    [
      'deadline',
      deadlineIn(
        readable,
        [earlyBirdLastDay(edition), lastSalesDay(edition)].filter((day) => day !== undefined),
      ),
    ],
  ];
  return found.filter((entry): entry is [NotSellingKind, string] => entry[1] !== undefined);
}

/**
 * The days a text is shown on a page that does not sell, in German: up to the day before sales open (not
 * for the closed notice, which only a closed page shows) and from the day after the last day of sales (not
 * for the upcoming notice, which only an upcoming page shows).
 */
function notSellingDays(edition: LoadedEdition, at: string): string {
  const after = `ab ${formatDateLong(addDays(lastSalesDay(edition), 1))} (nach dem Ende des Verkaufs)`;
  const before = `bis ${formatDateLong(addDays(edition.offer.validFrom, -1))} (vor dem Verkaufsbeginn)`;
  if (at === 'closedNotice') return after;
  if (at === 'upcomingNotice') return before;
  return `${before} und ${after}`;
}

export const priceClaimRules: Rule = ({ editions }) =>
  editions.flatMap((edition) => {
    const falseFrom = earlyBirdEndsOn(edition);
    return editionTexts(edition).flatMap(([at, text]) => {
      // Copy that stays on a page without sales: whatever it offers is false there, the early-bird's end included.
      if (!goesWithSales(edition, at)) {
        const days = notSellingDays(edition, at);
        return offersIn(edition, text).map(([kind, shown]) =>
          problemAt(edition, at, `claims.${kind}-not-selling`, { shown, days, searchText: at.startsWith('seo.') }),
        );
      }
      // Copy shown only while the edition sells: it must still be true after the early-bird.
      if (falseFrom === undefined || goesWithEarlyBird(edition, at)) return [];
      return claimsAfterEarlyBird(edition, at, text, falseFrom);
    });
  });
