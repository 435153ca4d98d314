import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Content } from '#src/content/loadContent';
import { startNginx } from '../hosting/nginx';

/**
 * A short, bounded load run: Debian's wrk against nginx serving dist/ on loopback, for one edition
 * page. Returns a markdown section with requests per second and latency percentiles.
 */
const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';

/** wrk prints latencies as `386.00us`, `1.70ms` or `1.02s`; the table shows milliseconds in German notation. */
const UNIT_IN_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };
const milliseconds = (value: number) => `${value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ms`;

export async function runLoadTest(content: Pick<Content, 'site' | 'editions'>, distDir: string, route: string): Promise<string> {
  if (!existsSync(WRK)) return `### Last (wrk)\n\nwrk ist nicht installiert (\`apt-get install -y wrk\`); Lasttest übersprungen.\n`;
  const nginx = await startNginx(content, distDir, { workers: 'auto' });
  try {
    const run = spawnSync(WRK, ['-t2', '-c32', '-d8s', '--latency', '-H', 'Accept-Encoding: gzip', `${nginx.origin}${route}`], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    const output = run.stdout;
    const rps = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? '–';
    const percentile = (p: string) => {
      const match = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)\\b`).exec(output);
      return match ? milliseconds(Number(match[1]) * UNIT_IN_MS[match[2]]) : '–';
    };
    const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? '0';
    return [
      `### Last (wrk, nginx auf Loopback, ${route}, 2 Threads, 32 Verbindungen, 8 s, gzip)`,
      '',
      '| Anfragen/s | p50 | p75 | p90 | p99 | Fehlerantworten |',
      '|---:|---:|---:|---:|---:|---:|',
      `| ${Number(rps).toLocaleString('de-DE', { maximumFractionDigits: 0 })} | ${percentile('50')} | ${percentile('75')} | ${percentile('90')} | ${percentile('99')} | ${errors} |`,
      '',
    ].join('\n');
  } finally {
    await nginx.stop();
  }
}
