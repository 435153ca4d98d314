import path from 'node:path';
import { addDays, firstDayWithoutSales } from '#kit/model/sales';
import { editionsFolderIn } from '#src/content/editionFolder';
import { inspectContent, type LoadedEdition } from '#src/content/loadContent';
import { CLEAR_CHANCE } from '#studio/shared/conversionStatistics';
import type { EditionResults } from '#studio/shared/salesResults';
import type { HostedConfig } from '../auth/config';
import { salesOverview } from '../sales/salesOverview';
import type { Notifier } from './notifier';
import { withNotifier } from './scheduledNotices';

/**
 * What the site's state tells the team, looked at by each run of the hourly timer (`npm run studio:scheduled`),
 * from the saved editions (the studio's checkout) and the figures in the data folder:
 * - soon no edition sells: told when the first day without sales is within N days (`notifications.salesGapDays`),
 *   and again at each nearer stage (a week, 3 days, 1 day, the day itself); each stage once per gap;
 * - a running A/B test has a verdict on sales: a variant of an edition's current page sells clearly better or
 *   worse than its own copy (the rule of the „Verkäufe“ screen); once per edition, variant and direction.
 */

/** The nearer stages after N days at which a gap is told again. */
const NEARER = [7, 3, 1, 0];

/** The first day without sales within `within` days of `today`, how far away it is, and its stage; undefined when something sells on each day. */
export function salesGapOf(editions: Parameters<typeof firstDayWithoutSales>[0], today: string, within: number) {
  const gapDay = firstDayWithoutSales(editions, today, addDays(today, within));
  if (!gapDay) return undefined;
  const days = Math.round((Date.parse(gapDay) - Date.parse(today)) / 86_400_000);
  const stage = [within, ...NEARER.filter((stage) => stage < within)].filter((stage) => days <= stage).at(-1)!;
  return { gapDay, days, stage };
}

/** „97,3 %“, and „über 99,9 %“ for what would round to a certainty. */
const chanceWords = (chance: number) => (chance >= 0.9995 ? 'über 99,9\u00a0%' : `${(Math.round(chance * 1000) / 10).toFixed(1).replace('.', ',')}\u00a0%`);

/** Tells each variant of an edition's current page whose sales clearly beat, or clearly trail, its own copy. */
export function tellVerdicts(notifier: Notifier, editions: ReadonlyArray<LoadedEdition>, results: ReadonlyArray<EditionResults>) {
  for (const edition of editions) {
    const running = new Set((edition.variantEditions ?? []).map((page) => page.variant).filter(Boolean));
    const figures = results.find((result) => result.edition === edition.slug);
    for (const variant of figures?.variants ?? []) {
      const chance = variant.beatsDefault?.sales;
      if (!running.has(variant.variant) || chance === undefined) continue;
      if (chance >= CLEAR_CHANCE) notifier.testVerdict(edition, variant.variant, true, chanceWords(chance));
      else if (chance <= 1 - CLEAR_CHANCE) notifier.testVerdict(edition, variant.variant, false, chanceWords(1 - chance));
    }
  }
}

/** The timer's look: the saved editions of the project at `root`, the figures of the data folder. */
export function tellSiteState(config: HostedConfig, root: string, today: string) {
  withNotifier(config, 'den Verkauf der Editionen', (notifier, database) => {
    const report = inspectContent({ dir: editionsFolderIn(root), publicDir: path.join(root, 'public'), today });
    const gap = salesGapOf(report.editions, today, config.notifications.salesGapDays);
    if (gap) notifier.salesGap(gap.gapDay, gap.days, gap.stage);
    tellVerdicts(notifier, report.editions, salesOverview(database, Boolean(config.ipnPassphrase)).editions);
  });
}
