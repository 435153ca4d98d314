import { formatPath, type ContentProblem, type Severity } from '#engine/errors';
import { sourceOf } from '#engine/resolve';
import type { LoadedEdition, LoadOptions } from '../contentModel';
import { contentFilePath } from '../editionFile';
import type { SiteFile } from '../schema';
import { messages, type MessageParams, type ProblemCode } from './messages';

/** What every rule sees: the validated site settings and every edition that validated, resolved. */
export interface RuleInput extends LoadOptions {
  site: SiteFile;
  editions: LoadedEdition[];
  /** False when some edition file failed: rules that count editions (current, links) then wait. */
  allEditionsParsed: boolean;
}

export type Rule = (input: RuleInput) => ContentProblem[];

/** site.json and every edition file, as messages name them. */
export const SITE_FILE_PATH = contentFilePath('site.json');
export const ALL_EDITIONS_PATH = contentFilePath('*.json');

/** A problem at a place in a file, worded from the catalogue. */
export function problemIn<C extends ProblemCode>(file: string, at: string, code: C, params: MessageParams<C>, severity: Severity = 'error'): ContentProblem {
  const message = (messages[code] as (params: MessageParams<C>) => string)(params);
  return { code, file, path: at, message, severity };
}

/** A problem at a path of a resolved edition, reported in the file the value came from (the edition or site.json). */
export function problemAt<C extends ProblemCode>(
  edition: LoadedEdition,
  at: string | ReadonlyArray<PropertyKey>,
  code: C,
  params: MessageParams<C>,
  severity: Severity = 'error',
): ContentProblem {
  const source = sourceOf(edition.sources, typeof at === 'string' ? at : formatPath(at));
  return problemIn(source.file, source.path, code, params, severity);
}
