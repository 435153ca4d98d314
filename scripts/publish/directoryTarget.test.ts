import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { directoryTarget } from './directoryTarget';
import { PublishError } from './publishError';
import { contentFiles, type Snapshot } from './snapshot';
import { fingerprintsOf, publicFiles } from './snapshotFolder';

/**
 * The folder target without a real build: small built sites (a page loading a font under /assets/) go
 * live as releases, and what a killed run, a damaged record or a rollback leaves is checked file by file.
 */

let root: string;
let live: string;
let day = 0;
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const target = (keep = 5) => directoryTarget({ target: 'directory', directory: live, keep }, root);
const liveId = () => path.basename(readlinkSync(path.join(live, 'current')));
const releaseDir = (id: string) => path.join(live, 'releases', id);

/** A project with one edition and one image, as the snapshot of a publish reads them. */
function setContent(text: string, image: string) {
  mkdirSync(path.join(root, 'editions'), { recursive: true });
  mkdirSync(path.join(root, 'public', 'images'), { recursive: true });
  writeFileSync(path.join(root, 'editions', 'site.json'), '{"site":1}');
  writeFileSync(path.join(root, 'editions', 'winter.json'), text);
  writeFileSync(path.join(root, 'public', 'images', 'cover.svg'), image);
}

/** A built site whose home page loads the font `font`, from the project's content as it is now. */
function publish(font: string, keep = 5): { id: string; page: string } {
  const built = mkdtempSync(path.join(os.tmpdir(), 'gebaut-'));
  const page = `<link rel="preload" href="/assets/${font}"><p>${readFileSync(path.join(root, 'editions', 'winter.json'), 'utf8')}</p>`;
  mkdirSync(path.join(built, 'assets'));
  mkdirSync(path.join(built, 'images'));
  writeFileSync(path.join(built, 'index.html'), page);
  writeFileSync(path.join(built, 'assets', font), font);
  writeFileSync(path.join(built, 'images', 'cover.svg'), readFileSync(path.join(root, 'public', 'images', 'cover.svg')));
  const snapshot: Snapshot = { files: contentFiles(root), pages: { '/': sha(page) }, public: fingerprintsOf(publicFiles(root)) };
  const { id } = target(keep).deploy(built, snapshot, `Inhalt ${font}`, undefined, new Date(Date.UTC(2026, 0, 1, 9, 0, day++)));
  return { id, page };
}

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof PublishError) return error.message;
    throw error;
  }
  throw new Error('nicht abgelehnt');
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'projekt-'));
  live = path.join(mkdtempSync(path.join(os.tmpdir(), 'live-')), 'site');
  setContent('{"name":"A"}', '<svg>A</svg>');
});

