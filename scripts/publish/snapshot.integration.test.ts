import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PublishError } from './publishError';
import { changesBetween, contentFiles } from './snapshot';

/**
 * What a publish reads from editions/: only the files the loader reads, and only regular ones. A FIFO is
 * never opened (it would block the publish and, in the studio, the whole server), a symbolic link never
 * followed (its target's text would be copied into a release record).
 */

function project() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'projekt-'));
  mkdirSync(path.join(root, 'editions'));
  writeFileSync(path.join(root, 'editions', 'site.json'), '{}');
  writeFileSync(path.join(root, 'editions', 'winter.json'), '{"name":"Winter"}');
  return root;
}

describe('the content files a publish reads', () => {
  it('opens no FIFO and follows no symbolic link in editions/', () => {
    const root = project();
    const secret = path.join(mkdtempSync(path.join(os.tmpdir(), 'draussen-')), 'geheim.json');
    writeFileSync(secret, '{"geheim":"nicht kopieren"}');
    symlinkSync(secret, path.join(root, 'editions', '.leak.json'));
    const fifo = path.join(root, 'editions', '.pipe.json');
    execFileSync('mkfifo', [fifo]);
    // A writer, so that reading the FIFO would return (with this text) instead of blocking the test for good.
    const writer = spawn('sh', ['-c', `printf '{"aus":"der Pipe"}' > '${fifo}'`]);
    try {
      expect(contentFiles(root)).toEqual({ 'editions/site.json': '{}', 'editions/winter.json': '{"name":"Winter"}' });
    } finally {
      writer.kill();
    }
  });

  it('refuses an edition file that is a symbolic link, naming it, without its target’s text', () => {
    const root = project();
    const secret = path.join(mkdtempSync(path.join(os.tmpdir(), 'draussen-')), 'geheim.json');
    writeFileSync(secret, '{"geheim":"nicht kopieren"}');
    symlinkSync(secret, path.join(root, 'editions', 'spring.json'));
    let message = '';
    try {
      contentFiles(root);
    } catch (error) {
      if (!(error instanceof PublishError)) throw error;
      message = error.message;
    }
    expect(message).toMatch(/^Nicht veröffentlicht: editions\/spring\.json ist ein Verweis \(symbolischer Link\)/);
    expect(message).not.toContain('geheim');
  });
});

describe('what a publish says changes', () => {
  it('names a new order of the sections by the sections’ names, as the studio’s navigation does', () => {
    const edition = (order: string[]) => JSON.stringify({ name: 'Winter', sections: order.map((type) => ({ type })) });
    const changes = changesBetween(
      { files: { 'editions/winter.json': edition(['hero', 'painPoints', 'testimonials', 'faq']) }, pages: {} },
      { files: { 'editions/winter.json': edition(['hero', 'testimonials', 'painPoints', 'faq']) }, pages: {} },
    );
    const order = changes.files[0].differences.find((difference) => difference.path === 'sections');
    expect(order).toMatchObject({ a: 'Kopfbereich, Probleme, Bewertungen, Häufige Fragen', b: 'Kopfbereich, Bewertungen, Probleme, Häufige Fragen' });
  });

  it('lists a new edition’s texts field by field, except on the first publish, where every file is new', () => {
    const live = { files: { 'editions/winter.json': '{"name":"Winter"}' }, pages: {} };
    const spring = JSON.stringify({ name: 'Frühling', sections: [{ type: 'hero', title: 'Frühlingsstart' }] });
    const next = { files: { ...live.files, 'editions/spring.json': spring }, pages: {} };
    const added = changesBetween(live, next).files.find((change) => change.file === 'editions/spring.json');
    expect(added?.status).toBe('neu');
    expect(added?.differences).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'name', b: 'Frühling' })]));
    expect(added?.labels.length).toBe(added?.differences.length);
    const first = changesBetween(undefined, next).files;
    expect(first.map((change) => change.differences)).toEqual([[], []]);
  });
});
