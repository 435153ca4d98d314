import { z } from 'zod';
import { heroSection } from './hero/schema';
import { painPointsContent, painPointsSection } from './painPoints/schema';
import { solutionContent, solutionSection } from './solution/schema';
import { benefitsContent, benefitsSection } from './benefits/schema';
import { timelineContent, timelineSection } from './timeline/schema';
import { testimonialsContent, testimonialsSection } from './testimonials/schema';
import { trainerContent, trainerSection } from './trainer/schema';
import { pricingContent, pricingSection } from './pricing/schema';
import { faqContent, faqSection } from './faq/schema';

/**
 * The schema half of the section registry (Node only). The component half is `sections/index.ts`;
 * its type is derived from these schemas, so a section type without a component does not compile.
 * Adding a section: one folder, one line here, one line in index.ts.
 */
export const sectionSchemas = [
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

/** Content the shared sections take from site.json, the same on every edition. */
export const sharedSectionContent = z
  .strictObject({
    painPoints: painPointsContent,
    solution: solutionContent,
    benefits: benefitsContent,
    timeline: timelineContent,
    testimonials: testimonialsContent,
    trainer: trainerContent,
    pricing: pricingContent,
    faq: faqContent,
  })
  .describe('Gemeinsame Inhalte der Abschnitte');
