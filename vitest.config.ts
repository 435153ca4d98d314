import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import EnvironmentSequencer from './tests/environmentSequencer';

/**
 * One scratch folder for the whole run: every folder a test makes under os.tmpdir() (project and content copies,
 * nginx, studio and publishing folders), in the tests and in the processes they start, goes there through TMPDIR,
 * and tests/runFolder.ts makes it before the first test and removes it when the run ends. So a run leaves nothing
 * behind in /tmp.
 */
// By the process's number: vitest reads this file once per project, and each reading must name the same folder.
// Only named here (tools such as knip read this file too): tests/runFolder.ts makes it before the first test.
const RUN_FOLDER = path.join(os.tmpdir(), `editionen-testlauf-${process.pid}`);

/** Tests that read the built site (dist/): they run after tests/globalSetup.ts has made sure it is current. */
const BUILT = [
  'tests/{prerendered,seo,images,fonts,qaComparison,budgets,atomicBuild,startupSteps,validHtml}.test.ts',
  // The built studio: the hosted start runs dist-studio/ (tests/globalSetup.ts builds it).
  'studio/tests/{productionBuild,hostedStart}.test.ts',
  'tests/e2e/**/*.test.ts',
  'tests/hosting/**/*.test.ts',
];

/** Tests that start a process, build the site, use a real git repository or listen on a socket (tier 2). */
const INTEGRATION = '{engine,kit,sections,src,scripts,studio,tests}/**/*.integration.test.{ts,tsx}';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // styled-components inserts rules through the CSSOM, as in production, instead of appending text that
    // jsdom re-parses with the whole sheet each time: rendering a page in jsdom is several times faster.
    env: { SC_DISABLE_SPEEDY: 'false', TMPDIR: RUN_FOLDER },
    testTimeout: 30_000,
    // expect.poll waits for a condition with a deadline; 1 s (vitest's default) is too short for a re-encoded upload
    // or a save on a machine that is busy with the other worker's build. A passing poll returns at once.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
    // Browser tests share one built dist/ and one Chromium; files run in parallel only as far as two cores allow.
    maxWorkers: 2,
    // The files of one environment one after another, so that a worker runs them all with its modules loaded.
    sequence: { sequencer: EnvironmentSequencer },
    // Transformed modules kept on disk (node_modules/.experimental-vitest-cache): a second run transforms almost nothing.
    experimental: { fsModuleCache: true },
    projects: [
      // Tier 1, `npm run test:fast`: pure functions, components in jsdom, the studio's app called in-process. Its
      // setup (tests/fastTier.ts) refuses to start a process or listen on a socket.
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['{engine,kit,sections,src,scripts,studio,tests}/**/*.test.{ts,tsx}'],
          exclude: [...BUILT, INTEGRATION],
          setupFiles: ['tests/fastTier.ts'],
          // Worker threads start faster than processes, and none of these tests changes the process itself. A thread
          // runs file after file with the modules already loaded: no test replaces a module (vi.mock) or leaves a
          // global changed, so a file sees the same modules as alone (about a sixth less time for this project).
          pool: 'threads',
          isolate: false,
          globalSetup: ['tests/runFolder.ts'],
        },
      },
      // Tier 2: builds in project copies, the commands as processes, real git repositories, servers on a port.
      {
        extends: true,
        test: {
          name: 'integration',
          include: [INTEGRATION],
          exclude: BUILT,
          pool: 'threads',
          isolate: false,
          globalSetup: ['tests/runFolder.ts'],
        },
      },
      // Tier 3: Chromium, nginx and the readers of the built site. The build runs once, before the first of these,
      // and only when one of them is to run.
      {
        extends: true,
        test: {
          name: 'browser',
          include: BUILT,
          // Every project makes the run's folder; it is removed once, when the whole run has ended.
          globalSetup: ['tests/runFolder.ts', 'tests/globalSetup.ts'],
          // A worker process runs file after file with Playwright, Vite and the helpers already loaded; each file
          // starts and closes its own browser, servers and project copies.
          isolate: false,
        },
      },
    ],
  },
});
