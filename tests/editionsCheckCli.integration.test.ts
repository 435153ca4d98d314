import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linesOf, runScript } from './helpers/cli';
import { copyContentRoot } from './helpers/tempContent';

/**
 * `npm run editions:check` as a marketer runs it, on a copy of the fixtures: its output and its exit code. The FIFO
 * case runs the script itself, as npm does; the other cases run its command in the test's process
 * (editionsCheckCli.test.ts).
 */

describe('npm run editions:check', () => {
  it('reports a FIFO named like an edition at once instead of waiting on it for ever', () => {
    const root = copyContentRoot();
    execFileSync('mkfifo', [path.join(root, 'editions', 'spring.json')]);
    // Killed after 30 s if it blocks; a check that reads only regular files answers in a second or two.
    const result = runScript('editions-check.ts', ['--today', '2025-12-01'], root, { timeoutMs: 30_000 });
    expect(result.status).toBe(1);
    expect(linesOf(result.stderr)).toContain('editions/spring.json: ist eine Pipe (FIFO), keine gewöhnliche Datei, und wird nicht gelesen; bitte entfernen');
  }, 60_000);
});
