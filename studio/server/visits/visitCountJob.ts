import path from 'node:path';
import { formatCount } from '#engine/format';
import { loadContent } from '#src/content/loadContent';
import { openFiguresDatabase } from '#studio/server/sales/figuresDatabase';
import { pagesOfDay } from '#studio/server/sales/salePages';
import { countVisits, type VisitLogRun } from './countVisits';
import { visitStore } from './visitStore';

/**
 * The timer's part for visits: reads what the host logged since the last run into the studio's figures database,
 * for the editions of the studio's checkout (`root`), and says what it counted and what it left out, in German.
 * A line it cannot read is named and the run goes on; it fails (exit code 1) only when the log could not be read
 * at all, so that no visitor's request can keep the timer's unit failed.
 */
export function runVisitCount({ root, dataDir, logFile, today }: { root: string; dataDir: string; logFile: string; today: string }): {
  run?: VisitLogRun;
  lines: string[];
  exitCode: 0 | 1;
} {
  const content = loadContent({ dir: path.join(root, 'editions'), publicDir: path.join(root, 'public'), today });
  const database = openFiguresDatabase(dataDir);
  try {
    let run: VisitLogRun;
    try {
      const store = visitStore(database);
      const pages = pagesOfDay(() => content.editions, store.pagesShownOn);
      run = countVisits({
        logFile,
        editions: content.editions.map((edition) => edition.slug),
        testedVariants: Object.fromEntries(content.editions.map((edition) => [edition.slug, (edition.variants ?? []).map((variant) => variant.name)])),
        store,
        pages,
      });
    } catch (error) {
      // The file system's refusal (no permission, a folder, a failing disk); the figures' own errors are thrown on.
      if (!(error as NodeJS.ErrnoException).syscall) throw error;
      const lines = [
        `Das Besuchsprotokoll ${logFile} ließ sich nicht lesen (${(error as Error).message}). Was davor gelesen war, ist gezählt; der nächste Lauf liest ab dort weiter.`,
      ];
      return { lines, exitCode: 1 };
    }
    const leftOut = [
      run.bots && `${formatCount(run.bots)} von Bots`,
      run.prefetches && `${formatCount(run.prefetches)} nur vorab geladen`,
      run.otherAnswers && `${formatCount(run.otherAnswers)} mit anderer Antwort (Weiterleitung, Fehler, andere Anfrageart)`,
      run.unreadable && `${formatCount(run.unreadable)} unlesbar`,
    ].filter(Boolean);
    const counted = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;
    const summary = `Besuchsprotokoll ${logFile}: ${counted(run.visits, 'Besuch', 'Besuche')} und ${counted(run.clicks, 'Klick', 'Klicks')} zum Bestellformular gezählt${
      leftOut.length > 0 ? `; nicht gezählt: ${leftOut.join(', ')}` : ''
    }.`;
    return { run, lines: [...run.messages, summary], exitCode: 0 };
  } finally {
    database.close();
  }
}
