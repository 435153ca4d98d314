import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '#src/content/loadContent';
import { lastSalesDay, nextChange, SALES_STATE_LABELS, type SalesState } from '#kit/model/sales';
import type { OutputStep } from './buildContext';

/**
 * `dist/build-info.json`: the day the pages were built for, each edition's state on that day, and
 * `nextChange`, the first later day on which a page would look different. A build is correct until
 * then; the scheduled rebuild (deploy/, .github/workflows/rebuild.yml) and any monitoring read it.
 */

export const BUILD_INFO_FILE = 'build-info.json';

export interface BuildInfo {
  builtFor: string;
  nextChange: string | null;
  /** Each edition's state on `builtFor` and its sale window (`salesEnd`: the last day of sales, typed or the day before the start). */
  editions: Array<{ key: string; slug: string; state: SalesState; salesStart: string; earlyBirdUntil?: string; salesEnd: string }>;
}

export function buildInfo(content: Content): BuildInfo {
  return {
    builtFor: content.today,
    nextChange: nextChange(content.editions, content.today),
    editions: content.editions.map((edition) => ({
      key: edition.key,
      slug: edition.slug,
      state: edition.sales.state,
      salesStart: edition.offer.validFrom,
      ...(edition.offer.mode === 'early-bird' && edition.offer.earlyBirdUntil ? { earlyBirdUntil: edition.offer.earlyBirdUntil } : {}),
      salesEnd: lastSalesDay(edition),
    })),
  };
}

/** What the build prints: the day, when to rebuild, and each edition's state with its dates. */
export function describeBuildInfo(info: BuildInfo): string {
  const next = info.nextChange ? `nächste Änderung am ${info.nextChange}: spätestens dann neu bauen` : 'keine weitere Änderung geplant';
  const width = Math.max(...info.editions.map((edition) => edition.key.length));
  const lines = info.editions.map(({ key, slug, state, salesStart, earlyBirdUntil, salesEnd }) => {
    const dates = [`Verkauf ${salesStart} bis ${salesEnd}`, earlyBirdUntil && `Frühbucher bis ${earlyBirdUntil}`].filter(Boolean).join(', ');
    return `  ${key.padEnd(width)}  /${slug}: ${SALES_STATE_LABELS[state]} (${state}); ${dates}`;
  });
  return [`Stand ${info.builtFor}, ${next}`, ...lines].join('\n');
}

export const writeBuildInfo: OutputStep = async ({ content, stagingDir }) => {
  await writeFile(path.join(stagingDir, BUILD_INFO_FILE), `${JSON.stringify(buildInfo(content), null, 2)}\n`);
};
