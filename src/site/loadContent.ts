import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ContentError, germanIssueMessage, problemsFromIssues, type ContentProblem } from '../../engine/errors';
import { readJsonFile } from '../../engine/readJson';
import { editionSchema, siteSchema, type Edition, type SiteConfig } from './schema';
import { checkAcrossFiles } from './rules/crossChecks';
import { editionVariables, fillVariables, siteVariables } from './textVariables';

/**
 * Loads and validates every content file (Node only). Editions are discovered from the folder:
 * every `*.json` except `site.json` and generated `*.schema.json` files is an edition.
 */

export interface LoadedEdition extends Edition {
  /** The file's base name (`winter` for editions/winter.json): how tools and QA name an edition. */
  key: string;
  /** Path shown in messages, e.g. `editions/winter.json`. */
  file: string;
}

export interface Content {
  site: SiteConfig;
  editions: LoadedEdition[];
  current: LoadedEdition;
  warnings: ContentProblem[];
}

export interface LoadOptions {
  /** Folder holding site.json and the edition files. */
  dir: string;
  /** Folder the image paths are resolved against (`public/`). */
  publicDir: string;
  /** Production builds also refuse placeholder values. */
  production?: boolean;
  /** Date the "start date has passed" warning compares against. */
  today?: string;
  /** Set by loadContent: false when some edition file failed, so cross-file counts are skipped. */
  allEditionsParsed?: boolean;
}

export const SITE_FILE = 'site.json';

/** site.json or an edition file; the generated `*.schema.json` files are for editors only. */
export const isContentFile = (name: string) => name.endsWith('.json') && !name.endsWith('.schema.json');

export function editionFileNames(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => isContentFile(name) && name !== SITE_FILE)
    .sort();
}

function displayName(dir: string, name: string): string {
  return path.join(path.basename(dir), name).split(path.sep).join('/');
}

function parseFile<S extends z.ZodType>(schema: S, dir: string, name: string, problems: ContentProblem[]): z.output<S> | undefined {
  const file = displayName(dir, name);
  const read = readJsonFile(path.join(dir, name), file);
  if (!read.ok) {
    problems.push(read.problem);
    return undefined;
  }
  const result = schema.safeParse(read.data, { error: germanIssueMessage });
  if (!result.success) {
    problems.push(...problemsFromIssues(file, result.error.issues));
    return undefined;
  }
  return result.data;
}

export function loadContent(options: LoadOptions): Content {
  const problems: ContentProblem[] = [];
  const site = parseFile(siteSchema, options.dir, SITE_FILE, problems);
  const editions: LoadedEdition[] = [];
  const names = editionFileNames(options.dir);
  for (const name of names) {
    const edition = parseFile(editionSchema, options.dir, name, problems);
    if (edition) editions.push({ ...edition, key: name.replace(/\.json$/, ''), file: displayName(options.dir, name) });
  }
  if (site) problems.push(...checkAcrossFiles(site, editions, { ...options, allEditionsParsed: editions.length === names.length }));
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0 || !site) throw new ContentError(problems);
  // Checked above (crossChecks.ts): every variable a text uses exists where it is used.
  const filledEditions = editions.map((edition) => fillVariables(edition, editionVariables(site, edition)));
  const current = filledEditions.find((edition) => edition.current);
  if (!current) throw new ContentError(problems);
  return { site: fillVariables(site, siteVariables(site)), editions: filledEditions, current, warnings: problems };
}
