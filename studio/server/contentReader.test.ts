import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#tests/helpers/content';
import { TEST_DAY } from '#tests/helpers/testDay';
import { createContentReader } from './contentReader';

/** The studio's one reader of content: a draft checked once per text, day and state of the files, the last few kept. */
let project: string;

beforeAll(() => {
  project = mkdtempSync(path.join(os.tmpdir(), 'studio-leser-'));
  cpSync(path.join(projectRoot, 'editions'), path.join(project, 'editions'), { recursive: true });
  cpSync(path.join(projectRoot, 'public', 'images'), path.join(project, 'public', 'images'), { recursive: true });
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the content reader', () => {
  it('keeps a checked draft for the same text, day and files, and checks again when any of them changes', () => {
    const reader = createContentReader({ editionsDir: path.join(project, 'editions'), publicDir: path.join(project, 'public'), today: TEST_DAY });
    const file = path.join(project, 'editions', 'winter.json');
    const text = readFileSync(file, 'utf8');
    const renamed = text.replace(/"name": "([^"]*)"/, '"name": "$1 (Entwurf)"');
    const first = reader.withDraft('winter.json', renamed);
    expect(first.editions.find((edition) => edition.key === 'winter')?.name).toMatch(/\(Entwurf\)$/);
    expect(reader.withDraft('winter.json', renamed)).toBe(first);

    // Another text, another day: checked anew; the first is still kept.
    expect(reader.withDraft('winter.json', text)).not.toBe(first);
    expect(reader.withDraft('winter.json', renamed, '2026-01-02')).not.toBe(first);
    expect(reader.withDraft('winter.json', renamed)).toBe(first);

    // Another file changed on disk (the draft is checked with it): checked anew.
    const site = path.join(project, 'editions', 'site.json');
    writeFileSync(site, `${readFileSync(site, 'utf8')}\n`);
    const again = reader.withDraft('winter.json', renamed);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
