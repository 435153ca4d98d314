import type { ComponentType } from 'react';
import type { SectionComponentProps, SectionComponents } from './sections';

/**
 * Renders one resolved section with the component the registry holds for its type. The registry's
 * mapped type guarantees a component for every type the schema lets through.
 */
export function SectionRenderer<Section extends { type: string }, Context>({
  section,
  components,
  context,
}: {
  section: Section;
  components: SectionComponents<Section, Context>;
  context: Context;
}) {
  // TypeScript cannot correlate the union member with its registry entry on its own.
  const Component = components[section.type as Section['type']] as ComponentType<SectionComponentProps<Section, Context>>;
  return <Component section={section} context={context} />;
}
