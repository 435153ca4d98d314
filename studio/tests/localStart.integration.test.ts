import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#scripts/hosting/ports';
import { loadContent } from '#src/content/loadContent';
import { FIXTURE_TODAY, publicDir } from '#tests/helpers/content';
import { copyProject } from '#tests/helpers/projectCopy';

/**
 * `npm run studio -- --today <day>` (studio/start.ts, as QA runs it to look at another day): the studio's list
 * names each edition's state on that day, as the build for that day would, not today's.
 */
let project: string;
let origin: string;
let stop: () => Promise<void> = async () => {};

beforeAll(async () => {
  project = copyProject({ content: 'fixtures' });
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(project, 'studio/start.ts'), '--no-open', '--port', String(port), '--today', FIXTURE_TODAY],
    {
      cwd: project,
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  // Until the studio has ended: Vite may still be writing its cache into the copy, which is removed after it.
  const ended = new Promise<void>((resolve) => child.once('close', () => resolve()));
  stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await ended;
  };
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const address = /(http:\/\/127\.0\.0\.1:\d+)\/studio/.exec(out)?.[1];
      if (address) resolve(address);
    });
    child.once('exit', (code) => reject(new Error(`npm run studio endete mit ${code}: ${out}`)));
  });
}, 120_000);

afterAll(async () => {
  await stop();
  rmSync(project, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

describe('npm run studio -- --today', () => {
  it('lists each edition in its state on that day', async () => {
    const listed = (await (await fetch(`${origin}/__studio/api/editions`)).json()) as Array<{ slug: string; state: string }>;
    const onThatDay = loadContent({ dir: path.join(project, 'editions'), publicDir, today: FIXTURE_TODAY });
    expect(listed.map(({ slug, state }) => ({ slug, state })).sort((a, b) => a.slug.localeCompare(b.slug))).toEqual(
      onThatDay.editions.map(({ slug, sales }) => ({ slug, state: sales.state })).sort((a, b) => a.slug.localeCompare(b.slug)),
    );
    // The fixtures' day is not today: on it, an edition still sells.
    expect(listed.some(({ state }) => state === 'early-bird' || state === 'on-sale')).toBe(true);
  });
});
