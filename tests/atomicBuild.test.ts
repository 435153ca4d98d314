import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from './helpers/projectCopy';
import { editJson } from './helpers/tempContent';

/** A failed build must leave the last good dist/ exactly as it was. */
let project: string;

const build = () => spawnSync('npx', ['tsx', 'scripts/build.ts'], { cwd: project, encoding: 'utf8' });

function fingerprint(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return files;
}

beforeAll(() => {
  project = copyProject();
  const first = build();
  expect(first.status, first.stderr).toBe(0);
}, 120_000);

describe('atomic build', () => {
  it('stops on a broken edition file with file, field and expectation, and leaves dist/ byte for byte', () => {
    const before = fingerprint(path.join(project, 'dist'));
    const editions = path.join(project, 'editions');
    const original = readFileSync(path.join(editions, 'winter.json'), 'utf8');
    editJson(editions, 'winter.json', (data) => (data.offer.price = '399€'));
    const result = build();
    writeFileSync(path.join(editions, 'winter.json'), original);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('editions/winter.json → offer.price: Zahl erwartet, "399€" erhalten');
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
