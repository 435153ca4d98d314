import { editionFilePath } from '#src/content/editionFile';
import { ScaffoldError, scaffoldEdition } from '#scripts/editions/editionScaffold';
import type { NewEditionDates } from '#scripts/editions/scaffoldDates';
import { settled } from '#scripts/versions/commitQueue';
import { recordVersion } from '#scripts/versions/recordVersion';
import type { Person } from '#scripts/versions/types';
import type { StudioEditionSummary } from '#studio/shared/apiTypes';
import { fail, ok, type ApiAnswer } from '../answers';
import type { EditionsContext } from './context';

/** Create an edition: a new file from another as template, by the rules of `edition:new`, a version in the Verlauf. */

export async function createEdition(
  { root, editionsDir }: EditionsContext,
  name: string,
  from: string,
  slug?: string,
  dates?: NewEditionDates,
  person?: Person,
): Promise<ApiAnswer<StudioEditionSummary>> {
  try {
    await settled(root);
    const made = scaffoldEdition({ dir: editionsDir, name, from, slug, dates });
    // Named as the new file and its address: its name is still the template's until someone changes it.
    const template = typeof made.data.name === 'string' && made.data.name.trim() ? `${made.data.name.trim()}, ${from}` : from;
    void recordVersion(root, {
      paths: [editionFilePath(name)],
      subject: `Neue Edition ${name} angelegt, Adresse /${made.slug} (Vorlage: ${template})`,
      action: 'angelegt',
      person,
    });
    return ok({ key: name, file: made.file, slug: made.slug, name: made.data.name, startDate: made.data.startDate, promoted: false, readable: true });
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    // The same rules and words as `edition:new`; only the command-line hints become the form's.
    const message = error.message
      .replace(/ ?\(Angabe mit --from\)/, '')
      .replace(/mit --slug/g, 'im Feld „Adresse“')
      .replace(/z\. B\. --slug (\S+?)\.$/, 'z. B. „$1“.');
    return fail(409, message);
  }
}
