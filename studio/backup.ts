import path from 'node:path';
import { readCommandLine } from '#scripts/cli/commandLine';
import { DEFAULT_CONFIG_FILE, loadHostedConfig } from './server/auth/config';
import { backupDataFolder } from './server/backup/dataBackup';

/**
 * `npm run studio:backup`: a consistent copy of the hosted studio's data folder into a new folder, while the
 * studio runs (studio/server/backup/dataBackup.ts; docs/betrieb/studio-installieren.md, „Backup“).
 */
const { values } = readCommandLine({
  command: 'npm run studio:backup',
  summary:
    'Sichert den Datenordner des gehosteten Studios (Konten, Schlüssel, Freigaben, Vorschau-Links, Verkaufszahlen) in einen neuen Ordner, auch während das Studio läuft.',
  options: {
    config: { type: 'string', value: '<Datei>', description: `die Konfiguration des gehosteten Studios (Standard ${DEFAULT_CONFIG_FILE})` },
    out: { type: 'string', value: '<Ordner>', description: 'der neue Ordner für die Sicherung (darf noch nicht bestehen)' },
  },
  examples: ['npm run studio:backup -- --config /etc/editionen-studio.json --out /var/backups/editionen-studio/2026-11-28'],
});

try {
  if (!values.out) throw new Error('Wohin? Gib den neuen Ordner für die Sicherung an: --out <Ordner>');
  const config = loadHostedConfig(path.resolve(values.config ?? DEFAULT_CONFIG_FILE), process.cwd());
  const target = path.resolve(values.out);
  const list = await backupDataFolder(config.dataDir, target);
  console.log(`Gesichert: ${Object.keys(list.files).length} Dateien aus ${config.dataDir} nach ${target} (Stand ${list.created}).`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
