import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnScript } from './helpers/cli';
import { EARLY, editionByKey, fixtureContent } from './helpers/content';
import { copyProject } from './helpers/projectCopy';
import { fingerprint } from './helpers/fingerprint';

/** Builds in one checkout share `.build/`: one at a time, a second one waits, a dead one's lock is taken over. */
let project: string;
const sleepers: ChildProcess[] = [];

interface Result {
  status: number | null;
  stdout: string;
  stderr: string;
}

function startBuild(env: Record<string, string> = {}): { stderr: () => string; done: Promise<Result> } {
  const child = spawnScript('build.ts', [], { cwd: project, env });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  return { stderr: () => stderr, done: new Promise((resolve) => child.once('exit', (status) => resolve({ status, stdout, stderr }))) };
}

/** Resolves once `condition` holds; fails the test, naming `what`, if it does not within `deadlineMs`. */
const until = async (condition: () => boolean, what: string, deadlineMs = 60_000) => {
  const deadline = Date.now() + deadlineMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`nach ${deadlineMs / 1000} s nicht eingetreten: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** A process id that surely belongs to no running process any more. */
function deadPid(): number {
  const child = spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

const lockFile = () => path.join(project, '.build', 'dist.lock');

beforeAll(() => {
  project = copyProject({ content: 'fixtures' });
  mkdirSync(path.join(project, '.build'));
});

afterAll(() => {
  for (const sleeper of sleepers) sleeper.kill();
});

describe('build lock', () => {
  it('lets a build started while another holds the lock wait, then build', async () => {
    // Stands in for a first build: takes the lock the way the build does and releases it when told to.
    const holder = spawn(process.execPath, [
      '-e',
      `const fs = require('node:fs'); const lock = ${JSON.stringify(lockFile())};
       fs.writeFileSync(lock, process.pid + '\\n', { flag: 'wx' });
       process.on('SIGTERM', () => { fs.unlinkSync(lock); process.exit(0); });
       setInterval(() => {}, 1000);`,
    ]);
    sleepers.push(holder);
    await until(() => existsSync(lockFile()) && readFileSync(lockFile(), 'utf8').trim() !== '', 'die Sperre des ersten Builds');
    const build = startBuild();
    await until(() => build.stderr().includes('wartet'), 'die Meldung, dass der zweite Build wartet');
    expect(build.stderr()).toContain(`Ein anderer Build (Prozess ${holder.pid}) läuft gerade in .build/ für dist/. Dieser Build wartet, bis er fertig ist …`);
    // It has found the lock taken (it says so) and the lock is still held: up to the release, nothing is built.
    expect(existsSync(path.join(project, '.build/dist'))).toBe(false);
    holder.kill('SIGTERM');
    const result = await build.done;
    expect(result.status, result.stderr).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
    expect(readFileSync(path.join(project, `dist/${editionByKey(fixtureContent(), EARLY).slug}/index.html`), 'utf8')).toContain('<html lang="de">');
  }, 180_000);

  it('gives up after the wait with a German message and touches neither dist/ nor the other build’s files', async () => {
    const before = fingerprint(path.join(project, 'dist'));
    const sleeper = spawn('sleep', ['120']);
    sleepers.push(sleeper);
    writeFileSync(lockFile(), `${sleeper.pid}\n`);
    const othersWork = path.join(project, '.build/dist/staging');
    mkdirSync(othersWork, { recursive: true });
    writeFileSync(path.join(othersWork, 'index.html'), 'in Arbeit');

    const result = await startBuild({ BUILD_LOCK_WAIT_SECONDS: '1' }).done;
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Ein anderer Build (Prozess ${sleeper.pid}) läuft gerade in .build/ für dist/. Dieser Build wartet`);
    expect(result.stderr).toContain(
      `Ein anderer Build (Prozess ${sleeper.pid}) läuft seit über 1 s in .build/ für dist/; zwei Builds gleichzeitig würden sich gegenseitig die Dateien überschreiben.`,
    );
    expect(result.stderr).toContain('Build abgebrochen. dist/ ist unverändert.');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(fingerprint(path.join(project, 'dist'))).toEqual(before);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(sleeper.pid));
    expect(readFileSync(path.join(othersWork, 'index.html'), 'utf8')).toBe('in Arbeit');
  }, 60_000);
  it('takes over the lock of a build that no longer runs', async () => {
    const dead = deadPid();
    writeFileSync(lockFile(), `${dead}\n`);
    // A broken edition file ends this build right after it has the lock: no full build needed to see the takeover.
    const edition = path.join(project, `editions/${EARLY}.json`);
    const original = readFileSync(edition, 'utf8');
    // A price written as text, whatever the edition's price is: the edit must change the file.
    const broken = original.replace(/"price": (\d+)/, '"price": "$1€"');
    expect(broken).not.toBe(original);
    writeFileSync(edition, broken);
    const result = await startBuild().done;
    writeFileSync(edition, original);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `Hinweis: Die Build-Sperre .build/ für dist/ von Prozess ${dead} ist verwaist (der Prozess läuft nicht mehr) und wird übernommen.`,
    );
    expect(result.stderr).toMatch(new RegExp(`editions/${EARLY}\\.json:\\d+:\\d+ → offer\\.price: Zahl erwartet, "\\d+€" erhalten`));
    expect(existsSync(lockFile())).toBe(false);
  }, 60_000);
});
