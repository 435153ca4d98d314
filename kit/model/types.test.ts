import { describe, expectTypeOf, it } from 'vitest';
import type { SectionEdition } from './types';

// Checked by the type checker (`npx tsc --noEmit`): a section that reads the configured offer does not compile.
describe("the sections' view of an edition", () => {
  it("holds the day's offer and checkout label (in sales), not the configured ones", () => {
    expectTypeOf<SectionEdition>().not.toHaveProperty('offer');
    expectTypeOf<SectionEdition>().not.toHaveProperty('checkoutCtaLabel');
    expectTypeOf<SectionEdition['sales']>().toHaveProperty('offer');
    expectTypeOf<SectionEdition['sales']>().toHaveProperty('checkoutCtaLabel');
  });
});
