import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild, ensureStudioBuild } from './helpers/builds';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder in which each worker keeps its dev server's project copy (tests/helpers/devServerCopy.ts). */
    devServerSlots: string;
  }
}

/**
 * Before the tests of the built site (project „built“ in vitest.config.ts): dist/ exists, is current and is built
 * for the tests' day (tests/helpers/testDay.ts); dist-studio/, the built hosted studio, is current. `npm test` has just built it so, so this only builds when such a
 * test runs on its own after a change, or after an `npm run build` for today.
 */
export default function setup(project: TestProject) {
  ensureBuild('dist');
  ensureStudioBuild();
  const slots = mkdtempSync(path.join(os.tmpdir(), 'dev-server-slots-'));
  project.provide('devServerSlots', slots);
  return () => rmSync(slots, { recursive: true, force: true });
}
