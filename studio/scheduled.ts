import path from 'node:path';
import { formatDateLong } from '#engine/format';
import { todayInGermany } from '#kit/model/sales';
import { readCommandLine } from '#scripts/cli/commandLine';
import { todayOption } from '#scripts/cli/todayOption';
import { DEFAULT_CONFIG_FILE, loadHostedConfig } from './server/auth/config';
import { createApprovalStore } from './server/approvals/approvalStore';
import { approvalNames } from './server/approvals/approvedVersions';
import { dueRequests, publishScheduled } from './server/approvals/scheduledGoLive';
import { tellScheduledRun } from './server/notifications/scheduledNotices';
import { tellSiteState } from './server/notifications/siteNotices';

/**
 * `npm run studio:scheduled`: puts live every version the hosted studio approved for a day that has come
 * (docs/betrieb/studio-server.md, scheduled go-live). Run by the timer `npm run studio:deploy-files` writes; with
 * nothing due it does nothing and exits 0. It always publishes for the real day in Germany: a `--today` of
 * another day is a dry run that says what would go live then and changes nothing.
 */
const { values } = readCommandLine({
  command: 'npm run studio:scheduled',
  summary: 'Veröffentlicht die im gehosteten Studio für heute (oder früher) geplanten, freigegebenen Fassungen.',
  options: {
    config: { type: 'string', value: '<Datei>', description: `die Konfiguration des gehosteten Studios (Standard ${DEFAULT_CONFIG_FILE})` },
    today: { ...todayOption, description: 'ein anderer Tag als heute: nur ein Probelauf, der sagt, was an diesem Tag live ginge (ändert nichts)' },
  },
  examples: ['npm run studio:scheduled', 'npm run studio:scheduled -- --config /etc/editionen-studio.json', 'npm run studio:scheduled -- --today 2026-03-01'],
});

try {
  const root = process.cwd();
  const config = loadHostedConfig(path.resolve(values.config ?? DEFAULT_CONFIG_FILE), root);
  const store = createApprovalStore(config.dataDir);
  const today = todayInGermany();
  const asked = values.today ?? today;
  if (asked !== today) {
    const due = dueRequests(store.all(), asked);
    console.log(
      `Probelauf für den ${formatDateLong(asked)} – heute ist der ${formatDateLong(today)}. Live geht nur, was für heute oder früher geplant ist; dieser Lauf ändert nichts.`,
    );
    if (due.length === 0) console.log(`Am ${formatDateLong(asked)} wäre keine geplante Veröffentlichung fällig.`);
    for (const request of due)
      console.log(`Ginge live: Fassung ${request.commit.slice(0, 7)} (geplant für den ${formatDateLong(request.day!)}) – ${approvalNames(request)}.`);
    console.log(`Die Seiten dieses Tages zur Probe bauen (in einen eigenen Ordner, nichts geht live): npm run build -- --today ${asked} --out probe`);
    process.exit(0);
  }
  const began = new Date().toISOString();
  const run = await publishScheduled({ root, store, today });
  // Who asked and who approved hear of each go-live, Verwaltung of a failure too; the studio's mail worker sends the e-mail.
  tellScheduledRun(config, store.all(), began);
  // Soon no edition sells, or a running A/B test has a verdict: told once (siteNotices.ts).
  tellSiteState(config, root, today);
  if (run.lines.length === 0) console.log(`Für den ${formatDateLong(today)} ist keine geplante Veröffentlichung fällig.`);
  for (const line of run.lines) console.log(line);
  process.exit(run.failed > 0 ? 1 : 0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
