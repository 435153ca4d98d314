import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recordVersion } from './recordVersion';

/**
 * Two processes commit to one project: the studio saves while `npm run studio:scheduled` records a publish.
 * git's index is shared; with the project's commit lock each waits for the other, and every change is
 * recorded.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const ROUNDS = 15;
const gitIn = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const versions = path.join(import.meta.dirname, 'recordVersion.ts');

/** The scheduled run's part, in a process of its own: `rounds` publishes recorded as empty commits. */
function publishesElsewhere(root: string): Promise<string> {
  const script = `
    import { recordVersion } from ${JSON.stringify(versions)};
    const person = { name: 'Fritz Freigabe', email: 'fritz@example.de' };
    const notes = [];
    for (let round = 1; round <= ${ROUNDS}; round++) notes.push(await recordVersion(${JSON.stringify(root)}, { paths: [], subject: 'Veröffentlicht (geplant) ' + round, action: 'veröffentlicht', person }));
    console.log(JSON.stringify(notes.filter((note) => !note.recorded)));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`exit ${code}: ${out}`))));
  });
}

describe('the project’s commit lock', () => {
  it('records every save in the studio and every publish of another process that commit at the same time', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'zwei-prozesse-'));
    dirs.push(root);
    gitIn(root, 'init', '-q', '-b', 'main');
    writeFileSync(path.join(root, 'winter.json'), '{}\n');
    gitIn(root, '-c', 'user.name=Dev', '-c', 'user.email=dev@example.org', 'add', '.');
    gitIn(root, '-c', 'user.name=Dev', '-c', 'user.email=dev@example.org', 'commit', '-q', '-m', 'Erste Fassung');

    const elsewhere = publishesElsewhere(root);
    const saves = [];
    for (let round = 1; round <= ROUNDS; round++) {
      writeFileSync(path.join(root, 'winter.json'), `{ "runde": ${round} }\n`);
      // As the studio's save: written, then its commit queued at once; the next save waits for it.
      saves.push(
        await recordVersion(root, {
          paths: ['winter.json'],
          subject: `Winter gespeichert ${round}`,
          action: 'gespeichert',
          person: { name: 'Anna Muster', email: 'anna@example.de' },
        }),
      );
    }
    expect(await elsewhere).toBe('[]');
    expect(saves.filter((note) => !note.recorded)).toEqual([]);
    const subjects = gitIn(root, 'log', '--format=%s').split('\n').filter(Boolean);
    expect(subjects.filter((subject) => subject.startsWith('Winter gespeichert'))).toHaveLength(ROUNDS);
    expect(subjects.filter((subject) => subject.startsWith('Veröffentlicht (geplant)'))).toHaveLength(ROUNDS);
    expect(gitIn(root, 'show', 'HEAD:winter.json')).toBe(`{ "runde": ${ROUNDS} }\n`);
    expect(gitIn(root, 'status', '--porcelain')).toBe('');
  }, 60_000);
});
