import { z } from 'zod';
import { dayMeant } from '#kit/model/dateText';
import type { OptionSpec } from './commandLine';

/**
 * `--today JJJJ-MM-TT`, the same option for `npm run build`, `editions:check` and `editions:diff`: the day the
 * content is checked for and the pages are built for (default: today in Germany).
 */
export const todayOption = {
  type: 'string',
  value: 'JJJJ-MM-TT',
  description: 'der Tag, für den geprüft bzw. gebaut wird (Standard: heute in Deutschland)',
  check: (value: string) => {
    if (z.iso.date().safeParse(value).success) return undefined;
    const meant = dayMeant(value);
    return `--today erwartet ein Datum im Format JJJJ-MM-TT, „${value}“ erhalten${meant ? `; für diesen Tag bitte „${meant}“ schreiben` : ''}`;
  },
} as const satisfies OptionSpec;
