import { spawnSync } from 'node:child_process';
import { readCommandLine } from './cli/commandLine';
import { todayOption } from './cli/todayOption';

/** `npm run bench`: the figures of scripts/bench/benchmark.ts, written to bench/results.md and docs/entwicklung/performance/README.md. */
const { values } = readCommandLine({
  command: 'npm run bench',
  summary:
    'Misst die gebaute Website (Lighthouse mobil, Median aus 3; Build-Zeiten; Last mit wrk; schreibt bench/results.md) und das gebaute gehostete Studio (Start, Änderung bis Vorschau, Verlauf, 2.000 Anfragen über 20 Verbindungen: Zeiten und Speicher).',
  options: {
    today: { ...todayOption, description: 'misst die Seiten, wie sie an diesem Tag gebaut werden (Standard: heute in Deutschland)' },
  },
  examples: ['npm run bench', 'npm run bench -- --today 2025-09-15'],
});

// Lighthouse loads only once the command line is read: `--help` and a mistyped flag answer at once.
const { runBenchmark } = await import('./bench/benchmark');
await runBenchmark(values.today);

// The hosted studio as it runs on a server: built once, then measured in a process of its own (studio/bench.ts).
for (const step of [['studio/build.ts'], ['studio/bench.ts']]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', ...step], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
