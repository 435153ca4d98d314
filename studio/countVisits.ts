import path from 'node:path';
import { todayInGermany } from '#kit/model/sales';
import { readCommandLine } from '#scripts/cli/commandLine';
import { DEFAULT_VISITS_LOG } from '#scripts/hosting/visitLog';
import { DEFAULT_CONFIG_FILE, loadHostedConfig } from './server/auth/config';
import { runVisitCount } from './server/visits/visitCountJob';

/**
 * `npm run studio:visits`: reads the site's visits log (what nginx logged since the last run)
 * into the hosted studio's figures (docs/betrieb/verkaeufe.md). Meant for the timer that runs `studio:scheduled`;
 * names each line it could not read and goes on, and exits 1 only when it could not read the log at all.
 */
const { values } = readCommandLine({
  command: 'npm run studio:visits',
  summary: 'Zählt Besuche und Klicks zum Bestellformular aus dem Besuchsprotokoll der Website in die Zahlen des gehosteten Studios.',
  options: {
    config: { type: 'string', value: '<Datei>', description: `die Konfiguration des gehosteten Studios (Standard ${DEFAULT_CONFIG_FILE})` },
    log: { type: 'string', value: '<Datei>', description: `das Besuchsprotokoll, das nginx schreibt (Standard ${DEFAULT_VISITS_LOG})` },
  },
  examples: ['npm run studio:visits -- --config /etc/editionen-studio.json', 'npm run studio:visits -- --log /var/log/nginx/editionen-besuche.log'],
});

try {
  const root = process.cwd();
  const config = loadHostedConfig(path.resolve(values.config ?? DEFAULT_CONFIG_FILE), root);
  const { lines, exitCode } = runVisitCount({ root, dataDir: config.dataDir, logFile: values.log ?? DEFAULT_VISITS_LOG, today: todayInGermany() });
  for (const line of lines) console.log(line);
  process.exit(exitCode);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
