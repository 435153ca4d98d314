import { EARLY_BIRD_WORD } from './dates';
import { datesIn, type DateInText } from './datesInText';
import { readableText } from './readableText';

/**
 * Which of an edition's dates a day written in copy stands for, read from the words of its sentence:
 * „Start am 5. April“, „wir starten am …“, „ab dem …“ → the start; „Anmeldung nur bis …“, „Anmeldeschluss: …“,
 * „bis zum … buchen“ → the last day of sales; „Anmeldung ab …“, „die Anmeldung öffnet am …“ → the first;
 * „Frühbucherpreis bis …“, „der Frühbucherpreis endet am …“ → the early-bird's last day. A day whose sentence
 * says none of these is not a claim („Die Aufzeichnungen bleiben bis zum 28.12. für dich da“), and neither is
 * a start in a sentence about another event („startet am 29.09. mit dem ersten Live-Call“): the spec's autumn
 * edition says so on purpose, beside its start date.
 */

export type DateMeaning = 'start' | 'salesOpen' | 'salesEnd' | 'earlyBirdEnd';

export interface DateClaim {
  date: DateInText;
  meaning: DateMeaning;
  /** The words that say so, with the date: „Anmeldung nur bis 31. Januar 2027“. */
  shown: string;
}

type Topic = 'start' | 'sales' | 'earlyBird';
type Relation = 'until' | 'from' | 'fromThat' | 'other';

interface Cue {
  topic: Topic;
  index: number;
  end: number;
  word: string;
}

const word = (source: string) => String.raw`(?<!\p{L})(?:${source})(?!\p{L})`;
const START_NOUN = 'start|starttermin|starttag|startdatum|kursstart|programmstart|coachingstart|beginn|kursbeginn|programmbeginn';
const START_VERB = String.raw`startet|starten|startest|beginnt|beginnen|beginnst|geht(?:'s|’s|\s+es)\s+los|los\s+geht(?:'s|’s|\s+es)?|legen\s+wir\s+los`;
const SALES_WORD = String.raw`anmeld\p{L}*|angemeldet|meld(?:e|et)\s+(?:dich|euch)|verkauf\p{L}*|buch(?:en|bar|st|t|ung\p{L}*)|gebucht|buchungs\p{L}*|einschreib\p{L}*`;
const CUES: Array<[Topic, RegExp]> = [
  ['start', new RegExp(word(`${START_NOUN}|${START_VERB}`), 'giu')],
  ['sales', new RegExp(word(SALES_WORD), 'giu')],
  ['earlyBird', new RegExp(EARLY_BIRD_WORD.source, 'giu')],
];
const START_VERB_ONLY = new RegExp(`^(?:${START_VERB})$`, 'iu');

/** Verbs between a sales or early-bird word and the date: „die Anmeldung öffnet am“, „der Frühbucherpreis endet am“. */
const OPENS = new RegExp(word(String.raw`öffnet|öffnete|startet|beginnt|geht\s+los`), 'iu');
const CLOSES = new RegExp(word(String.raw`endet|endete|schließt|schloss|läuft\s+(?:aus|ab)|lief\s+(?:aus|ab)|ist\s+schluss`), 'iu');
/** Sales words that name the end themselves: „Anmeldeschluss“, „Verkaufsende“, „Anmeldefrist“. */
const SALES_END_WORD = /(?:schluss|ende|frist)$/iu;
/** Sales words that name the opening: „Verkaufsstart“, „Anmeldebeginn“. */
const SALES_OPEN_WORD = /(?:start|beginn)$/iu;

/** Another event than the edition's start, whose start a sentence may name: a call, a module, the access … */
const OTHER_EVENT = new RegExp(
  word(
    String.raw`live-?calls?|calls?|modul\p{L}*|videos?|aufzeichnung\p{L}*|zugang\p{L}*|zugriff|material\p{L}*|webinar\p{L}*|treffen|workshop\p{L}*|sprechstunde\p{L}*|challenge|bonus\p{L}*`,
  ),
  'iu',
);
/** Prices and offers: a sentence about them („ab dem 16. Dezember gilt der reguläre Preis“) does not speak of the start. */
const PRICE_WORD = new RegExp(word(String.raw`\p{L}*preis\p{L}*|angebot\p{L}*|rabatt\p{L}*|gutschein\p{L}*|€|euro|eur`), 'iu');

function relationBefore(tail: string): Relation {
  if (/(?<!\p{L})bis(?:\s+(?:zum|zur|einschließlich|inklusive|inkl\.|spätestens|am))*\s*$/iu.test(tail)) return 'until';
  if (/(?<!\p{L})ab\s+dem\s*$/iu.test(tail)) return 'fromThat';
  if (/(?<!\p{L})(?:ab|vom)\s*$/iu.test(tail)) return 'from';
  return 'other';
}

