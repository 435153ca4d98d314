import { describe, expect, it } from 'vitest';
import type { CheckResult } from '#studio/shared/apiTypes';
import type { PreviewData } from '../PreviewPane';
import { previewOfDay } from './previewDay';

/** The preview never shows one day's page under another day's name; where a day cannot be shown, it says so. */

const page = (day: string) => ({ day }) as PreviewData;
const checked = (extra: Partial<CheckResult> = {}): CheckResult => ({ problems: [], today: '2026-02-15', timeline: [], ...extra });

describe('the preview of the chosen day', () => {
  it('shows the page of that day, today when no day is chosen', () => {
    expect(previewOfDay('', checked({ preview: page('2026-02-15') as CheckResult['preview'] }), page('2026-02-15'), false)).toEqual({
      preview: page('2026-02-15'),
    });
    expect(previewOfDay('2026-01-20', checked(), page('2026-01-20'), false)).toEqual({ preview: page('2026-01-20') });
  });

  it('shows nothing from another day while the chosen day is being checked', () => {
    expect(previewOfDay('2026-01-20', checked(), page('2026-02-15'), true)).toEqual({});
  });

  it('says why, rather than show the last page of another day, when the day has no preview', () => {
    // The draft has errors: the last page without them was of another day.
    expect(previewOfDay('2026-01-20', checked(), page('2026-02-15'), false)).toEqual({
      unshown: 'Den 20. Januar 2026 zeigt die Vorschau, sobald die Edition keine Fehler mehr hat (siehe „Prüfung“).',
    });
    expect(previewOfDay('2026-01-20', checked({ dayProblem: 'Den 20. Januar 2026 kann die Vorschau nicht zeigen: …' }), undefined, false)).toEqual({
      unshown: 'Den 20. Januar 2026 kann die Vorschau nicht zeigen: …',
    });
    // The check for that day did not come back: the result at hand is still the one of the day before.
    const earlier = checked({ preview: page('2026-02-15') as CheckResult['preview'] });
    expect(previewOfDay('2026-01-20', earlier, page('2026-02-15'), false).unshown).toMatch(/^Den 20\. Januar 2026 kann die Vorschau nicht zeigen/);
  });
});

describe('the preview of an A/B variant', () => {
  const ofVariant = (day: string, variant: string) => ({ day, variant }) as PreviewData;

  it('shows the chosen copy only: never the edition’s own page under a variant’s name, nor the other way round', () => {
    expect(previewOfDay('', checked(), ofVariant('2026-02-15', 'b'), false, 'b')).toEqual({ preview: ofVariant('2026-02-15', 'b') });
    expect(previewOfDay('', checked(), page('2026-02-15'), true, 'b')).toEqual({});
    expect(previewOfDay('', checked(), ofVariant('2026-02-15', 'b'), true)).toEqual({});
  });

  it('says why when the edition has no variant of that name', () => {
    const problem = 'Die Edition hat keine Variante „x“; wähle eine ihrer Varianten oder die eigene Fassung.';
    expect(previewOfDay('', checked({ variantProblem: problem }), page('2026-02-15'), false, 'x')).toEqual({ unshown: problem });
  });
});
