import { editionFilePath } from '#src/content/editionFile';
import { settled } from '#scripts/versions/commitQueue';
import { editionVersionData } from '#scripts/versions/editionHistory';
import type { EditionHistory } from '#studio/shared/apiTypes';
import { fail, ok, type ApiAnswer } from '../answers';
import type { EditionsContext } from './context';

/** History: an edition file's Verlauf, and one of its versions to load into the editor. */

/** The edition file's versions in git, newest first, each with the fields it changed. */
export async function history({ root, histories }: EditionsContext, key: string): Promise<ApiAnswer<EditionHistory>> {
  await settled(root);
  return ok(await histories(editionFilePath(key)));
}

/** The edition file's data in one version of its Verlauf, to load into the editor (only one the form can open). */
export async function version({ root, editionsDir }: EditionsContext, key: string, commit: string): Promise<ApiAnswer<{ data: Record<string, unknown> }>> {
  await settled(root);
  const data = await editionVersionData(root, editionsDir, editionFilePath(key), commit);
  if (!data) return fail(404, 'Diese Version der Datei gibt es im Verlauf nicht (mehr), oder sie lässt sich nicht im Formular öffnen.');
  return ok({ data });
}
