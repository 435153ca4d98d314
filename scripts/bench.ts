import { readCommandLine } from './cli/commandLine';

/** `npm run bench`: the figures of scripts/bench/benchmark.ts, written to bench/results.md and the README. */
readCommandLine({
  command: 'npm run bench',
  summary: 'Misst die gebaute Website: Lighthouse (mobil, Median aus 3), Build-Zeiten und Last mit wrk; schreibt bench/results.md.',
  options: {},
});

// Lighthouse loads only once the command line is read: `--help` and a mistyped flag answer at once.
const { runBenchmark } = await import('./bench/benchmark');
await runBenchmark();
