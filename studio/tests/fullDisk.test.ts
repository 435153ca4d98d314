import fsModule, * as fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioApi } from '../server/api';
import { EARLY, FIXTURE_TODAY } from '#tests/helpers/content';
import { copyContentRoot } from '#tests/helpers/tempContent';

/**
 * A full disk while the studio creates an edition: the system makes the file, then refuses its bytes. Nothing
 * may stay behind (an empty edition file would then block every approval), and the studio says why.
 */

// The unit tests share their modules (vitest.config.ts: isolate off), so a module mock would not reach a module
// another test loaded first: the real fs is patched and Node told to update its named exports
// (syncBuiltinESMExports), which every module that imports from node:fs reads.
const realWriteFileSync = fs.writeFileSync;
let fullUnder: string | undefined;
function patchedWriteFileSync(...[file, data, options]: Parameters<typeof fs.writeFileSync>) {
  if (fullUnder && typeof file === 'string' && file.startsWith(fullUnder)) {
    realWriteFileSync(file, '', options);
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  }
  return realWriteFileSync(file, data, options);
}

let root: string;
beforeAll(() => {
  root = copyContentRoot();
  (fsModule as { writeFileSync: typeof fs.writeFileSync }).writeFileSync = patchedWriteFileSync;
  syncBuiltinESMExports();
});
afterAll(() => {
  (fsModule as { writeFileSync: typeof fs.writeFileSync }).writeFileSync = realWriteFileSync;
  syncBuiltinESMExports();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('creating an edition on a full disk', () => {
  it('leaves no file behind and says in German that the server has no room', async () => {
    const editions = path.join(root, 'editions');
    const before = fs.readdirSync(editions).sort();
    const api = createStudioApi({ root, today: FIXTURE_TODAY });
    fullUnder = editions;
    const answer = await api.create('winter', EARLY);
    fullUnder = undefined;
    expect(fs.readdirSync(editions).sort()).toEqual(before);
    expect(answer.status).toBe(409);
    expect((answer.body as { message: string }).message).toBe(
      'editions/winter.json konnte nicht angelegt werden: Auf dem Speicher des Servers ist kein Platz mehr. Es wurde nichts angelegt; bitte die Verwaltung, Platz zu schaffen, und versuche es dann noch einmal.',
    );
  });
});
