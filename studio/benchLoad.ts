import { readFileSync } from 'node:fs';

/**
 * The load part of the hosted studio's benchmark (studio/bench.ts): many requests over a few connections at once, as
 * marketers' screens send them, each timed; and the server's resident memory from /proc.
 */

export interface LoadRequest {
  /** How the route is named in the figures (`GET /history`), the same for every key and page. */
  name: string;
  send: () => Promise<{ status: number }>;
}

/**
 * The processor time a process has used so far in seconds, user and system (Linux, /proc/<pid>/stat; clock ticks of
 * 1/100 s): what the server itself spent, which a busy machine does not inflate as it does the answers' times.
 */
export const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** Resident memory of a process in MB (Linux). */
export const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/**
 * Sends `total` requests, `connections` at a time, taking them from `requests` in turn; returns each route's times
 * in ms and the highest resident memory seen while they ran. A request not answered 2xx or 3xx stops the run.
 */
export async function runLoad(requests: LoadRequest[], total: number, connections: number, pid: number) {
  const times = new Map<string, number[]>();
  let next = 0;
  let peakMb = residentMb(pid);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, residentMb(pid))), 100);
  const worker = async () => {
    while (next < total) {
      const request = requests[next++ % requests.length];
      const started = performance.now();
      const { status } = await request.send();
      const took = performance.now() - started;
      if (status >= 400) throw new Error(`${request.name} antwortete im Benchmark mit ${status}.`);
      times.set(request.name, [...(times.get(request.name) ?? []), took]);
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    clearInterval(sampler);
  }
  return { times, peakMb };
}

/** The value below which `share` (0–1) of the sorted times lie. */
export function percentile(times: number[], share: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}
