import { readJsonFile } from '#engine/readJson';
import { isPlainObject } from '#engine/resolve';
import { editionFilePath } from '#src/content/editionFile';
import { editionFileIn } from '#src/content/editionFolder';
import { endVariantTest } from '#src/content/variantEnd';
import { changedFields } from '#scripts/versions/changeWords';
import type { Person } from '#scripts/versions/types';
import type { EndedTestResult, SaveResult } from '#studio/shared/apiTypes';
import { fail, ok, type ApiAnswer } from '../answers';
import { readEditionText } from '../editionFile';
import type { EditionsContext } from './context';
import { save } from './save';

/** End a test: an edition's A/B test ended as chosen, saved as a version like any save. */

/**
 * Ends the edition's A/B test as chosen (src/content/variantEnd.ts): its own copy (`variant` null) or the
 * variant's made its own, the variants gone. Saved from the file as it was opened (`baseHash`), as a version
 * like any save; it goes live as every save does, through approval and publishing.
 */
export async function endTest(
  context: EditionsContext,
  key: string,
  variant: string | null,
  baseHash: string,
  person?: Person,
): Promise<ApiAnswer<EndedTestResult>> {
  const { editionsDir } = context;
  const current = readEditionText(editionsDir, key);
  if (!current.ok) return fail(current.missing ? 404 : 422, current.message);
  if (current.hash !== baseHash)
    return fail(
      409,
      `${editionFilePath(key)} wurde inzwischen geändert. Nichts gespeichert: Lade die Edition neu, sieh dir den Test darin an und beende ihn dann.`,
    );
  // The file as opened; a save in between is refused by the save itself.
  const read = readJsonFile(editionFileIn(editionsDir, key), editionFilePath(key));
  if (!read.ok || !isPlainObject(read.data)) return fail(422, `${editionFilePath(key)} lässt sich nicht lesen; bitte die Datei im Editor reparieren.`);
  const ended = endVariantTest(read.data, variant);
  if (!ended.ok) return fail(400, `${editionFilePath(key)} → ${ended.field}: ${ended.message}`);
  const name = typeof read.data.name === 'string' && read.data.name.trim() ? read.data.name.trim() : key;
  // What the page shows differently from now on: the variant's copy, not the variants' own fields that went.
  const { variants: _variants, ...own } = read.data;
  const copy = changedFields(editionFilePath(key), own, ended.data);
  const subject = `${name}: A/B-Test beendet, ${variant === null ? 'eigene Fassung behalten' : `Variante ${variant} übernommen`}${copy ? ` (${copy})` : ''}`;
  const saved = await save(context, key, ended.data, baseHash, person, undefined, () => subject);
  return saved.status === 200 ? ok({ ...(saved.body as SaveResult), data: ended.data }) : (saved as ApiAnswer<never>);
}
