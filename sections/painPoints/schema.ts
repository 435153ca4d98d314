import { z } from 'zod';
import { iconCard, sectionHeading, sectionType } from '../../engine/schemaParts';

/** In an edition: only the position. The content is shared by all editions and lives in site.json. */
export const painPointsSection = z
  .strictObject({ type: sectionType('painPoints') })
  .describe('Abschnitt „Kennst du das?“ mit den Problemen der Zielgruppe; Inhalt aus site.json');

export const painPointsContent = z
  .strictObject({
    heading: sectionHeading,
    items: z.array(iconCard).min(1).max(8).describe('Karten mit den typischen Problemen'),
    closing: z.string().trim().max(300).optional().describe('Satz unter den Karten'),
  })
  .describe('Inhalt des Problem-Abschnitts');
