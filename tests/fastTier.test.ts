import childProcess, { execFile, spawnSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';

// This file runs in the fast tier (vitest project `fast`), whose setup file tests/fastTier.ts it does not import: it
// fails when that project no longer loads the setup.
const refusal = /heißt \*\.integration\.test\.ts/;

describe('the fast tier refuses what belongs in the integration tier', () => {
  it('starts no process, through the named imports or the module object', () => {
    expect(() => spawnSync(process.execPath, ['--version'])).toThrow(/child_process\.spawnSync\(\) ist in der schnellen Teststufe gesperrt/);
    expect(() => execFile('git', ['--version'])).toThrow(refusal);
    expect(() => childProcess.fork('scripts/build.ts')).toThrow(refusal);
    expect(() => childProcess.exec('npm run build')).toThrow(refusal);
  });

  it('listens on no socket, HTTP or plain TCP', () => {
    const server = http.createServer();
    expect(() => server.listen(0)).toThrow(/listen\(\) ist in der schnellen Teststufe gesperrt/);
    expect(server.listening).toBe(false);
    expect(() => net.createServer().listen(0, '127.0.0.1')).toThrow(refusal);
  });
});
