import type { SectionComponents } from '../engine/sections';
import type { SectionContext } from '../kit/model/types';
import type { SectionDescriptor } from './schemas';
import { BenefitsSection } from './benefits/BenefitsSection';
import { FaqSection } from './faq/FaqSection';
import { HeroSection } from './hero/HeroSection';
import { PainPointsSection } from './painPoints/PainPointsSection';
import { PricingSection } from './pricing/PricingSection';
import { SolutionSection } from './solution/SolutionSection';
import { TestimonialsSection } from './testimonials/TestimonialsSection';
import { TimelineSection } from './timeline/TimelineSection';
import { TrainerSection } from './trainer/TrainerSection';

/**
 * The component half of the section registry. Its type is a mapped type over every section type
 * the schemas allow: a type without a component, or a component with the wrong props, does not compile.
 * Components are imported statically so server and client generate styles in the same order.
 */
export const sectionComponents: SectionComponents<SectionDescriptor, SectionContext> = {
  hero: HeroSection,
  painPoints: PainPointsSection,
  solution: SolutionSection,
  benefits: BenefitsSection,
  timeline: TimelineSection,
  testimonials: TestimonialsSection,
  trainer: TrainerSection,
  pricing: PricingSection,
  faq: FaqSection,
};
