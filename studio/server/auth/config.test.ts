import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadHostedConfig } from './config';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function load(config: unknown) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'studio-konfig-'));
  const project = path.join(dir, 'projekt');
  const file = path.join(project, 'studio.hosted.json');
  mkdirSync(project);
  writeFileSync(file, JSON.stringify(config));
  return () => loadHostedConfig(file, project);
}

describe('the hosted configuration', () => {
  it('fills in the defaults and makes the data folder absolute, next to the configuration', () => {
    const config = load({ origin: 'https://studio.example.de', dataDir: '../studio-daten' })();
    expect(config).toMatchObject({
      origin: 'https://studio.example.de',
      listenHost: '127.0.0.1',
      trustedProxies: ['127.0.0.1', '::1'],
      dataDir: path.join(dir, 'studio-daten'),
      sessionIdleMinutes: 30,
      sessionMaxHours: 10,
      loginAttemptsPerAccount: 5,
      loginAttemptsPerAddress: 20,
      loginLockMinutes: 15,
    });
  });

  it('refuses a plain-HTTP address, a path, a data folder inside the project and unknown fields, naming file and field', () => {
    expect(load({ origin: 'http://studio.example.de', dataDir: '/tmp/x' })).toThrow(
      /studio\.hosted\.json → origin: erwartet die Adresse des Studios mit https:\/\//,
    );
    expect(load({ origin: 'https://studio.example.de/studio', dataDir: '/tmp/x' })).toThrow(/→ origin: /);
    expect(load({ origin: 'https://studio.example.de', dataDir: 'daten' })).toThrow(/→ dataDir: Der Datenordner .* liegt im Projekt/);
    expect(load({ origin: 'https://studio.example.de', dataDir: '/tmp/x', sessionIdleMinute: 5 })).toThrow(/unbekannte Angabe „sessionIdleMinute“/);
    expect(load({ origin: 'https://studio.example.de', dataDir: '/tmp/x', sessionMaxHours: 48 })).toThrow(/→ sessionMaxHours: erwartet höchstens 24 Stunden/);
  });
});
