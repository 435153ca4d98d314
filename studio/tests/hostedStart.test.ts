import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#tests/helpers/content';

/** `npm run studio -- --hosted` refuses to start on a configuration it cannot use, in German, before Vite loads. */

const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(args: string[]) {
  const tsx = pathToFileURL(path.join(projectRoot, 'node_modules/tsx/dist/loader.mjs')).href;
  const result = spawnSync(process.execPath, ['--import', tsx, path.join(projectRoot, 'studio/start.ts'), ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stderr: result.stderr };
}

describe('npm run studio -- --hosted', () => {
  it('names a missing configuration, a plain-HTTP origin and a data folder inside the project', () => {
    const missing = path.join(dir, 'fehlt.json');
    expect(start(['--hosted', '--config', missing])).toEqual({
      status: 1,
      stderr: `${missing}: Die Konfiguration des gehosteten Studios fehlt. Lege sie an (docs/betrieb/studio-server.md) oder nenne sie mit --config.\n`,
    });

    const plain = path.join(dir, 'http.json');
    writeFileSync(plain, JSON.stringify({ origin: 'http://studio.example.de', dataDir: path.join(dir, 'daten') }));
    expect(start(['--hosted', '--config', plain]).stderr).toMatch(/http\.json → origin: erwartet die Adresse des Studios mit https:\/\//);

    const inside = path.join(dir, 'innen.json');
    writeFileSync(inside, JSON.stringify({ origin: 'https://studio.example.de', dataDir: path.join(projectRoot, '.studio-data') }));
    expect(start(['--hosted', '--config', inside]).stderr).toMatch(/innen\.json → dataDir: Der Datenordner .* liegt im Projekt/);
  });

  it('names a damaged users.json and what to do about it', () => {
    const dataDir = path.join(dir, 'kaputt-daten');
    mkdirSync(dataDir, { mode: 0o700 });
    writeFileSync(path.join(dataDir, 'users.json'), '{"users": [', { mode: 0o600 });
    const config = path.join(dir, 'kaputt.json');
    writeFileSync(config, JSON.stringify({ origin: 'https://studio.example.de', dataDir }));
    expect(start(['--hosted', '--config', config])).toEqual({
      status: 1,
      stderr: `${path.join(dataDir, 'users.json')}: Die Kontendatei ist kein gültiges JSON. Bis sie wieder stimmt, kann sich niemand im Studio anmelden. Stelle sie aus der Sicherung wieder her, oder benenne sie um und lege die Konten neu an (npm run studio:users -- add <Name> --rollen …).\n`,
    });
  });

  it('refuses a data folder or a file in it that other accounts of the server may read, naming it and the command that closes it', () => {
    const dataDir = path.join(dir, 'offen-daten');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const config = path.join(dir, 'offen.json');
    writeFileSync(config, JSON.stringify({ origin: 'https://studio.example.de', dataDir }));
    expect(start(['--hosted', '--config', config])).toEqual({
      status: 1,
      stderr: `${dataDir}: Der Datenordner des Studios hat die Rechte 0755, also dürfen auch andere Konten dieses Servers hinein; er enthält die Konten und den Schlüssel des Studios. Das Studio startet erst, wenn nur sein eigenes Konto ihn öffnen kann: chmod 700 ${dataDir}\n`,
    });

    chmodSync(dataDir, 0o700);
    const usersFile = path.join(dataDir, 'users.json');
    writeFileSync(usersFile, '{"users": []}');
    chmodSync(usersFile, 0o644);
    expect(start(['--hosted', '--config', config])).toEqual({
      status: 1,
      stderr: `${usersFile}: Die Datei hat die Rechte 0644, also dürfen auch andere Konten dieses Servers sie lesen. Das Studio startet erst, wenn nur sein eigenes Konto sie lesen kann: chmod 600 ${usersFile}\n`,
    });
  });

  it('takes --config only with --hosted', () => {
    expect(start(['--config', path.join(dir, 'x.json')])).toEqual({ status: 2, stderr: '--config gilt nur zusammen mit --hosted.\n' });
  });
});
