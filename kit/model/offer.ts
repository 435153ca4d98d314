import { formatEuro } from '#engine/format';
import type { Offer, ValueItem as FullValueItem } from './types';

/** Figures derived from an edition's offer; nothing here is typed into the config twice. */

export type ValueItem = Pick<FullValueItem, 'amount' | 'isBonus'>;

export const totalValue = (items: ReadonlyArray<ValueItem>) => items.reduce((sum, item) => sum + item.amount, 0);

export const bonusValue = (items: ReadonlyArray<ValueItem>) => items.filter((item) => item.isBonus).reduce((sum, item) => sum + item.amount, 0);

/** What the early-bird saves against the regular price; 0 for a Komplettpreis. */
export const savings = (offer: Offer) => (offer.mode === 'early-bird' ? offer.regularPrice - offer.price : 0);

/** The price as texts name it: „299 € statt 399 €“ for an early-bird, „499 €“ for a Komplettpreis (non-breaking spaces before €). */
export const priceInsteadOf = (offer: Offer) =>
  offer.mode === 'early-bird' ? `${formatEuro(offer.price)} statt ${formatEuro(offer.regularPrice)}` : formatEuro(offer.price);
