import path from 'node:path';
import { todayInGermany } from '#kit/model/sales';
import { readCommandLine } from '#scripts/cli/commandLine';
import { todayOption } from '#scripts/cli/todayOption';
import { DEFAULT_CONFIG_FILE, loadHostedConfig } from './server/auth/config';
import { withNotifier } from './server/notifications/scheduledNotices';

/**
 * `npm run studio:notify-rebuild-failed`: tells the hosted studio's Verwaltung that the nightly rebuild failed
 * (deploy/rebuild.sh runs it when a run fails and STUDIO_CONFIG names the studio's configuration). The notice goes
 * into the data folder's outbox; the studio shows it under the bell and its mail worker sends the e-mail. A second
 * failure within 12 hours is merged into the first.
 */
const { values } = readCommandLine({
  command: 'npm run studio:notify-rebuild-failed',
  summary: 'Teilt der Verwaltung des gehosteten Studios mit, dass der nächtliche Neubau der Seiten fehlgeschlagen ist.',
  options: {
    config: { type: 'string', value: '<Datei>', description: `die Konfiguration des gehosteten Studios (Standard ${DEFAULT_CONFIG_FILE})` },
    today: { ...todayOption, description: 'der Tag, für den gebaut wurde (Standard: heute in Deutschland)' },
    reason: { type: 'string', value: '<Text>', description: 'was fehlschlug, in einer Zeile (z. B. der Schritt und sein Status)' },
  },
  examples: ['npm run studio:notify-rebuild-failed -- --config /etc/editionen-studio.json --reason "Seiten bauen (Status 1)"'],
});

try {
  const config = loadHostedConfig(path.resolve(values.config ?? DEFAULT_CONFIG_FILE), process.cwd());
  const told = withNotifier(config, 'den fehlgeschlagenen Neubau', (notifier) => {
    notifier.rebuildFailed(values.today ?? todayInGermany(), values.reason, new Date().toISOString());
  });
  // Without, withNotifier said why on stderr.
  if (told) console.log('Der Verwaltung des Studios ist mitgeteilt, dass der Neubau fehlgeschlagen ist.');
  process.exit(told ? 0 : 1);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
