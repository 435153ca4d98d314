import type { ComponentType } from 'react';
import { sectionComponents } from '../sections';
import type { SectionContext, SectionDescriptor, SectionProps, SectionType } from '../src/site/types';

/**
 * Renders one descriptor with its registered component. The schema only lets known types through
 * and the registry's type covers them all, so every descriptor has a component.
 */
export function SectionRenderer({ section, context }: { section: SectionDescriptor; context: SectionContext }) {
  // The mapped registry type guarantees the pairing; TypeScript cannot correlate the union on its own.
  const Component = sectionComponents[section.type] as ComponentType<SectionProps<SectionType>>;
  return <Component section={section as SectionProps<SectionType>['section']} context={context} />;
}
