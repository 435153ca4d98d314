import type { ContentProblem } from '#engine/errors';
import type { LoadedEdition } from '../contentModel';
import { problemAt, problemIn, type Rule } from './context';
import { SEASON_NAMES, seasonOf, seasonWordIn } from './seasons';
import { editionTexts } from './texts';

/** Fields a new edition copied from another one must change; the same value twice is probably forgotten. */
const OWN_FIELDS: Array<[string, (edition: LoadedEdition) => string | undefined]> = [
  ['name', (edition) => edition.name],
  ['seo.title', (edition) => edition.seo.title],
  ['seo.description', (edition) => edition.seo.description],
  ['startDate', (edition) => edition.startDate],
  ['offer.voucher', (edition) => (edition.offer.mode === 'early-bird' ? edition.offer.voucher : undefined)],
  ['offer.earlyBirdUntil', (edition) => (edition.offer.mode === 'early-bird' ? edition.offer.earlyBirdUntil : undefined)],
  ['salesEnd', (edition) => edition.salesEnd],
  ['sections[0].title', (edition) => (edition.sections[0]?.type === 'hero' ? edition.sections[0].title : undefined)],
];

/** Of two editions, the newer one (later start; else the later first day of sales; else the later file) is the copy. */
export const isNewer = (a: LoadedEdition, b: LoadedEdition) =>
  a.startDate !== b.startDate ? a.startDate > b.startDate : a.offer.validFrom !== b.offer.validFrom ? a.offer.validFrom > b.offer.validFrom : a.file > b.file;

/** Words of an edition's name that name its season or edition („Winter“ of „Winter-Edition 2026“), not the year or „Edition“. */
export const nameWords = (name: string) => name.split(/[\s\-–]+/).filter((word) => /^\p{L}{4,}$/u.test(word) && !/^edition$/i.test(word));

/** The template's own words and cover in the copy: texts a new edition usually forgets to rewrite. */
function templateLeftovers(copy: LoadedEdition, original: LoadedEdition): ContentProblem[] {
  const ownWords = new Set(nameWords(copy.name).map((word) => word.toLowerCase()));
  const words = nameWords(original.name).filter((word) => !ownWords.has(word.toLowerCase()));
  const [season, theirSeason] = [seasonOf(copy), seasonOf(original)];
  const problems: ContentProblem[] = [];
  for (const [at, text] of editionTexts(copy)) {
    // Ids stay the same when a text is rewritten (engine/schemaParts.ts); the cover is compared as an image below.
    if (/(^|\.)(id|src)$/.test(at)) continue;
    const word = words.find((candidate) => new RegExp(`(^|[^\\p{L}])${candidate}`, 'iu').test(text));
    if (word) {
      problems.push(problemAt(copy, at, 'copy.template-word', { word, original: original.file }, 'warning'));
      continue;
    }
    // The template's season in other words: „dunkle Jahreszeit“, „Weihnachten“ in a spring edition copied from winter.
    const seasonal = season === theirSeason ? undefined : seasonWordIn(text, theirSeason, season);
    if (seasonal) {
      const params = { word: seasonal, season: SEASON_NAMES[theirSeason].of, own: SEASON_NAMES[season].in, original: original.file };
      problems.push(problemAt(copy, at, 'copy.season-word', params, 'warning'));
    }
  }
  const coverOf = (edition: LoadedEdition) => {
    const index = edition.sections.findIndex((section) => section.type === 'hero');
    const hero = edition.sections[index];
    return hero?.type === 'hero' ? { at: `sections[${index}].cover.src`, src: hero.cover.src } : undefined;
  };
  const [ownCover, theirCover] = [coverOf(copy), coverOf(original)];
  if (ownCover && theirCover && ownCover.src === theirCover.src) {
    problems.push(problemAt(copy, ownCover.at, 'copy.template-image', { src: ownCover.src, original: original.file }, 'warning'));
  }
  return problems;
}

/** Warnings for a copy that still carries its template's values; one per file and field, however many copies exist. */
export const copiedFieldRules: Rule = ({ editions }) => {
  const problems: ContentProblem[] = [];
  const reported = new Set<string>();
  const add = (problem: ContentProblem) => {
    const key = `${problem.file} ${problem.path}`;
    if (reported.has(key)) return;
    reported.add(key);
    problems.push(problem);
  };
  editions.forEach((edition, index) => {
    for (const other of editions.slice(index + 1)) {
      const [copy, original] = isNewer(edition, other) ? [edition, other] : [other, edition];
      for (const [at, read] of OWN_FIELDS) {
        const value = read(copy);
        if (value !== undefined && value === read(original)) add(problemIn(copy.file, at, 'copy.same-value', { original: original.file }, 'warning'));
      }
      // Only an edition whose sales have not opened can still be a draft copy; one that sold keeps its texts.
      if (copy.sales.state === 'upcoming') templateLeftovers(copy, original).forEach(add);
    }
  });
  return problems;
};
