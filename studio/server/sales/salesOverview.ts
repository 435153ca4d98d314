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
