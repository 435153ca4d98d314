import type { ImageRef } from '#engine/schemaParts';
import { sectionDefinitions } from '#sections/schemas';
import type { LoadedEdition } from './contentModel';

const imagePropsOf = new Map(sectionDefinitions.map((definition) => [definition.type as string, definition.meta.images]));

/** Every image an edition's page shows, with the path of its field (from the sections' metadata). */
export function editionImages(edition: Pick<LoadedEdition, 'sections'>): Array<{ at: string; image: ImageRef }> {
  return edition.sections.flatMap((section, index) =>
    (imagePropsOf.get(section.type) ?? []).flatMap((prop) => {
      const image = (section as Record<string, unknown>)[prop] as ImageRef | undefined;
      return image ? [{ at: `sections[${index}].${prop}`, image }] : [];
    }),
  );
}
