// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { StudioSetup } from '#studio/shared/apiTypes';
import { studioEditionSchema } from '#studio/server/editionFile';
import { fixturesDir, projectRoot } from '#tests/helpers/content';
import { anchorsOf } from '#tests/helpers/documents';
import { renderWithTheme } from '#tests/helpers/render';
import { FIELD_REFERENCE_ADDRESS, FieldReference, fieldReferenceHref } from './FieldReference';
import { FormContext, type FormContextValue } from './FormContext';

/** Each field's help in the studio links to that field's row of the generated field reference. */

const schema = studioEditionSchema();
const early = JSON.parse(readFileSync(path.join(fixturesDir, 'fixture-early.json'), 'utf8')) as Record<string, unknown>;
// The studio's page has the rows of the generated reference (studio/tests/api.test.ts checks it).
const reference = anchorsOf(readFileSync(path.join(projectRoot, 'docs/marketing/feldreferenz.md'), 'utf8'));

it('links a field to its row, by the form of the offer and the section it is in', () => {
  const form = { draft: early, setup: { schema } as StudioSetup } as FormContextValue;
  renderWithTheme(
    <FormContext.Provider value={form}>
      <FieldReference path={['offer', 'voucher']} />
    </FormContext.Provider>,
  );
  const link = screen.getByRole('link', { name: 'Mehr in der Feldreferenz' });
  expect(link.getAttribute('href')).toBe('/studio/feldreferenz#feld-offer.early-bird.voucher');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(reference.has('feld-offer.early-bird.voucher')).toBe(true);

  const sections = early.sections as Array<{ type: string }>;
  const hero = sections.findIndex((section) => section.type === 'hero');
  const href = fieldReferenceHref(schema, early, ['sections', hero, 'title'])!;
  expect(href).toBe(`${FIELD_REFERENCE_ADDRESS}#feld-sections.hero.title`);
  expect(reference.has(href.split('#')[1])).toBe(true);
});

it('has no link for a path the schema does not know', () => {
  expect(fieldReferenceHref(schema, early, ['offer', 'gibtEsNicht'])).toBeUndefined();
});
