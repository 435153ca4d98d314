import type { SalesOverview } from '#studio/shared/apiTypes';
import { MIN_VISITS_FOR_VERDICT, salesResults } from '#studio/shared/salesResults';
import { visitStore } from '#studio/server/visits/visitStore';
import type { FiguresDatabase } from './figuresDatabase';
import { salesStore } from './salesStore';

/** The „Verkäufe“ figures of the hosted studio: the platform's sales and the host's visits, per edition and variant. */
export function salesOverview(database: FiguresDatabase, receiving: boolean): SalesOverview {
  const visits = visitStore(database);
  return {
    receiving,
    visitsCounted: visits.counting(),
    minVisitsForVerdict: MIN_VISITS_FOR_VERDICT,
    editions: salesResults({ visits: visits.days(), sales: salesStore(database).days() }),
  };
}

/**
 * The figures as salesOverview reads them, read again only once the database has changed (FiguresDatabase,
 * changeStamp): a notification, the visits job's hourly count. Reading them takes three queries through SQLite's
 * WebAssembly build (about 20 ms); a screen that opens „Verkäufe“ again gets the kept ones.
 */
export function keptSalesOverview(database: () => FiguresDatabase, receiving: boolean): () => SalesOverview {
  let kept: { stamp: string; overview: SalesOverview } | undefined;
  return () => {
    const opened = database();
    const stamp = opened.changeStamp();
    if (kept?.stamp !== stamp) kept = { stamp, overview: salesOverview(opened, receiving) };
    return kept.overview;
  };
}
