import { formatDateLong } from '#engine/format';
import type { CheckResult } from '#studio/shared/apiTypes';
import type { PreviewData } from '../PreviewPane';

/** What the preview shows for the chosen day: its page, or why it cannot show that day. */
export interface DayPreview {
  preview?: PreviewData;
  /** Why the chosen day is not shown; undefined while it is, or while its check is still under way. */
  unshown?: string;
}

/**
 * The preview of the chosen day (empty: today) in the chosen A/B variant's copy (empty: the edition's own), and
 * only of those. The last preview is kept while the draft has errors, but it never stands in for another day or
 * copy: it would show that day's state, or other words, under the chosen one's name.
 */
export function previewOfDay(chosen: string, check: CheckResult | undefined, last: PreviewData | undefined, checking: boolean, variant = ''): DayPreview {
  const day = chosen || check?.today;
  if (!day) return {};
  if (last?.day === day && (last.variant ?? '') === variant) return { preview: last };
  if (checking || !check) return {};
  if (check.dayProblem) return { unshown: check.dayProblem };
  if (check.variantProblem) return { unshown: check.variantProblem };
  const named = chosen ? `Den ${formatDateLong(day)}` : 'Den heutigen Tag';
  if (!check.preview) return { unshown: `${named} zeigt die Vorschau, sobald die Edition keine Fehler mehr hat (siehe „Prüfung“).` };
  return { unshown: `${named} kann die Vorschau nicht zeigen: Die Prüfung für diesen Tag kam nicht zurück. Bitte den Tag noch einmal wählen.` };
}
