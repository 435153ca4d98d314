import type { z } from 'zod';
import { benefitsSection } from './benefits/schema';
import { faqSection } from './faq/schema';
import { heroSection } from './hero/schema';
import { painPointsSection } from './painPoints/schema';
import { pricingSection } from './pricing/schema';
import { solutionSection } from './solution/schema';
import { testimonialsSection } from './testimonials/schema';
import { timelineSection } from './timeline/schema';
import { trainerSection } from './trainer/schema';

/**
 * The schema half of the section registry (Node only: build, checks, tools). The component half is
 * `sections/index.ts`; its type is derived from these schemas, so a section type without a component
 * does not compile. Adding a section: one folder, one line here, one line in index.ts.
 */
export const sectionDefinitions = [
  heroSection,
  painPointsSection,
  solutionSection,
  benefitsSection,
  timelineSection,
  testimonialsSection,
  trainerSection,
  pricingSection,
  faqSection,
] as const;

/** A resolved section of any type: what the component half is typed over. */
export type SectionDescriptor = z.infer<(typeof sectionDefinitions)[number]['schema']>;
