import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from './helpers/content';

/**
 * deploy/rebuild.sh and the cron line that starts it, run for real in a scratch git checkout. Only the
 * expensive or host-bound commands are stubs on PATH: `npm` (its build writes a dist/build-info.json
 * with no planned change and notes that it ran), `rsync` (not on every test machine; a plain copy) and
 * `logger` (the system log; the stub keeps what it was given).
 */

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const STUB_NPM = `#!/bin/bash
# npm ci: nothing to install. npm run build: a build that plans no later change (or fails with STUB_FAIL set).
if [ "$1" = run ] && [ "$2" = build ]; then
  if [ -n "$STUB_FAIL" ]; then echo "build failed" >&2; exit 3; fi
  mkdir -p dist && echo '{"nextChange": null}' > dist/build-info.json && echo built >> "$STUB_LOG"
fi
# The studio's notice of a failed run: its arguments, one per line.
if [ "$1" = run ] && [ "$3" = studio:notify-rebuild-failed ]; then printf '%s\n' "$@" > "$STUB_NOTIFY"; fi
`;
const STUB_RSYNC = `#!/bin/bash
# rsync -a --delay-updates --delete-delay dist/ <target>/
for last; do :; done
cp -a dist/. "$last"
`;
const STUB_LOGGER = `#!/bin/bash
cat >> "$STUB_SYSLOG"
`;

interface Checkout {
  dir: string;
  bin: string;
  env: NodeJS.ProcessEnv;
  /** How many builds have run so far. */
  builds: () => number;
}

function scratchCheckout(): Checkout {
  const base = mkdtempSync(path.join(os.tmpdir(), 'rebuild-'));
  scratch.push(base);
  const dir = path.join(base, 'checkout');
  const bin = path.join(base, 'bin');
  mkdirSync(path.join(dir, 'deploy'), { recursive: true });
  mkdirSync(path.join(dir, 'editions'));
  mkdirSync(path.join(dir, 'node_modules'));
  mkdirSync(bin);
  cpSync(path.join(projectRoot, 'deploy/rebuild.sh'), path.join(dir, 'deploy/rebuild.sh'));
  cpSync(path.join(projectRoot, '.gitignore'), path.join(dir, '.gitignore'));
  writeFileSync(path.join(dir, 'package-lock.json'), '{}\n');
  writeFileSync(path.join(dir, 'editions/winter.json'), '{ "slug": "winteredition" }\n');
  for (const [name, text] of [
    ['npm', STUB_NPM],
    ['rsync', STUB_RSYNC],
    ['logger', STUB_LOGGER],
  ]) {
    writeFileSync(path.join(bin, name), text);
    chmodSync(path.join(bin, name), 0o755);
  }
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '--quiet');
  git('add', '-A');
  git('-c', 'user.name=Test', '-c', 'user.email=test@localhost', 'commit', '--quiet', '-m', 'Editionen');
  const log = path.join(base, 'builds.log');
  const env = {
    ...process.env,
    PATH: `${bin}:${process.env.PATH}`,
    PUBLISH_DIR: path.join(base, 'published'),
    STUB_LOG: log,
    STUB_SYSLOG: path.join(base, 'syslog'),
    STUB_NOTIFY: path.join(base, 'notify'),
  };
  return { dir, bin, env, builds: () => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0) };
}

