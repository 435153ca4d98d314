import path from 'node:path';
import { ContentError, inFile, parsePath, problemsFromIssues, type ContentProblem, type Locate } from '#engine/errors';
import { knownFieldsAt } from '#engine/knownFields';
import { germanIssueMessage, problemHints } from './problemHints';
import { readJsonFile, readJsonText } from '#engine/readJson';
import { readFolder } from '#engine/regularFile';
import { isPlainObject, resolveSections, sourceOf, type EditionSources } from '#engine/resolve';
import { fillVariables } from '#engine/textVariables';
import { editionSchema, SECTION_DEFAULTS_KEY, siteSchema, type SiteFile } from './schema';
import { checkContent } from './rules';
import { variantPagesOf, variantRounds } from './variants';
import { editionKeyProblem, isEditionFileName, suggestedFileName } from './fileNames';
import { contentFilePath, EDITIONS_FOLDER } from './editionFile';
import { featuredOn, salesOf, todayInGermany } from '#kit/model/sales';
import type { Content, LoadedEdition, LoadOptions } from './contentModel';

export type { Content, LoadedEdition, LoadOptions } from './contentModel';
import { editionVariables, siteVariables } from './textVariables';

/**
 * Loads and validates every content file (Node only). Editions are discovered from the folder:
 * every `<key>.json` whose key follows the naming rule (src/content/fileNames.ts) is an edition;
 * `site.json` and the generated `*.schema.json` files are not, and any other `.json` is named, not read.
 * Each edition's sections are merged over the shared defaults of site.json first, and the resolved
 * edition is what the schema, the rules, the pages and the tools see; messages still name the file a
 * value came from.
 */

export const SITE_FILE = 'site.json';

/** site.json or an edition file; the generated `*.schema.json` files are for editors only. */
export const isContentFile = (name: string) => name.endsWith('.json') && !name.endsWith('.schema.json');

/** The names in the content folder, or a problem that names the folder when it cannot be listed (never a raw EACCES). */
function listFolder(dir: string): { names: string[]; problem?: undefined } | { names?: undefined; problem: ContentProblem } {
  const listing = readFolder(dir);
  if (listing.ok) return { names: listing.names };
  return { problem: { code: listing.code, file: `${EDITIONS_FOLDER}/`, path: '', message: listing.message, severity: 'error' } };
}

/** The names in the content folder; one that cannot be listed is a ContentError naming the folder. */
function folderNames(dir: string): string[] {
  const { names, problem } = listFolder(dir);
  if (problem) throw new ContentError([problem], problemHints);
  return names;
}

export function editionFileNames(dir: string): string[] {
  return folderNames(dir)
    .filter((name) => isContentFile(name) && name !== SITE_FILE && isEditionFileName(name))
    .sort();
}

/** JSON files that are not read (`spring.JSON`, `.hidden.json`, `Spring.json`, `früh.json` …): the loader names them. */
export function misnamedFileNames(dir: string): string[] {
  return folderNames(dir)
    .filter((name) => /\.json$/i.test(name) && !name.endsWith('.schema.json') && name !== SITE_FILE && !isEditionFileName(name))
    .sort();
}

function misnamedFileProblem(name: string): ContentProblem {
  const file = contentFilePath(name);
  const notRead = 'wird nicht gelesen und nicht veröffentlicht';
  if (!name.endsWith('.json') && isEditionFileName(name.replace(/\.json$/i, '.json'))) {
    const message = `${notRead}: Editionsdateien enden auf „.json“ (klein geschrieben); bitte umbenennen in „${name.replace(/\.json$/i, '.json')}“`;
    return { code: 'file.extension-case', file, path: '', message, severity: 'warning' };
  }
  const key = name.replace(/\.json$/i, '');
  const reason = editionKeyProblem(key) ?? 'Editionsdateien enden auf „.json“ (klein geschrieben)';
  const suggestion = suggestedFileName(name);
  const rename = suggestion ? `; bitte umbenennen, z. B. in „${suggestion}“` : '; bitte umbenennen';
  return { code: 'file.name', file, path: '', message: `${notRead}: kein gültiger Name einer Edition (${reason})${rename}`, severity: 'warning' };
}

/** `push(...items)` passes every item as an argument: a hostile file's thousands of problems would overflow the stack. */
function append(problems: ContentProblem[], items: readonly ContentProblem[]) {
  for (const item of items) problems.push(item);
}

type Position = { line: number; column: number };
type PositionOf = (keys: ReadonlyArray<PropertyKey>) => Position | undefined;

/** The result of reading one file: the raw JSON, and where each value stands in it (when the reader knows). */
interface ReadFile {
  file: string;
  raw: unknown;
  positionOf?: PositionOf;
}

function readFile(dir: string, name: string, problems: ContentProblem[], drafts?: ReadonlyMap<string, string>): ReadFile | undefined {
  const file = contentFilePath(name);
  const draft = drafts?.get(name);
  const read = draft === undefined ? readJsonFile(path.join(dir, name), file) : readJsonText(draft, file);
  if (!read.ok) {
    problems.push(read.problem);
    return undefined;
  }
  append(problems, read.warnings ?? []);
  return { file, raw: read.data, positionOf: read.positionOf };
}

/** An edition as validated, before its sales as of the day are known. */
type Undated = Omit<LoadedEdition, 'sales' | 'variantEditions'> & { variantEditions?: Array<Omit<LoadedEdition, 'sales'>> };

/** Every problem of the content files, and what did validate; nothing is thrown for a content problem. */
export interface ContentReport {
  /** Errors and warnings, each once, with line and column where known. */
  problems: ContentProblem[];
  /** The site settings, when site.json validated, with its text variables filled in. */
  site?: SiteFile;
  /** Every edition whose file validated on its own, with text variables filled in when the site validated. */
  editions: LoadedEdition[];
  /** The day the content was checked for (JJJJ-MM-TT). */
  today: string;
}

