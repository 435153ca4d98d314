import { SectionRenderer } from './SectionRenderer';
import type { SectionComponents } from './sections';

/**
 * One edition's page: its resolved sections, in order, through the section registry it is given.
 * What a section needs besides its own props (site settings, the offer) comes in `context`.
 */
export function EditionPage<Section extends { type: string }, Context>({
  sections,
  components,
  context,
}: {
  sections: readonly Section[];
  components: SectionComponents<Section, Context>;
  context: Context;
}) {
  return (
    <>
      {sections.map((section) => (
        // Each type appears once per page (checked at build time), so the type is a stable key.
        <SectionRenderer key={section.type} section={section} components={components} context={context} />
      ))}
    </>
  );
}
