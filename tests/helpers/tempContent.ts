import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../../src/site/loadContent';
import { ContentError } from '../../engine/errors';
import { formatProblem } from '../../engine/errors';
import { projectRoot } from './content';

/** A scratch copy of editions/ (named `editions` so messages read as in the project). */
export function copyEditions(): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'editionen-')), 'editions');
  cpSync(path.join(projectRoot, 'editions'), dir, { recursive: true });
  return dir;
}

/** A scratch folder laid out like the project for scripts that read `editions/` and `public/` from their working directory. */
export function copyContentRoot(): string {
  const root = path.dirname(copyEditions());
  symlinkSync(path.join(projectRoot, 'public'), path.join(root, 'public'), 'dir');
  return root;
}

export function editJson(dir: string, file: string, change: (data: Record<string, any>) => void) {
  const target = path.join(dir, file);
  const data = JSON.parse(readFileSync(target, 'utf8'));
  change(data);
  writeFileSync(target, JSON.stringify(data, null, 2));
}

/** Loads a scratch copy and returns its problem lines (errors and warnings), or [] if it loads. */
export function problemLines(dir: string, options: { production?: boolean; today?: string } = {}): string[] {
  try {
    const content = loadContent({ dir, publicDir: path.join(projectRoot, 'public'), today: options.today ?? '2025-01-01', production: options.production });
    return content.warnings.map(formatProblem);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
}

/** What a marketer changes to turn a copy of the winter edition into the spring edition. */
export function makeSpring(data: Record<string, any>) {
  data.current = false;
  data.name = 'Frühlings-Edition 2027';
  data.seo.title = 'Gewichtscoaching 40+ – Frühlings-Edition 2027';
  data.seo.description = 'Das 11-Wochen-Gewichtscoaching im Frühling 2027: Live-Calls, Videomodule und eine Gruppe, die dich trägt.';
  data.startDate = '2027-04-12';
  data.offer.validFrom = '2027-01-15';
  data.offer.price = 349;
  data.offer.regularPrice = 449;
  data.offer.voucher = 'FRUEHLING27';
  data.sections[0].badge = 'Frühlings-Edition 2027';
  data.sections[0].title = 'Leichter in den Frühling';
}

/** Adds editions/spring.json (slug „fruehlingsedition“), copied from winter and finished by `makeSpring`. */
export function addSpringEdition(dir: string, change: (data: Record<string, any>) => void = () => {}) {
  cpSync(path.join(dir, 'winter.json'), path.join(dir, 'spring.json'));
  editJson(dir, 'spring.json', (data) => {
    data.slug = 'fruehlingsedition';
    makeSpring(data);
    change(data);
  });
  return dir;
}
