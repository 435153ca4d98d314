import { formatDateLong } from '#engine/format';
import type { ContentProblem } from '#engine/errors';
import { promotedOn } from '#kit/model/sales';
import { editionFileName, editionFilePath } from '#src/content/editionFile';
import type { LoadedEdition } from '#src/content/loadContent';
import { toEditionData, toSiteData } from '#src/content/publicData';
import { pageTimeline } from '#src/content/siteCalendar';
import { contentShowing } from '#src/content/variants';
import type { CheckResult } from '#studio/shared/apiTypes';
import { ok, type ApiAnswer } from '../answers';
import { previewContentOf } from '../previewContent';
import { draftOf, type EditionsContext, located, refusedShape } from './context';

/** Check: a draft checked as `editions:check` would, with its page for the preview frame. */

const problemKey = (problem: ContentProblem) => `${problem.code}|${problem.file}|${problem.path}|${problem.message}`;

/**
 * Checks the draft as `editions:check` would today. The preview shows the page as the build for `day`
 * would (default: today), in the copy of the A/B variant named `variant` (default: the edition's own); the
 * timeline lists every day on which this edition's page changes by itself, or the home page takes it up or
 * leaves it, past days included, so any of them can be shown.
 */
export function check(context: EditionsContext, key: string, data: Record<string, unknown>, day?: string, variant?: string): ApiAnswer<CheckResult> {
  return refusedShape(key, data) ?? checked(context, key, data, day, variant).answer;
}

/** The check's answer and the report it was made from (saving reuses it instead of checking again). */
export function checked(
  { content, previews }: EditionsContext,
  key: string,
  data: Record<string, unknown>,
  day?: string,
  variant?: string,
): { answer: ApiAnswer<CheckResult>; edition?: LoadedEdition } {
  const draft = draftOf(key, data);
  const fileName = editionFileName(draft.key);
  const report = content.withDraft(fileName, draft.text);
  // An error elsewhere that the files on disk have already is not this draft's doing and does not
  // keep it from being saved (the build still reports it); one this draft causes does.
  const before = new Set(
    content
      .onDisk()
      .problems.filter((problem) => problem.severity === 'error')
      .map(problemKey),
  );
  const problems = report.problems.map((problem) => {
    const where = located(problem, draft.key, draft.data);
    const blocking = problem.severity === 'error' && (problem.file === editionFilePath(draft.key) || !before.has(problemKey(problem)));
    return blocking ? { ...where, blocking } : where;
  });
  const edition = report.editions.find((candidate) => candidate.key === draft.key);
  if (!edition) return { answer: ok({ problems, today: report.today, timeline: [] }), edition };
  const dated = {
    today: report.today,
    timeline: pageTimeline(report.editions, edition.slug),
    sales: { state: edition.sales.state, promoted: promotedOn(report.editions, report.today)?.key === edition.key },
  };
  if (!report.site) return { answer: ok({ problems, ...dated }), edition };
  // Another day, past or coming: the same loader, run for that day, as `npm run build -- --today <day>` would.
  const shownDay = day !== undefined && day !== report.today ? day : undefined;
  const dayReport = shownDay ? content.withDraft(fileName, draft.text, shownDay) : report;
  const shown = dayReport.editions.find((candidate) => candidate.key === draft.key);
  if (!shown)
    return {
      answer: ok({
        problems,
        ...dated,
        dayProblem: `Den ${formatDateLong(shownDay!)} kann die Vorschau nicht zeigen: Für diesen Tag liest der Build die Edition nicht.`,
      }),
      edition,
    };
  // A variant with an error is the edition's error (no preview above); a name it does not have is shown as nothing.
  const variantPage = variant === undefined ? undefined : shown.variantEditions?.find((candidate) => candidate.variant === variant);
  if (variant !== undefined && !variantPage)
    return {
      answer: ok({ problems, ...dated, variantProblem: `Die Edition hat keine Variante „${variant}“; wähle eine ihrer Varianten oder die eigene Fassung.` }),
      edition,
    };
  // The preview shows the page without the platform's script: nothing loads from outside while editing.
  const shownOn = shownDay ?? report.today;
  const dayContent = previewContentOf(report.site, dayReport.editions, shown, shownOn);
  const previewContent = variantPage ? contentShowing(dayContent, variantPage) : dayContent;
  const page = previews.keep(previewContent, `/${shown.slug}`);
  return {
    answer: ok({
      problems,
      ...dated,
      preview: {
        site: toSiteData(previewContent.site, previewContent.today),
        edition: toEditionData(variantPage ?? shown),
        day: shownOn,
        page,
        ...(variantPage ? { variant } : {}),
      },
    }),
    edition,
  };
}