function rebuild(checkout: Checkout) {
  const result = spawnSync('bash', [path.join(checkout.dir, 'deploy/rebuild.sh')], { cwd: checkout.dir, env: checkout.env, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

describe('deploy/rebuild.sh', () => {
  it('builds once, then nothing until the checkout changes: also by a new edition file git does not know yet', () => {
    const checkout = scratchCheckout();
    expect(rebuild(checkout)).toContain('published the build for');
    expect(rebuild(checkout)).toContain('nothing due: checkout unchanged');
    expect(checkout.builds()).toBe(1);

    writeFileSync(path.join(checkout.dir, 'editions/spring.json'), '{ "slug": "fruehlingsedition" }\n');
    expect(rebuild(checkout)).toContain('published the build for');
    expect(checkout.builds()).toBe(2);
    expect(rebuild(checkout)).toContain('nothing due: checkout unchanged');

    // A change inside the new, still untracked file is a change too.
    writeFileSync(path.join(checkout.dir, 'editions/spring.json'), '{ "slug": "fruehlingsedition-2027" }\n');
    expect(rebuild(checkout)).toContain('published the build for');
    expect(checkout.builds()).toBe(3);
  });

  it('tells the hosted studio of a failed run when STUDIO_CONFIG names its configuration, and still fails', () => {
    const checkout = scratchCheckout();
    const notify = checkout.env.STUB_NOTIFY!;
    const run = (env: NodeJS.ProcessEnv) =>
      spawnSync('bash', [path.join(checkout.dir, 'deploy/rebuild.sh')], { cwd: checkout.dir, env: { ...checkout.env, ...env }, encoding: 'utf8' });
    // Without STUDIO_CONFIG nobody is told.
    expect(run({ STUB_FAIL: '1' }).status).toBe(3);
    expect(existsSync(notify)).toBe(false);
    const failed = run({ STUB_FAIL: '1', STUDIO_CONFIG: '/etc/editionen-studio.json' });
    expect(failed.status).toBe(3);
    const args = readFileSync(notify, 'utf8').trim().split('\n');
    expect(args.slice(0, 6)).toEqual(['run', '--silent', 'studio:notify-rebuild-failed', '--', '--config', '/etc/editionen-studio.json']);
    expect(args).toContain('Schritt „Seiten bauen“ (Status 3)');
    expect(args[args.indexOf('--today') + 1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A run that succeeds tells nothing.
    rmSync(notify);
    expect(run({ STUDIO_CONFIG: '/etc/editionen-studio.json' }).status).toBe(0);
    expect(existsSync(notify)).toBe(false);
  });

  it('is not held up by a pipe among the new files', () => {
    const checkout = scratchCheckout();
    rebuild(checkout);
    execFileSync('mkfifo', [path.join(checkout.dir, 'editions/spring.json')]);
    const result = spawnSync('bash', [path.join(checkout.dir, 'deploy/rebuild.sh')], {
      cwd: checkout.dir,
      env: checkout.env,
      encoding: 'utf8',
      timeout: 20_000,
      killSignal: 'SIGKILL',
    });
    // Killed after 20 s if it waited on the pipe; git itself lists no pipes, so nothing is due.
    expect([result.signal, result.status]).toEqual([null, 0]);
    expect(result.stdout).toContain('nothing due');
  });
});

describe('deploy/cron/editionen-rebuild', () => {
  const cronFile = readFileSync(path.join(projectRoot, 'deploy/cron/editionen-rebuild'), 'utf8');
  const lines = cronFile.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const variables = Object.fromEntries(lines.filter((line) => /^[A-Z]+=/.test(line)).map((line) => line.split(/=(.*)/s).slice(0, 2)));
  const jobs = lines.filter((line) => !/^[A-Z]+=/.test(line));

  it('is one hourly job of the user editionen, in the checkout /srv/editionen', () => {
    expect(jobs).toHaveLength(1);
    const [minute, hour, day, month, weekday, user] = jobs[0].split(/\s+/);
    expect([minute, hour, day, month, weekday, user]).toEqual(['5', '*', '*', '*', '*', 'editionen']);
    expect(jobs[0]).toContain('cd /srv/editionen && ');
    expect(variables.SHELL).toBe('/bin/bash');
  });

  it('runs as written on a fresh host: its output reaches the log, and nothing needs a folder made first', () => {
    const checkout = scratchCheckout();
    const command = jobs[0]
      .split(/\s+/)
      .slice(6)
      .join(' ')
      .replace('cd /srv/editionen', `cd ${checkout.dir}`)
      .replace(/PUBLISH_DIR=\S+/, `PUBLISH_DIR=${checkout.env.PUBLISH_DIR}`);
    // cron runs the command with the file's SHELL and PATH; the stubs go in front.
    const result = spawnSync(variables.SHELL, ['-c', command], { env: { ...checkout.env, PATH: `${checkout.bin}:${variables.PATH}` }, encoding: 'utf8' });
    expect([result.status, result.stderr]).toEqual([0, '']);
    expect(readFileSync(checkout.env.STUB_SYSLOG!, 'utf8')).toContain('published the build for');
    expect(existsSync(path.join(checkout.env.PUBLISH_DIR!, 'build-info.json'))).toBe(true);
  });
});
