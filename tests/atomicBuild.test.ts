import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runScript } from './helpers/cli';
import { builtContent } from './helpers/builtSite';
import { projectRoot } from './helpers/content';
import { copyProject } from './helpers/projectCopy';
import { editJson } from './helpers/tempContent';
import { fingerprint } from './helpers/fingerprint';
import { TEST_DAY } from './helpers/testDay';

/** A failed build must leave the last good dist/ exactly as it was. */
let project: string;

const build = () => runScript('build.ts', ['--today', TEST_DAY], project);

beforeAll(() => {
  project = copyProject();
  // The last good build is the project's own, just made from the same files (tests/globalSetup.ts).
  cpSync(path.join(projectRoot, 'dist'), path.join(project, 'dist'), { recursive: true });
});

describe('atomic build', () => {
  it('stops on a broken edition file with file, field and expectation, and leaves dist/ byte for byte', () => {
    const before = fingerprint(path.join(project, 'dist'));
    const editions = path.join(project, 'editions');
    const { file } = builtContent().featured;
    const name = path.basename(file);
    const original = readFileSync(path.join(editions, name), 'utf8');
    editJson(editions, name, (data) => (data.offer.price = '399€'));
    const result = build();
    writeFileSync(path.join(editions, name), original);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`${file}:\\d+:\\d+ → offer\\.price: Zahl erwartet, "399€" erhalten`));
    expect(result.stderr).toContain('Build abgebrochen. dist/ ist unverändert.');
    expect(fingerprint(path.join(project, 'dist'))).toEqual(before);
  }, 120_000);

  it('stops on a render error and leaves dist/ byte for byte', () => {
    const before = fingerprint(path.join(project, 'dist'));
    const page = path.join(project, 'src/pages/ThankYouPage.tsx');
    const original = readFileSync(page, 'utf8');
    writeFileSync(page, original.replace('export function ThankYouPage() {', "export function ThankYouPage() {\n  throw new Error('Renderfehler im Test');"));
    const result = build();
    writeFileSync(page, original);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Renderfehler im Test');
    expect(fingerprint(path.join(project, 'dist'))).toEqual(before);
  }, 120_000);
});
