import path from 'node:path';
import lighthouse from 'lighthouse';
import { startDebuggableChromium } from '../dev/chromium';
import { startStaticServer } from '../hosting/staticServer';

/**
 * Where a page's Total Blocking Time comes from: runs Lighthouse as `npm run bench` does (mobile, simulated
 * throttling) on pages of dist/ and prints TBT, the main thread's tasks after the first contentful paint that
 * Lighthouse's simulation keeps (10 ms and longer, each counted four times) with what they spent their time on,
 * and the main-thread breakdown. A diagnosis aid, not a benchmark:
 * `node --import tsx scripts/bench/longTasks.ts /winteredition /herbstedition` (RUNS=3 for more runs).
 */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { dirtyObjects?: number; totalObjects?: number } };
}

const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/winteredition', '/herbstedition'];
const runs = Number(process.env.RUNS ?? 2);

function tasksAfterPaint(events: TraceEvent[]) {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const commit = events.find((event) => event.name === 'CommitLoad' || event.name === 'navigationStart');
  if (!fcp || !commit) return [];
  const main = { pid: fcp.pid, tid: fcp.tid };
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined);
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && (event.ts >= fcp.ts || (event.dur ?? 0) >= 10_000) && (event.dur ?? 0) >= Number(process.env.MIN_TASK ?? 4) * 1000,
  );
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
    const spent = new Map<string, number>();
    for (const event of inside) spent.set(event.name, (spent.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    // How much of the page each layout in the task laid out (objects needing layout / all).
    const layouts = inside
      .filter((event) => event.name === 'Layout' && event.args?.beginData)
      .map((event) => `${event.args?.beginData?.dirtyObjects}/${event.args?.beginData?.totalObjects}`)
      .join(' ');
    const top = [...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(', ');
    return `  ${task.ts >= fcp.ts ? '+' : ''}${((task.ts - fcp.ts) / 1000).toFixed(0)} ms from FCP: ${((task.dur ?? 0) / 1000).toFixed(1)} ms (×4 = ${((task.dur ?? 0) / 250).toFixed(0)}) — ${top}${layouts ? ` — layout objects ${layouts}` : ''}`;
  });
}

const site = await startStaticServer(path.resolve(process.env.DIST ?? 'dist'));
const chromium = await startDebuggableChromium();
try {
  for (const route of routes) {
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(site.origin + route, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        blockedUrlPatterns: ['*digistore24-scripts.com*'],
      });
      if (!result) throw new Error(`no result for ${route}`);
      const { audits } = result.lhr;
      const breakdown = (audits['mainthread-work-breakdown'].details as unknown as { items: Array<{ groupLabel: string; duration: number }> }).items
        .map((item) => `${item.groupLabel} ${Math.round(item.duration)}`)
        .join(', ');
      console.log(
        `${route} #${run + 1}: TBT ${Math.round(audits['total-blocking-time'].numericValue ?? 0)} ms, FCP ${Math.round(audits['first-contentful-paint'].numericValue ?? 0)} ms, CLS ${audits['cumulative-layout-shift'].numericValue}`,
      );
      console.log(`  main thread (×4): ${breakdown}`);
      // Lighthouse's own list: the simulated long tasks (start and duration at its fourfold CPU), to set beside FCP.
      // Each with the script Lighthouse attributes it to: the page, one of its modules, or „Unattributable“ (Lighthouse's
      // own evaluations in the page while it waits for the page to be idle).
      const simulated = (audits['long-tasks'].details as unknown as { items: Array<{ startTime: number; duration: number; url: string }> }).items;
      console.log(
        `  simulated long tasks: ${simulated.map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} (${task.url.replace(site.origin, '')})`).join(', ') || 'none'}`,
      );
      for (const line of tasksAfterPaint(result.artifacts.Trace.traceEvents as unknown as TraceEvent[])) console.log(line);
    }
  }
} finally {
  chromium.stop();
  site.close();
}
