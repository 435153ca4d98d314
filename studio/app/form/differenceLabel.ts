import type { FieldDifference } from '#engine/editionDiff';
import { differenceLabel as labelFromSchema } from '#engine/fieldLabels';
import type { StudioSetup } from '#studio/shared/apiTypes';

/** A changed field named as the form names it (engine/fieldLabels.ts), with the sections named as the navigation names them. */
export const differenceLabel = (difference: Pick<FieldDifference, 'path' | 'moved'>, setup: Pick<StudioSetup, 'schema' | 'sections'>, data?: unknown): string =>
  labelFromSchema(difference, setup.schema, (type) => setup.sections.find((section) => section.type === type)?.label, data);
