import { ensureBuild } from './helpers/builds';

/**
 * Before the tests of the built site (project „built“ in vitest.config.ts): dist/ exists and is current.
 * `npm test` has just built it, so this only builds when such a test runs on its own after a change.
 */
export default function setup() {
  ensureBuild('dist');
}