/** The cues of a stretch of the sentence, in order. */
const cuesIn = (text: string, offset: number): Cue[] =>
  CUES.flatMap(([topic, pattern]) =>
    [...text.matchAll(pattern)].map((match) => ({ topic, index: offset + match.index, end: offset + match.index + match[0].length, word: match[0] })),
  ).sort((a, b) => a.index - b.index);

/**
 * The cue a date's meaning follows: the last one before it in its sentence; a start verb right after a sales or
 * early-bird word is that word's verb („Die Anmeldung startet am“). Without one, the first after the date („Am 5. April geht es los“).
 */
function cueOf(sentence: string, start: number, date: DateInText): Cue | undefined {
  const before = cuesIn(sentence.slice(0, date.index - start), start);
  const last = before.at(-1);
  // „Melde dich an – ab 12. April geht’s los“: a start verb right after the date says what it is.
  const next = cuesIn(sentence.slice(date.end - start), date.end)[0];
  const gap = next && sentence.slice(date.end - start, next.index - start);
  if (next?.topic === 'start' && START_VERB_ONLY.test(next.word) && gap !== undefined && gap.length <= 20 && !gap.includes(',')) return next;
  if (last?.topic === 'start' && START_VERB_ONLY.test(last.word)) {
    const owner = before.at(-2);
    const between = owner && sentence.slice(owner.end - start, last.index - start);
    if (owner && owner.topic !== 'start' && between !== undefined && !between.includes(',') && between.length <= 40) return owner;
  }
  if (last) return last;
  return cuesIn(sentence.slice(date.end - start), date.end).find((cue) => cue.topic !== 'earlyBird');
}

function meaningOf(cue: Cue | undefined, relation: Relation, sentence: string, between: string): DateMeaning | undefined {
  if (cue?.topic === 'earlyBird') return relation === 'until' || CLOSES.test(between) ? 'earlyBirdEnd' : undefined;
  if (cue?.topic === 'sales') {
    if (relation === 'until' || CLOSES.test(between) || (SALES_END_WORD.test(cue.word) && relation === 'other')) return 'salesEnd';
    const opens = relation === 'from' || relation === 'fromThat' || OPENS.test(between) || (SALES_OPEN_WORD.test(cue.word) && relation === 'other');
    return opens ? 'salesOpen' : undefined;
  }
  if (OTHER_EVENT.test(sentence) || relation === 'until') return undefined;
  if (cue?.topic === 'start') return 'start';
  return relation === 'fromThat' && !PRICE_WORD.test(sentence) ? 'start' : undefined;
}

/** The small words before a date: „ab dem“, „bis zum“, „am“. */
const LEAD = /(?<!\p{L})(?:ab\s+dem|ab|vom|bis(?:\s+zum)?|am)\s*$/iu;

/** Sentence ends: a stop, question or exclamation mark, or a semicolon, before a space or the end, and line breaks. */
const SENTENCE_END = /[.!?;](?=\s|$)|\n/gu;

/** The days `text` writes whose meaning its words say. */
export function dateClaimsIn(text: string): DateClaim[] {
  const readable = readableText(text);
  const dates = datesIn(readable);
  // Dates masked, so the dots in „5. April“ or „05.04.“ end no sentence; the positions stay.
  let masked = readable;
  for (const date of dates) masked = masked.slice(0, date.index) + '◊'.repeat(date.end - date.index) + masked.slice(date.end);
  const ends = [...masked.matchAll(SENTENCE_END)].map((match) => match.index);
  const claims: DateClaim[] = [];
  dates.forEach((date, position) => {
    const start = Math.max(0, ...ends.filter((end) => end < date.index).map((end) => end + 1));
    const stop = Math.min(masked.length, ...ends.filter((end) => end >= date.end));
    const sentence = masked.slice(start, stop);
    const previous = dates[position - 1];
    const tailFrom = previous && previous.end > start ? previous.end : start;
    const cue = cueOf(sentence, start, date);
    const between = cue && cue.end <= date.index ? masked.slice(cue.end, date.index) : '';
    const meaning = meaningOf(cue, relationBefore(masked.slice(tailFrom, date.index)), sentence, between);
    if (!meaning) return;
    // Without words before the date, „ab dem“ or „am“ before it go with it into the message.
    const lead = cue && cue.end <= date.index ? undefined : LEAD.exec(masked.slice(tailFrom, date.index));
    const from = Math.min(cue?.index ?? date.index, date.index, lead ? tailFrom + lead.index : date.index);
    const to = cue ? Math.max(cue.end, date.end) : date.end;
    claims.push({ date, meaning, shown: (to - from <= 80 ? readable.slice(from, to) : date.shown).trim() });
  });
  return claims;
}
