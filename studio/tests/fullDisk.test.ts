import * as fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStudioApi } from '../server/api';
import { EARLY, FIXTURE_TODAY } from '#tests/helpers/content';
import { copyContentRoot } from '#tests/helpers/tempContent';

/**
 * A full disk while the studio creates an edition: the system makes the file, then refuses its bytes. Nothing
 * may stay behind (an empty edition file would then block every approval), and the studio says why.
 */

const disk = vi.hoisted(() => ({ fullUnder: undefined as string | undefined }));
vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  const writeFileSync: typeof real.writeFileSync = (file, data, options) => {
    if (disk.fullUnder && typeof file === 'string' && file.startsWith(disk.fullUnder)) {
      real.writeFileSync(file, '', options);
      throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC' });
    }
    return real.writeFileSync(file, data, options);
  };
  return { ...real, default: { ...real, writeFileSync }, writeFileSync };
});

let root: string;
beforeAll(() => {
  root = copyContentRoot();
});
afterAll(() => {
  disk.fullUnder = undefined;
  fs.rmSync(root, { recursive: true, force: true });
});

describe('creating an edition on a full disk', () => {
  it('leaves no file behind and says in German that the server has no room', async () => {
    const editions = path.join(root, 'editions');
    const before = fs.readdirSync(editions).sort();
    const api = createStudioApi({ root, today: FIXTURE_TODAY });
    disk.fullUnder = editions;
    const answer = await api.create('winter', EARLY);
    disk.fullUnder = undefined;
    expect(fs.readdirSync(editions).sort()).toEqual(before);
    expect(answer.status).toBe(409);
    expect((answer.body as { message: string }).message).toBe(
      'editions/winter.json konnte nicht angelegt werden: Auf dem Speicher des Servers ist kein Platz mehr. Es wurde nichts angelegt; bitte die Verwaltung, Platz zu schaffen, und versuche es dann noch einmal.',
    );
  });
});
