import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent } from '../../engine/load';
import { ContentError } from '../../engine/errors';
import { formatProblem } from '../../engine/errors';
import { projectRoot } from './content';

/** A scratch copy of editions/ (named `editions` so messages read as in the project). */
export function copyEditions(): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'editionen-')), 'editions');
  cpSync(path.join(projectRoot, 'editions'), dir, { recursive: true });
  return dir;
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
