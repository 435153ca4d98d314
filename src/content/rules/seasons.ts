import type { LoadedEdition } from '../contentModel';
import { datesIn } from './datesInText';
import { readableText } from './readableText';

/**
 * The seasons an edition plays in, and each season's words: its name, months, holidays, weather and light.
 * A new edition copied from one of another season often keeps them (rules/copies.ts warns). The lists are
 * written as docs/marketing/dateien-pruefen.md shows them: `*` stands for any ending („Winter*“: „Winterspeck“,
 * „winterlich“), a space for any space; a word counts only from its start („Frühbucher“ is no „Frühling“).
 */

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** A season's name, as the text of a warning uses it: „im Frühling“, „des Frühlings“. */
export const SEASON_NAMES: Record<Season, { in: string; of: string }> = {
  spring: { in: 'im Frühling', of: 'des Frühlings' },
  summer: { in: 'im Sommer', of: 'des Sommers' },
  autumn: { in: 'im Herbst', of: 'des Herbstes' },
  winter: { in: 'im Winter', of: 'des Winters' },
};

/** Words and the seasons they belong to; the dark, wet days are autumn's and winter's alike. */
export const SEASON_WORDS: ReadonlyArray<readonly [readonly Season[], readonly string[]]> = [
  [
    ['spring'],
    [
      'Frühling*',
      'Frühjahr*',
      'März*',
      'April*',
      'Mai',
      'Oster*',
      'Pfingst*',
      'Krokus*',
      'Tulpe*',
      'Kirschblüte*',
      'Bärlauch*',
      'Spargel*',
      'erste* Sonnenstrahlen',
      'Tage werden länger',
    ],
  ],
  [
    ['summer'],
    [
      'Sommer*',
      'Hochsommer*',
      'Juni*',
      'Juli*',
      'August',
      'Hitze*',
      'hitzefrei',
      'Badesaison',
      'Freibad*',
      'Bikini*',
      'Sonnenbrand',
      'Sonnencreme',
      'Grillsaison',
      'Grillabend*',
      'Eisdiele*',
      'laue* Abende',
      'laue* Sommerabende',
    ],
  ],
  [
    ['autumn'],
    [
      'Herbst*',
      'September*',
      'Oktober*',
      'November*',
      'Laub*',
      'bunte* Blätter',
      'Kastanie*',
      'Kürbis*',
      'Halloween',
      'Erntedank*',
      'Sankt Martin',
      'Martinsgans',
      'Nebel*',
      'Altweibersommer',
    ],
  ],
  [
    ['autumn', 'winter'],
    [
      'dunkle* Jahreszeit',
      'dunkle* Tage',
      'dunkle* Abende',
      'früh dunkel',
      'kurze* Tage',
      'ungemütlich*',
      'Schmuddelwetter',
      'Erkältungszeit',
      'Tage werden kürzer',
    ],
  ],
  [
    ['winter'],
    [
      'Winter*',
      'Dezember*',
      'Januar*',
      'Jänner',
      'Februar*',
      'Advent*',
      'Weihnacht*',
      'Nikolaus*',
      'Silvester*',
      'Neujahr*',
      'Jahreswechsel',
      'neue* Jahr',
      'Lebkuchen*',
      'Plätzchen',
      'Glühwein*',
      'Stollen',
      'Festtag*',
      'Schnee*',
      'verschneit*',
      'Frost*',
      'frostig*',
      'Glatteis',
      'eisig*',
      'Kälte*',
      'Kaminfeuer',
    ],
  ],
];

const patternOf = (written: string) =>
  new RegExp(
    `(?<!\\p{L})${written
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '\\p{L}*')
      .replace(/ /g, '\\s+')}(?!\\p{L})`,
    'iu',
  );

const WORD_PATTERNS = SEASON_WORDS.flatMap(([seasons, words]) => words.map((written) => ({ seasons, pattern: patternOf(written) })));

/** Words of a name that name a season: „Frühlings-Edition 2027“, „Spring 2027“. */
const NAMED_SEASONS: Array<[Season, RegExp]> = [
  ['spring', /^(?:frühling|frühjahr|spring)/iu],
  ['summer', /^(?:sommer|summer)/iu],
  ['autumn', /^(?:herbst|autumn|fall$)/iu],
  ['winter', /^winter/iu],
];

/** The season of the months: March to May is spring, June to August summer, September to November autumn, else winter. */
const SEASON_OF_MONTH: Season[] = ['winter', 'winter', 'spring', 'spring', 'spring', 'summer', 'summer', 'summer', 'autumn', 'autumn', 'autumn', 'winter'];

/** The season an edition's name says, else the season of its start. */
export function seasonOf(edition: Pick<LoadedEdition, 'name' | 'startDate'>): Season {
  for (const part of edition.name.split(/[\s\-–]+/)) {
    const named = NAMED_SEASONS.find(([, pattern]) => pattern.test(part));
    if (named) return named[0];
  }
  return SEASON_OF_MONTH[Number(edition.startDate.slice(5, 7)) - 1];
}

/**
 * The first word of `season` in a text, as written there, that is not a word of `own` too („dunkle Jahreszeit“
 * fits autumn and winter). The month of a date („Anmeldung ab 15. Januar“) says when, not what season it is:
 * dates are checked by rules/copyDates.ts.
 */
export function seasonWordIn(text: string, season: Season, own: Season): string | undefined {
  let readable = readableText(text);
  for (const date of datesIn(readable)) readable = readable.slice(0, date.index) + ' '.repeat(date.end - date.index) + readable.slice(date.end);
  for (const { seasons, pattern } of WORD_PATTERNS) {
    if (!seasons.includes(season) || seasons.includes(own)) continue;
    const found = pattern.exec(readable)?.[0];
    if (found) return found;
  }
  return undefined;
}
