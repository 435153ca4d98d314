import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_TODAY, FULL } from '#tests/helpers/content';
import { copyContentRoot, editJson } from '#tests/helpers/tempContent';
import { createStudioApi } from './api';

/**
 * The save dialog counts the fields that changed: a file broken by hand (`"price": "449,-"`) and its one-field
 * fix are one difference, not every field the shared defaults fill in (once „75 geänderte Felder“).
 */

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('the changes a save shows against a file that does not validate', () => {
  it('are the fields that changed, as written', () => {
    const root = copyContentRoot();
    roots.push(root);
    const file = `editions/${FULL}.json`;
    const fixed = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, any>;
    editJson(root, file, (data) => (data.offer.price = '449,-'));
    fixed.offer.price = 449;
    const api = createStudioApi({ root, today: FIXTURE_TODAY });
    expect(api.diff(FULL, fixed)).toEqual({ status: 200, body: { differences: [{ path: 'offer.price', a: '449,-', b: 449 }] } });
  });
});
