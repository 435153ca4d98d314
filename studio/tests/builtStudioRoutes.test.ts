import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Publisher } from '#scripts/publish/publisher';
import { hostedConfigSchema } from '#studio/server/auth/config';
import { builtStudio } from '#studio/server/builtStudio';
import { HEALTH_PATH } from '#studio/server/health';
import { projectRoot } from '#tests/helpers/content';

/**
 * What the built studio answers before its gate, called in-process (app.request, no socket): the health answer for
 * monitors, to anyone and without a secret; and build bookkeeping (Vite's manifest), to nobody.
 */

/** A stand-in for what `npm run studio:build` makes: the app's manifest, the site's template, the two server folders. */
function fakeBuild(): string {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'studio-build-'));
  mkdirSync(path.join(buildDir, 'app/.vite'), { recursive: true });
  writeFileSync(
    path.join(buildDir, 'app/.vite/manifest.json'),
    JSON.stringify({
      'studio/app/main.tsx': { file: 'assets/main-abc.js', src: 'studio/app/main.tsx' },
      'studio/app/fonts.css': { file: 'assets/fonts-abc.css' },
    }),
  );
  mkdirSync(path.join(buildDir, 'site'));
  writeFileSync(path.join(buildDir, 'site/index.html'), '<!doctype html><html lang="de"><head></head><body><div id="root"></div></body></html>');
  mkdirSync(path.join(buildDir, 'site-server'));
  mkdirSync(path.join(buildDir, 'server'));
  return buildDir;
}

function studio(releases: Publisher['releases']) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-daten-'));
  const config = {
    ...hostedConfigSchema.parse({ origin: 'https://studio.example.de' }),
    dataDir,
    file: 'studio.hosted.json',
    ipnPassphrase: 'eine-lange-geheime-Passphrase-2026',
  };
  return builtStudio({ root: projectRoot, buildDir: fakeBuild(), config, publisher: { releases } as Publisher });
}

const live = (builtFor: string) => ({
  id: '20261126-120000',
  time: '2026-11-26T11:00:00.000Z',
  live: true,
  summary: 'Winter',
  details: { builtFor, commit: 'a'.repeat(40), by: 'Fritz Freigabe' },
});

describe('the built studio’s health answer for monitors', () => {
  it('says, without a session, that it runs, its version and the day the live release was built for; nothing secret', async () => {
    const app = studio(async () => ({ releases: [{ ...live('2026-11-20'), live: false }, live('2026-11-26')], skipped: [] }));
    const answer = await app.request(HEALTH_PATH, { headers: { Host: 'studio.example.de' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { version } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string };
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ status: 'ok', version, liveBuiltFor: '2026-11-26' });
    expect(text).not.toMatch(/Fritz|aaaaaaa|Passphrase|studio-daten/);
    expect((await app.request(HEALTH_PATH, { method: 'HEAD' })).status).toBe(200);
  });

  it('still answers 200 when no release is live or the publish target cannot be read', async () => {
    const none = await studio(async () => ({ releases: [], skipped: [] })).request(HEALTH_PATH);
    expect(await none.json()).toMatchObject({ status: 'ok', liveBuiltFor: null });
    const broken = await studio(async () => {
      throw new Error('publish.config.json fehlt');
    }).request(HEALTH_PATH);
    expect(broken.status).toBe(200);
    expect(await broken.json()).toMatchObject({ status: 'ok', liveBuiltFor: null });
  });
});

describe('the built studio’s build bookkeeping', () => {
  it.each(['/studio/app/.vite/manifest.json', '/studio/app/%2Evite/manifest.json', '/assets/.vite/manifest.json', '/.git/config'])(
    'answers %s with 404 to anyone, before the gate',
    async (address) => {
      const answer = await studio(async () => ({ releases: [], skipped: [] })).request(address);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe('Diese Adresse gibt es im Studio nicht.');
    },
  );
});
