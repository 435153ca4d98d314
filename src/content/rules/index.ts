import type { ContentProblem } from '#engine/errors';
import { addressRules, ownPageLinkRules } from './addresses';
import { amountRules } from './amounts';
import type { Rule, RuleInput } from './context';
import { copiedFieldRules } from './copies';
import { copyDateRules } from './copyDates';
import { calendarRules } from './calendar';
import { dateOrderRules, earlyBirdCopyRules, earlyBirdLabelRules } from './dates';
import { offerRules } from './offer';
import { placeholderRules } from './placeholders';
import { priceClaimRules } from './priceClaims';
import { imageFileRules, priceSectionRules, sectionOrderRules, uniqueIdRules } from './structure';
import { variableRules } from './variables';

/** The rules a single file's schema cannot see, one family per file, run on the resolved editions. */
const rules: Rule[] = [
  addressRules,
  offerRules,
  dateOrderRules,
  sectionOrderRules,
  priceSectionRules,
  uniqueIdRules,
  imageFileRules,
  amountRules,
  variableRules,
  copiedFieldRules,
  calendarRules,
  earlyBirdCopyRules,
  earlyBirdLabelRules,
  copyDateRules,
  priceClaimRules,
  ownPageLinkRules,
  placeholderRules,
];

export const checkContent = (input: RuleInput): ContentProblem[] => rules.flatMap((rule) => rule(input));

export { RESERVED_SLUGS } from './addresses';
