import path from 'node:path';
import { type ContentProblem, formatPath, parsePath } from '#engine/errors';
import { isPlainObject } from '#engine/resolve';
import { valueShapeProblem } from '#engine/valueShape';
import { editionFilePath } from '#src/content/editionFile';
import { editionsFolderIn } from '#src/content/editionFolder';
import { SITE_FILE } from '#src/content/loadContent';
import { SECTION_DEFAULTS_KEY } from '#src/content/schema';
import { contentFilePath } from '#src/content/editionFile';
import { keptEditionHistories } from '#scripts/versions/historyCache';
import type { StudioProblem } from '#studio/shared/apiTypes';
import { fail, type ApiAnswer } from '../answers';
import { type ContentReader, createContentReader } from '../contentReader';
import { formatEdition } from '../editionFile';
import { createPreviews, type Previews } from './previews';

/**
 * What every use case on the edition files stands on (studio/server/editions/: one module per use case, each a plain
 * function taking this first): the project's folders, the one content reader (../contentReader.ts, once per check and
 * once per save), the Verlauf's cache and the checked drafts' previews. Made once per studio (../api.ts).
 */

export interface EditionsContext {
  /** The project folder (holds editions/ and public/). */
  root: string;
  editionsDir: string;
  publicDir: string;
  content: ContentReader;
  /** The edition files' Verlauf, read from git once and again only after a commit or a change of site.json. */
  histories: (file: string) => ReturnType<ReturnType<typeof keptEditionHistories>>;
  previews: Previews;
}

export interface EditionsOptions {
  /** The project folder (holds editions/ and public/). */
  root: string;
  /** The day the date rules compare against; default today. */
  today?: string;
}

export function editionsContext({ root, today }: EditionsOptions): EditionsContext {
  const editionsDir = editionsFolderIn(root);
  const publicDir = path.join(root, 'public');
  return {
    root,
    editionsDir,
    publicDir,
    content: createContentReader({ editionsDir, publicDir, today }),
    histories: keptEditionHistories(root, editionsDir),
    previews: createPreviews(),
  };
}

/** A draft (key and data checked by its route, ../routes.ts) with the file text it would be saved as. */
export const draftOf = (key: string, data: Record<string, unknown>) => ({ key, data, text: formatEdition(data) });

/** A draft no form makes (nested deeper than a file may be, a field „__proto__“), refused before anything walks it; undefined when it is fine. */
export function refusedShape(key: string, ...drafts: Array<Record<string, unknown> | undefined>): ApiAnswer<never> | undefined {
  const problem = drafts.map((draft) => valueShapeProblem(draft)).find(Boolean);
  if (!problem) return undefined;
  return fail(
    400,
    `${editionFilePath(key)}: ${problem.message}. So schickt das Formular des Studios nie eine Edition; lade das Studio neu und versuche es noch einmal.`,
  );
}

const siteFile = contentFilePath(SITE_FILE);

/** Where a problem shows in the form: its own field, or the field of the section whose shared default it is in. */
export function located(problem: ContentProblem, key: string, data: Record<string, unknown>): StudioProblem {
  if (problem.file === editionFilePath(key)) return problem.path ? { ...problem, field: problem.path } : problem;
  if (problem.file === siteFile && problem.path.startsWith(`${SECTION_DEFAULTS_KEY}.`)) {
    const [, type, ...inside] = parsePath(problem.path);
    const sections = Array.isArray(data.sections) ? data.sections : [];
    const index = sections.findIndex((section) => isPlainObject(section) && section.type === type);
    if (index >= 0) return { ...problem, field: formatPath(['sections', index, ...inside]), shared: true };
  }
  return problem;
}
