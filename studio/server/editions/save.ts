import { readJsonFile } from '#engine/readJson';
import { editionFileIn } from '#src/content/editionFolder';
import { editionFilePath } from '#src/content/editionFile';
import type { LoadedEdition } from '#src/content/loadContent';
import { imageProblems } from '#scripts/build/imageSources';
import { changedFields, saveSubject } from '#scripts/versions/changeWords';
import { settled } from '#scripts/versions/commitQueue';
import { hashOf } from '#scripts/versions/fileHash';
import { recordVersion } from '#scripts/versions/recordVersion';
import { describeConflict } from '#scripts/versions/saveConflict';
import type { Person } from '#scripts/versions/types';
import type { CheckResult, SaveResult, StudioProblem } from '#studio/shared/apiTypes';
import { fail, ok, type ApiAnswer } from '../answers';
import { readEditionText, type ReadEdition, writeEditionText } from '../editionFile';
import { checked } from './check';
import { draftOf, type EditionsContext, located, refusedShape } from './context';

/** Save: a draft written when its file is still the one it was opened from, checked first, a version in the Verlauf after. */

/** The file on disk when it is no longer the one the draft was opened from (or why it cannot be read); undefined when it still is. Synchronous: a save checks and writes in one step. */
function changedSince(editionsDir: string, key: string, baseHash: string): ReadEdition | undefined {
  const current = readEditionText(editionsDir, key);
  return current.ok && current.hash === baseHash ? undefined : current;
}

/** The refusal for a changed file: who saved it since and which fields (scripts/versions/saveConflict.ts), for the page to merge or reload. */
async function refusedAsChanged(
  root: string,
  key: string,
  current: ReadEdition,
  request: { baseHash: string; draft: Record<string, unknown>; openedData?: Record<string, unknown>; person?: Person },
): Promise<ApiAnswer<never>> {
  if (!current.ok) {
    if (current.missing)
      return fail(409, `${editionFilePath(key)} gibt es nicht mehr – sie wurde inzwischen gelöscht oder umbenannt. Nichts gespeichert.`, { conflict: true });
    return fail(422, current.message);
  }
  // The other save's commit is made first, so that it names its author.
  await settled(root);
  const { message, conflict } = await describeConflict({ root, file: editionFilePath(key), current, ...request });
  return fail(409, message, { conflict: true, saveConflict: conflict });
}

/**
 * The image checks of the build (the file decodes, its size is the declared one) for the images this
 * draft names itself; a shared image of site.json is site.json's matter. Run on saving only: decoding
 * every image on each keystroke would slow the live check down.
 */
async function imageProblemsOf(
  root: string,
  draft: { key: string; data: Record<string, unknown> },
  edition: LoadedEdition | undefined,
): Promise<StudioProblem[]> {
  if (!edition) return [];
  const problems = await imageProblems(root, { editions: [edition] });
  return problems
    .filter((problem) => problem.file === editionFilePath(draft.key))
    .map((problem) => ({ ...located(problem, draft.key, draft.data), blocking: true }));
}

/**
 * Writes the draft when the file is still the one it was opened from (`baseHash`); `openedData` is that version,
 * as the page holds it. Its version's message names the changed fields (`subjectOf`: a save's, or ending a test's).
 */
export async function save(
  context: EditionsContext,
  key: string,
  data: Record<string, unknown>,
  baseHash: string,
  person?: Person,
  openedData?: Record<string, unknown>,
  subjectOf: (fields: string) => string = (fields) => saveSubject(data.name, key, fields),
): Promise<ApiAnswer<SaveResult>> {
  const { root, editionsDir } = context;
  const misshapen = refusedShape(key, data, openedData);
  if (misshapen) return misshapen;
  const draft = draftOf(key, data);
  const refused = (current: ReadEdition) => refusedAsChanged(root, draft.key, current, { baseHash, draft: draft.data, openedData, person });
  const changed = changedSince(editionsDir, draft.key, baseHash);
  if (changed) return refused(changed);
  const { answer, edition } = checked(context, draft.key, draft.data);
  if (answer.status !== 200) return answer as ApiAnswer<never>;
  const blocking = [...(answer.body as CheckResult).problems.filter((problem) => problem.blocking), ...(await imageProblemsOf(root, draft, edition))];
  if (blocking.length > 0) {
    return fail(422, `Nicht gespeichert: ${blocking.length} ${blocking.length === 1 ? 'Fehler' : 'Fehler'} zuerst beheben.`, { problems: blocking });
  }
  // The commit of an earlier save is made first, so that it holds that save's text.
  await settled(root);
  // Compared again after the waits, and written in the same step: no other save comes in between.
  const changedMeanwhile = changedSince(editionsDir, draft.key, baseHash);
  if (changedMeanwhile) return refused(changedMeanwhile);
  const before = readJsonFile(editionFileIn(editionsDir, draft.key), editionFilePath(draft.key));
  writeEditionText(editionsDir, draft.key, draft.text);
  // A version in the Verlauf, committed after the answer (scripts/versions/recordVersion.ts).
  const fields = changedFields(editionFilePath(draft.key), before.ok ? before.data : undefined, draft.data);
  void recordVersion(root, {
    paths: [editionFilePath(draft.key)],
    subject: subjectOf(fields),
    action: 'gespeichert',
    person,
  });
  return ok({ hash: hashOf(draft.text), file: editionFilePath(draft.key) });
}
