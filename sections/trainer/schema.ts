import { z } from 'zod';
import { image, sectionHeading, sectionType, text } from '../../engine/schemaParts';

export const trainerSection = z
  .strictObject({ type: sectionType('trainer') })
  .describe('Abschnitt über die Trainerin; Inhalt aus site.json');

export const trainerContent = z
  .strictObject({
    heading: sectionHeading,
    name: text('Name der Trainerin', 80),
    role: text('Berufsbezeichnung', 160),
    portrait: image.describe('Porträt der Trainerin'),
    paragraphs: z.array(text('Absatz', 900)).min(1).max(5).describe('Vorstellung in Absätzen'),
    highlights: z.array(text('Schwerpunkt', 160)).max(6).default([]).describe('Schwerpunkte als Liste'),
  })
  .describe('Inhalt des Abschnitts über die Trainerin');
