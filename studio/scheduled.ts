import path from 'node:path';
import { todayInGermany } from '#kit/model/sales';
import { readCommandLine } from '../scripts/cli/commandLine';
import { todayOption } from '../scripts/cli/todayOption';
import { formatDateLong } from '#engine/format';
import { DEFAULT_CONFIG_FILE, loadHostedConfig } from './server/auth/config';
import { createApprovalStore } from './server/approvals/approvalStore';
import { publishScheduled } from './server/approvals/scheduledGoLive';

/**
 * `npm run studio:scheduled`: puts live every version the hosted studio approved for a day that has come
 * (README, Hosted studio → Scheduled go-live). Run by the timer `npm run studio:deploy-files` writes; with
 * nothing due it does nothing and exits 0.
 */
const { values } = readCommandLine({
  command: 'npm run studio:scheduled',
  summary: 'Veröffentlicht die im gehosteten Studio für heute (oder früher) geplanten, freigegebenen Fassungen.',
  options: {
    config: { type: 'string', value: '<Datei>', description: `die Konfiguration des gehosteten Studios (Standard ${DEFAULT_CONFIG_FILE})` },
    today: { ...todayOption, description: 'der Tag, für den veröffentlicht und gebaut wird (Standard: heute in Deutschland)' },
  },
  examples: ['npm run studio:scheduled', 'npm run studio:scheduled -- --config /etc/editionen-studio.json', 'npm run studio:scheduled -- --today 2026-03-01'],
});

try {
  const root = process.cwd();
  const config = loadHostedConfig(path.resolve(values.config ?? DEFAULT_CONFIG_FILE), root);
  const today = values.today ?? todayInGermany();
  const run = await publishScheduled({ root, store: createApprovalStore(config.dataDir), today });
  if (run.lines.length === 0) console.log(`Für den ${formatDateLong(today)} ist keine geplante Veröffentlichung fällig.`);
  for (const line of run.lines) console.log(line);
  process.exit(run.failed > 0 ? 1 : 0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
