import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPublishJobs } from './publish';

/** The studio's list of releases: a release whose record cannot be read is named and left out, not an error. */
describe('the studio’s list of releases', () => {
  it('lists the readable releases, marks the live one, and names an unreadable record', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'projekt-'));
    const live = path.join(mkdtempSync(path.join(os.tmpdir(), 'live-')), 'site');
    writeFileSync(path.join(root, 'publish.config.json'), JSON.stringify({ target: 'directory', directory: live }));
    const releases = path.join(live, 'releases');
    for (const id of ['2026-01-01T09-00-00Z', '2026-01-02T09-00-00Z']) mkdirSync(path.join(releases, id), { recursive: true });
    writeFileSync(path.join(releases, '2026-01-01T09-00-00Z.json'), '{"truncated');
    writeFileSync(path.join(releases, '2026-01-02T09-00-00Z.json'), JSON.stringify({ id: '2026-01-02T09-00-00Z', time: '2026-01-02T09:00:00.000Z', summary: 'Winter-Edition (Preis)', files: {}, pages: {} }));
    symlinkSync(path.join('releases', '2026-01-02T09-00-00Z'), path.join(live, 'current'));

    const { status, body } = await createPublishJobs({ root }).overview();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      releases: [{ id: '2026-01-02T09-00-00Z', live: true, summary: 'Winter-Edition (Preis)' }],
      skipped: ['releases/2026-01-01T09-00-00Z.json ist unlesbar oder beschädigt und wird übersprungen.'],
    });
    expect(body).not.toHaveProperty('problem');
  });
});
