import { mkdirSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

/**
 * The run's scratch folder (vitest.config.ts, TMPDIR): made before a project's first test, and removed when the
 * whole run has ended, with every project copy, content copy and server folder the tests made in it, also those
 * of a test stopped before its own clean-up. Both projects set it up; vitest tears down after the last file.
 */
export default function setup(project: TestProject) {
  const folder = project.config.env.TMPDIR;
  if (folder) mkdirSync(folder, { recursive: true });
  return () => {
    if (folder) rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}
