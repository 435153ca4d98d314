import { diffEditions } from '#engine/editionDiff';
import { readJsonFile } from '#engine/readJson';
import { editionFileName, editionFilePath } from '#src/content/editionFile';
import { editionFileIn } from '#src/content/editionFolder';
import { sharedFieldsOf } from '#src/content/publicData';
import type { DiffResult } from '#studio/shared/apiTypes';
import { ok, type ApiAnswer } from '../answers';
import { draftOf, type EditionsContext, refusedShape } from './context';

/** Diff: what a draft changes in its file, as `editions:diff` names it. */
/** The changes the draft makes to the file on disk, as `editions:diff` names them. */
export function diff({ content, editionsDir }: EditionsContext, key: string, data: Record<string, unknown>): ApiAnswer<DiffResult> {
  const misshapen = refusedShape(key, data);
  if (misshapen) return misshapen;
  const draft = draftOf(key, data);
  const onDisk = content.onDisk().editions.find((edition) => edition.key === draft.key);
  const drafted = content.withDraft(editionFileName(draft.key), draft.text).editions.find((edition) => edition.key === draft.key);
  const read = readJsonFile(editionFileIn(editionsDir, draft.key), editionFilePath(draft.key));
  // When either side does not validate (a file broken by hand), both are compared as written: a resolved draft
  // against the file as written would count every field the shared defaults fill in as changed.
  if (!onDisk || !drafted) return ok({ differences: diffEditions(read.ok ? read.data : {}, draft.data) });
  return ok({ differences: diffEditions(onDisk, drafted, { a: sharedFieldsOf(onDisk), b: sharedFieldsOf(drafted) }) });
}
