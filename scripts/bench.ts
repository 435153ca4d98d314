import { readCommandLine } from './lib/commandLine';

/** `npm run bench`: the figures of scripts/lib/benchmark.ts, written to bench/results.md and the README. */
readCommandLine({
  command: 'npm run bench',
  summary: 'Misst die gebaute Website: Lighthouse (mobil, Median aus 3), Build-Zeiten und Last mit wrk; schreibt bench/results.md.',
  options: {},
});

// Lighthouse loads only once the command line is read: `--help` and a mistyped flag answer at once.
const { runBenchmark } = await import('./lib/benchmark');
await runBenchmark();
