import { readCommandLine } from './cli/commandLine';
import { todayOption } from './cli/todayOption';

/** `npm run bench`: the figures of scripts/bench/benchmark.ts, written to bench/results.md and docs/entwicklung/performance/README.md. */
const { values } = readCommandLine({
  command: 'npm run bench',
  summary: 'Misst die gebaute Website: Lighthouse (mobil, Median aus 3), Build-Zeiten und Last mit wrk; schreibt bench/results.md.',
  options: {
    today: { ...todayOption, description: 'misst die Seiten, wie sie an diesem Tag gebaut werden (Standard: heute in Deutschland)' },
  },
  examples: ['npm run bench', 'npm run bench -- --today 2025-09-15'],
});

// Lighthouse loads only once the command line is read: `--help` and a mistyped flag answer at once.
const { runBenchmark } = await import('./bench/benchmark');
await runBenchmark(values.today);