/** Edition files in the folder, plus drafts of files that are not written yet. */
function editionNames(options: LoadOptions): string[] {
  const drafted = [...(options.drafts?.keys() ?? [])].filter((name) => name !== SITE_FILE && isEditionFileName(name));
  return [...new Set([...editionFileNames(options.dir), ...drafted])].sort();
}

/**
 * Reads and checks every content file like loadContent, but reports instead of throwing: the edition
 * studio shows the problems beside the form and still previews an edition that validated on its own.
 */
export function inspectContent(options: LoadOptions): ContentReport {
  const today = options.today ?? todayInGermany();
  // A folder that cannot be listed has nothing else to report.
  const unlisted = listFolder(options.dir).problem;
  if (unlisted) return { problems: [unlisted], editions: [], today };
  const problems: ContentProblem[] = [];
  const positions = new Map<string, PositionOf | undefined>();
  const siteName = SITE_FILE;
  const siteRead = readFile(options.dir, siteName, problems, options.drafts);
  let site: SiteFile | undefined;
  if (siteRead) {
    positions.set(siteRead.file, siteRead.positionOf);
    const parsed = siteSchema.safeParse(siteRead.raw, { error: germanIssueMessage });
    if (parsed.success) site = parsed.data;
    else
      append(
        problems,
        problemsFromIssues(inFile(siteRead.file), parsed.error.issues, problemHints, (at) => knownFieldsAt(siteSchema, siteRead.raw, at)),
      );
  }
  // Defaults as written, so that an edition can still be checked when site.json has a problem elsewhere.
  const rawDefaults = isPlainObject(siteRead?.raw) && isPlainObject(siteRead.raw[SECTION_DEFAULTS_KEY]) ? siteRead.raw[SECTION_DEFAULTS_KEY] : {};

  const editions: Undated[] = [];
  const names = editionNames(options);
  for (const name of names) {
    const read = readFile(options.dir, name, problems, options.drafts);
    if (!read) continue;
    positions.set(read.file, read.positionOf);
    const sources: EditionSources = {
      file: read.file,
      raw: read.raw,
      siteFile: contentFilePath(siteName),
      defaultsKey: SECTION_DEFAULTS_KEY,
      defaults: rawDefaults,
    };
    const resolved = resolveSections(read.raw, rawDefaults);
    const parsed = editionSchema.safeParse(resolved, { error: germanIssueMessage });
    if (!parsed.success) {
      const locate: Locate = (at) => sourceOf(sources, at);
      append(
        problems,
        problemsFromIssues(locate, parsed.error.issues, problemHints, (at) => knownFieldsAt(editionSchema, resolved, at)),
      );
      continue;
    }
    const key = name.replace(/\.json$/, '');
    const variantEditions = variantPagesOf(resolved, sources, problems).map(({ edition, variant, sources }) => ({
      ...edition,
      key,
      file: read.file,
      variant,
      sources,
    }));
    editions.push({ ...parsed.data, key, file: read.file, sources, ...(variantEditions.length > 0 ? { variantEditions } : {}) });
  }
  for (const name of misnamedFileNames(options.dir)) problems.push(misnamedFileProblem(name));
  // Sales as of the day, before the rules, so the date rules see what the pages will show.
  const dated: LoadedEdition[] = editions.map(({ variantEditions, ...edition }) => ({
    ...edition,
    sales: salesOf(edition, today, editions, site?.nextEditionNotice),
    ...(variantEditions
      ? { variantEditions: variantEditions.map((shown) => ({ ...shown, sales: salesOf(shown, today, editions, site?.nextEditionNotice) })) }
      : {}),
  }));
  if (site) {
    const input = { site, editions: dated, allEditionsParsed: editions.length === names.length, ...options, today };
    append(problems, checkContent(input));
    // Every rule checks each variant's page too: once per variant, in place of its edition (a shared problem is reported once).
    for (const shown of variantRounds(dated)) append(problems, checkContent({ ...input, editions: shown }));
  }

  const located = withPositions(deduplicate(problems), positions);
  // Text variables are filled in after the checks (rules/variables.ts reports unknown ones; those stay as written).
  if (!site) return { problems: located, editions: dated, today };
  const fill = ({ sources, variantEditions, ...edition }: LoadedEdition): LoadedEdition => ({
    ...fillVariables(edition, editionVariables(site, edition)),
    sources,
    ...(variantEditions ? { variantEditions: variantEditions.map(fill) } : {}),
  });
  const filled = dated.map(fill);
  return { problems: located, site: fillVariables(site, siteVariables(site)), editions: filled, today };
}

export function loadContent(options: LoadOptions): Content {
  const { problems, site, editions, today } = inspectContent(options);
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0 || !site) throw new ContentError(problems, problemHints);
  const featured = featuredOn(editions, today);
  if (!featured) throw new ContentError(problems, problemHints);
  return { site, editions, featured, warnings: problems, today };
}

/** A shared default is checked inside every edition that uses it; its problem is reported once. */
function deduplicate(problems: ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.severity} ${problem.file} ${problem.path} ${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Line and column of each problem's value in its file, where the reader could tell. */
function withPositions(problems: ContentProblem[], positions: Map<string, PositionOf | undefined>): ContentProblem[] {
  return problems.map((problem) => {
    const positionOf = positions.get(problem.file);
    if (problem.line !== undefined || !positionOf || !problem.path) return problem;
    const position = positionOf(parsePath(problem.path));
    return position ? { ...problem, ...position } : problem;
  });
}
