import { z } from 'zod';

/**
 * `--today JJJJ-MM-TT`, the same option for `npm run build` and `npm run editions:check`: the day the
 * content is checked for and the pages are built for (default: today in Germany).
 */
export interface TodayOption {
  today?: string;
  /** The arguments the option took (`--today` and its value), so a script can name the others as unknown. */
  taken: string[];
  /** The German message when the value is missing or not a calendar day. */
  problem?: string;
}

export function readTodayOption(args: readonly string[]): TodayOption {
  const at = args.indexOf('--today');
  if (at < 0) return { taken: [] };
  const value = args[at + 1];
  const given = value === undefined || value.startsWith('--') ? undefined : value;
  const taken = given === undefined ? ['--today'] : ['--today', given];
  if (given !== undefined && z.iso.date().safeParse(given).success) return { today: given, taken };
  return { taken, problem: `--today erwartet ein Datum im Format JJJJ-MM-TT, ${given === undefined ? 'nichts' : `„${given}“`} erhalten` };
}
