import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

/**
 * Removes the run's scratch folder (vitest.config.ts, TMPDIR) when the run ends, with every project copy, content
 * copy and server folder the tests made in it: also those of a test stopped before its own clean-up.
 */
export default function setup(project: TestProject) {
  const folder = project.config.env.TMPDIR;
  return () => {
    if (folder) rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}