describe('the folder target', () => {
  it('keeps the previous live release’s /assets/ files in the next one, so a page loaded before the switch finds its fonts', () => {
    const first = publish('font-a.woff2');
    const second = publish('font-b.woff2');
    expect(readdirSync(path.join(releaseDir(second.id), 'assets')).sort()).toEqual(['font-a.woff2', 'font-b.woff2']);
    // Only the live release's own files are carried: the folder does not grow with every publish.
    const third = publish('font-c.woff2');
    expect(readdirSync(path.join(releaseDir(third.id), 'assets')).sort()).toEqual(['font-b.woff2', 'font-c.woff2']);
    expect(first.id).not.toBe(third.id);
  });

  it('refuses to put a damaged release live, and removes what killed publishes and prunings left', () => {
    const first = publish('font-a.woff2');
    publish('font-b.woff2');
    rmSync(path.join(releaseDir(first.id), 'assets', 'font-a.woff2'));
    const before = liveId();
    expect(refusal(() => target().rollback(first.id))).toContain(
      `Das Release ${first.id} ist nicht vollständig (es fehlen Dateien oder sie sind verändert: /assets/font-a.woff2)`,
    );
    expect(liveId()).toBe(before);

    // A publish killed while copying, and a pruning killed after removing a record.
    mkdirSync(path.join(live, 'releases', '.incoming-2026-01-01T00-00-00Z', 'assets'), { recursive: true });
    rmSync(path.join(live, 'releases', `${first.id}.json`));
    expect(
      target()
        .releases()
        .releases.map((release) => release.id),
    ).not.toContain(first.id);
    publish('font-c.woff2');
    expect(readdirSync(path.join(live, 'releases')).filter((name) => name.startsWith('.') || name === first.id)).toEqual([]);
  });

  it('names an unreadable release record and lists the others', () => {
    const first = publish('font-a.woff2');
    const second = publish('font-b.woff2');
    writeFileSync(path.join(live, 'releases', `${first.id}.json`), '{"truncated');
    expect(target().releases()).toEqual({
      releases: [expect.objectContaining({ id: second.id, live: true })],
      skipped: [`releases/${first.id}.json ist unlesbar oder beschädigt und wird übersprungen.`],
    });
    expect(refusal(() => target().rollback(first.id))).toContain('gibt es');
  });

  it('puts editions/ and public/ back to the version a rollback puts live, so the next publish does not undo it', () => {
    const first = publish('font-a.woff2');
    setContent('{"name":"B","price":299}', '<svg>B</svg>');
    writeFileSync(path.join(root, 'editions', 'spring.json'), '{"name":"neu in B"}');
    publish('font-b.woff2');

    const back = target().rollback(first.id);
    expect(back).toMatchObject({ id: first.id, live: true });
    expect(back.note).toBeUndefined();
    expect(liveId()).toBe(first.id);
    expect(readFileSync(path.join(root, 'editions', 'winter.json'), 'utf8')).toBe('{"name":"A"}');
    expect(existsSync(path.join(root, 'editions', 'spring.json'))).toBe(false);
    expect(readFileSync(path.join(root, 'public', 'images', 'cover.svg'), 'utf8')).toBe('<svg>A</svg>');
    // What the next publish compares with: the project holds exactly the live release.
    expect(contentFiles(root)).toEqual(target().live()!.files);
    expect(
      target()
        .releases()
        .releases.find((release) => release.live)?.id,
    ).toBe(first.id);
  });

  it('refuses a rollback while editions/ holds a saved change that is not live, and changes nothing', () => {
    const first = publish('font-a.woff2');
    const second = publish('font-b.woff2');
    writeFileSync(path.join(root, 'editions', 'winter.json'), '{"name":"gespeichert, nicht veröffentlicht"}');
    expect(refusal(() => target().rollback(first.id))).toContain('Nicht zurückgerollt: editions/winter.json ist gespeichert, aber nicht live');
    expect(liveId()).toBe(second.id);
    expect(readFileSync(path.join(root, 'editions', 'winter.json'), 'utf8')).toBe('{"name":"gespeichert, nicht veröffentlicht"}');
  });

  it('offers every kept release but the live one as what a rollback brings back, with its content files', () => {
    const first = publish('font-a.woff2', 3);
    setContent('{"name":"B"}', '<svg>B</svg>');
    const second = publish('font-b.woff2', 3);
    setContent('{"name":"C"}', '<svg>C</svg>');
    const third = publish('font-c.woff2', 3);
    const winter = (ids: { files: Record<string, string> }[]) => ids.map((release) => release.files['editions/winter.json']);
    expect(
      target(3)
        .rollbackContent()
        .map((release) => release.id),
    ).toEqual([first.id, second.id]);
    expect(winter(target(3).rollbackContent())).toEqual(['{"name":"A"}', '{"name":"B"}']);

    target(3).rollback(first.id);
    expect(
      target(3)
        .rollbackContent()
        .map((release) => release.id),
    ).toEqual([second.id, third.id]);
    // A pruned release (the first, no longer live) cannot come back, nor one whose record cannot be read.
    publish('font-d.woff2', 3);
    writeFileSync(path.join(live, 'releases', `${third.id}.json`), '{"truncated');
    expect(
      target(3)
        .rollbackContent()
        .map((release) => release.id),
    ).toEqual([second.id]);
  });
});
