import { cpSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError, formatProblem, type ContentProblem } from '#engine/errors';
import { loadContent } from '#src/content/loadContent';
import { FIXTURE_TODAY, EARLY, fixturesDir, publicDir } from './content';
import { editJson } from '#scripts/dev/projectCopy';

/**
 * Scratch copies of the fixture content (tests/fixtures/editions/), to break on purpose. The folder is
 * named `editions` so that messages read as in the project: `editions/fixture-early.json → offer.price`.
 */
export function copyEditions(): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'editionen-')), 'editions');
  cpSync(fixturesDir, dir, { recursive: true });
  return dir;
}

/** A scratch folder laid out like the project for scripts that read `editions/` and `public/` from their working directory. */
export function copyContentRoot(): string {
  const root = path.dirname(copyEditions());
  symlinkSync(publicDir, path.join(root, 'public'), 'dir');
  return root;
}

export const readJson = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, any>;

export { editJson };

export interface CheckOptions {
  production?: boolean;
  today?: string;
}

/** Every problem (errors and warnings) of a scratch copy, as the loader reports them; [] if it loads cleanly. */
export function problemsOf(dir: string, options: CheckOptions = {}): ContentProblem[] {
  try {
    return loadContent({ dir, publicDir, today: options.today ?? FIXTURE_TODAY, production: options.production }).warnings;
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** What a test of a rule asserts: which rule, where, and whether it stops the build. The wording may change. */
export const whereOf = ({ severity, code, file, path: at }: ContentProblem) => ({ severity, code, file, path: at });

/** The problems of a scratch copy without their wording (see `whereOf`). */
export const locatedProblems = (dir: string, options?: CheckOptions) => problemsOf(dir, options).map(whereOf);

/** A problem's line as `editions:check` prints it, without the line and column (asserted in the reader's and loader's tests). */
export const lineWithoutPosition = ({ line: _line, column: _column, ...problem }: ContentProblem) => formatProblem(problem);

/** The problems as `editions:check` prints them, for tests where the exact wording is the contract. */
export const problemLines = (dir: string, options?: CheckOptions) => problemsOf(dir, options).map(lineWithoutPosition);

/** What a marketer changes to turn a copy of the early-bird fixture into the spring edition. */
export function makeSpring(data: Record<string, any>) {
  data.name = 'Frühlings-Edition 2027';
  data.seo.title = 'Dünenprogramm – Frühlings-Edition 2027';
  data.seo.description = 'Das Dünenprogramm im Frühling 2027: Live-Calls, Videomodule und eine Gruppe, die dich trägt.';
  data.startDate = '2027-04-12';
  data.offer.validFrom = '2027-01-15';
  data.offer.price = 349;
  data.offer.regularPrice = 449;
  data.offer.voucher = 'FRUEHLING27';
  data.sections[0].badge = 'Frühlings-Edition 2027';
  data.sections[0].title = 'Leichter in den Frühling';
  data.sections[0].cover = { ...data.sections[0].cover, src: '/images/cover-winter.svg', alt: 'Dünen im ersten Frühlingslicht' };
}

/** Adds editions/spring.json (slug „fruehlingsedition“), copied from the early-bird fixture and finished by `makeSpring`. */
export function addSpringEdition(dir: string, change: (data: Record<string, any>) => void = () => {}) {
  cpSync(path.join(dir, `${EARLY}.json`), path.join(dir, 'spring.json'));
  editJson(dir, 'spring.json', (data) => {
    data.slug = 'fruehlingsedition';
    makeSpring(data);
    change(data);
  });
  return dir;
}
