import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';

/**
 * Setup of the fast test tier (vitest project `fast`, `npm run test:fast`): a test there starts no process (no build,
 * no command, no real git) and listens on no socket. Each way to do either throws an error that says where such a
 * test belongs, so a test that needs one fails in this tier at once instead of slowing it down.
 * tests/fastTier.test.ts shows the refusals.
 */

const REFUSED_IN_FAST_TIER =
  'ist in der schnellen Teststufe gesperrt: ein Test, der einen Prozess startet, die Seite baut, ein echtes git-Repository nutzt ' +
  'oder auf einem Socket lauscht, heißt *.integration.test.ts (docs/entwicklung/tests.md).';

const refuse = (what: string) => () => {
  throw new Error(`${what} ${REFUSED_IN_FAST_TIER}`);
};

const PROCESS_STARTS = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;

// Files run one after another in the same worker thread (isolate: false): the module objects are patched once.
const processes = childProcess as unknown as Record<string, unknown>;
for (const name of PROCESS_STARTS) processes[name] = refuse(`child_process.${name}()`);
net.Server.prototype.listen = refuse('listen()') as typeof net.Server.prototype.listen;
// `import { spawn } from 'node:child_process'` reads the ES module's own bindings: update them from the patched object.
syncBuiltinESMExports();
