import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../dev/projectCopy';
import { createPublisher } from './publisher';
import { PublishError } from './publishError';

/** A publish never runs beside another publish or a build of the site, and then says why. */

let project: string;
let sleeper: ChildProcess;

beforeAll(() => {
  project = copyProject();
  writeFileSync(path.join(project, 'publish.config.json'), JSON.stringify({ target: 'directory', directory: 'live' }));
  mkdirSync(path.join(project, '.build'), { recursive: true });
  // A process that runs for the length of the test, standing in for the other publish or build.
  sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)']);
});

afterAll(() => {
  sleeper.kill();
  rmSync(project, { recursive: true, force: true });
});

async function refusalOf(lock: string): Promise<string> {
  const file = path.join(project, '.build', lock);
  writeFileSync(file, `${sleeper.pid}\n`);
  try {
    await createPublisher({ root: project }).plan();
  } catch (error) {
    if (error instanceof PublishError) return error.message;
    throw error;
  } finally {
    rmSync(file, { force: true });
  }
  throw new Error('nicht abgelehnt');
}

describe('publisher', () => {
  it('refuses while another publish runs, and while a build of the site runs, building nothing', async () => {
    expect(await refusalOf('publish.lock')).toContain('läuft schon eine Veröffentlichung');
    expect(await refusalOf('dist.lock')).toContain(`Build der Website (Prozess ${sleeper.pid})`);
    expect(existsSync(path.join(project, 'live'))).toBe(false);
    expect(existsSync(path.join(project, '.build', 'publish'))).toBe(false);
  });
});
