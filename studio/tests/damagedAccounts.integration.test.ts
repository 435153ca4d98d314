import { rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usersFileIn } from '../server/auth/dataFolder';
import { FIXTURE_TODAY } from '#tests/helpers/content';
import { copyContentRoot } from '#tests/helpers/tempContent';
import { startHostedHarness, type HarnessOptions, type HostedHarness } from './helpers/hostedServer';

/** A users.json broken by hand: everyone is told what is wrong and whom to tell, and the server's log names the file. */

const options: HarnessOptions = { today: FIXTURE_TODAY, renderPreview: async ({ route }) => `<!doctype html><html lang="de"><body>${route}</body></html>` };
let root: string;
let studio: HostedHarness;

beforeAll(async () => {
  root = copyContentRoot();
  studio = await startHostedHarness(root, { anna: ['Redaktion'] }, options);
});
afterAll(async () => {
  await studio.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(studio.dataDir, { recursive: true, force: true });
});

describe('hosted studio: a damaged accounts file', () => {
  it('answers the login page, a sign-in and the API with a German 503 saying what is wrong, and logs the file once', async () => {
    const signed = await studio.signIn('anna');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeFileSync(usersFileIn(studio.dataDir), '{"users": [');

    const page = await studio.send('GET', '/studio/anmelden');
    expect(page.status).toBe(503);
    expect(page.text).toContain(
      '<p class="fehler" id="anmeldung-fehler" role="alert">Das Studio kann seine Konten gerade nicht lesen: Die Kontendatei (users.json im Datenordner des Studios) ist beschädigt',
    );
    expect(page.text).toContain('Bitte sag der Person Bescheid, die den Server betreut');
    const opened = await studio.send('GET', '/studio', { headers: { Cookie: signed.cookie, Accept: 'text/html' } });
    expect(opened.status).toBe(503);
    const api = await studio.read(signed, '/editions');
    expect(api.status).toBe(503);
    expect(api.json.message).toMatch(/^Das Studio kann seine Konten gerade nicht lesen/);
    expect((await studio.postLogin('anna', 'egal-was-hier-steht')).status).toBe(503);

    expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([
      `${usersFileIn(studio.dataDir)}: Die Kontendatei ist kein gültiges JSON. Bis sie wieder stimmt, kann sich niemand im Studio anmelden. Stelle sie aus der Sicherung wieder her, oder benenne sie um und lege die Konten neu an (npm run studio:users -- add <Name> --rollen …).`,
    ]);
    logged.mockRestore();
  });
});
