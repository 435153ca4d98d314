import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffEditions } from '#engine/editionDiff';
import { studioEditionSchema } from '#studio/server/editionFile';
import { EARLY, fixturesDir } from '#tests/helpers/content';
import { inFormOrder } from './formOrder';

/** The save dialog's rows in the form's order (formOrder.ts), on the early-bird fixture as the file and a draft of it. */
const schema = studioEditionSchema();
const onDisk = () => JSON.parse(readFileSync(path.join(fixturesDir, `${EARLY}.json`), 'utf8')) as Record<string, any>;

describe('the changes in the save dialog', () => {
  it('follow the form: its groups, the section order, then each section as the draft orders them; a field the file lacks stands at its place', () => {
    const file = onDisk();
    const draft = onDisk();
    const faq = draft.sections.find((section: { type: string }) => section.type === 'faq');
    faq.entries.push({ id: 'neu', question: 'Neue Frage?', answer: 'Neue Antwort.' });
    faq.entries[0].answer = 'Geänderte Antwort.';
    draft.sections[0].subtitle = 'Neuer Untertitel.';
    // Fields the file does not have: the diff lists them after everything else.
    draft.upcomingNotice = 'Bald geht es los.';
    draft.offer.regularCtaLabel = 'Jetzt buchen';
    draft.seo.description = 'Eine neue Beschreibung für Suchmaschinen, lang genug für die Prüfung der Länge hier.';
    // The pricing section before the FAQ becomes the FAQ before the pricing section.
    const [pricing] = draft.sections.splice(7, 1);
    draft.sections.push(pricing);
    const differences = diffEditions(file, draft);
    const diffOrder = differences.map((difference) => difference.path);
    expect(diffOrder.indexOf('offer.regularCtaLabel')).toBeGreaterThan(diffOrder.indexOf('sections.faq.entries[start].answer'));
    expect(inFormOrder(differences, schema, draft).map((difference) => difference.path)).toEqual([
      'upcomingNotice',
      'seo.description',
      'offer.regularCtaLabel',
      'sections',
      'sections.hero.subtitle',
      'sections.faq.entries[start].answer',
      'sections.faq.entries[neu]',
    ]);
  });

  it('put what the draft no longer has after what it has', () => {
    const file = onDisk();
    const draft = onDisk();
    const faq = draft.sections.find((section: { type: string }) => section.type === 'faq');
    faq.entries.shift();
    faq.entries[0].answer = 'Geänderte Antwort.';
    delete draft.sections[0].subtitle;
    draft.name = 'Neuer Name';
    expect(inFormOrder(diffEditions(file, draft), schema, draft).map((difference) => difference.path)).toEqual([
      'name',
      'sections.hero.subtitle',
      'sections.faq.entries[zeit].answer',
      'sections.faq.entries[start]',
    ]);
  });
});
