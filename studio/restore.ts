import path from 'node:path';
import { readCommandLine } from '#scripts/cli/commandLine';
import { DEFAULT_CONFIG_FILE, loadHostedConfig } from './server/auth/config';
import { restoreDataFolder } from './server/backup/dataBackup';

/**
 * `npm run studio:restore`: puts a backup of `npm run studio:backup` back as the data folder of the configuration,
 * which must be new or empty (studio/server/backup/dataBackup.ts; docs/betrieb/studio-installieren.md, „Backup“).
 */
const { values } = readCommandLine({
  command: 'npm run studio:restore',
  summary: 'Spielt eine Sicherung des gehosteten Studios in seinen (neuen, leeren) Datenordner zurück.',
  options: {
    config: {
      type: 'string',
      value: '<Datei>',
      description: `die Konfiguration des gehosteten Studios (Standard ${DEFAULT_CONFIG_FILE}); ihr dataDir wird der Datenordner`,
    },
    from: { type: 'string', value: '<Ordner>', description: 'der Ordner, den npm run studio:backup geschrieben hat' },
  },
  examples: ['npm run studio:restore -- --config /etc/editionen-studio.json --from /var/backups/editionen-studio/2026-11-28'],
});

try {
  if (!values.from) throw new Error('Welche Sicherung? Gib ihren Ordner an: --from <Ordner>');
  const config = loadHostedConfig(path.resolve(values.config ?? DEFAULT_CONFIG_FILE), process.cwd());
  const list = await restoreDataFolder(path.resolve(values.from), config.dataDir);
  console.log(`Zurückgespielt: ${Object.keys(list.files).length} Dateien (Stand ${list.created}) nach ${config.dataDir}. Jetzt das Studio starten.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
