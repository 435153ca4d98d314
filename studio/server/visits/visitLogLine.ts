import { CLICK_PATH_PREFIX, pageOfTrackingKey } from '#kit/model/checkout';
import { todayInGermany } from '#kit/model/sales';
import { VISIT_LOG_FIELDS } from '#scripts/hosting/visitLog';

/**
 * One line of the host's visits log (written by the nginx configuration, scripts/hosting/visitLog.ts), read into
 * what it counts for. A line is a page visit (GET of an edition's address, answered 200, or 304 when the browser
 * had the page and asked whether it changed) or a checkout click (the link's ping, POST answered 204). Bots,
 * prefetches, other methods and other answers (also the statuses nginx writes itself, `000` and `499`) are read and
 * left out; a line that does not have the format is reported, never guessed at.
 */

export type LogLine =
  | { kind: 'visit' | 'click'; day: string; edition: string; variant: string }
  /** Read and not counted, with the reason. */
  | { kind: 'left-out'; reason: 'bot' | 'prefetch' | 'answer' | 'unknown-page' }
  /** Not a line of the format, with what is wrong (German). */
  | { kind: 'unreadable'; problem: string };

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:[+-]\d{2}:\d{2}|Z)$/;
const METHOD = /^[A-Z]{1,16}$/;
const PATH = /^\/[A-Za-z0-9_/-]{1,140}$/;
/** Any three digits: besides HTTP's own answers nginx writes 000 (no answer sent, e.g. a request it reset) and 499 (the client closed first). */
const STATUS = /^\d{3}$/;
const VARIANT = /^(?:[a-z0-9][a-z0-9-]{0,39})?$/;
const FLAG = /^[01]$/;

/** A visit counts when the page was sent, or confirmed unchanged to a browser that had it. */
const VISIT_ANSWERS = ['200', '304'];

/** Reads one line (without its line break) against the editions there are. */
export function readLogLine(line: string, editions: readonly string[]): LogLine {
  const fields = line.split('\t');
  if (fields.length !== VISIT_LOG_FIELDS.length)
    return { kind: 'unreadable', problem: `${VISIT_LOG_FIELDS.length} Felder erwartet, ${fields.length} gefunden` };
  const [time, method, path, status, variant, bot, prefetch] = fields;
  if (!TIME.test(time) || Number.isNaN(Date.parse(time))) return { kind: 'unreadable', problem: `„${time.slice(0, 40)}“ ist keine Uhrzeit` };
  if (!METHOD.test(method)) return { kind: 'unreadable', problem: `„${method.slice(0, 20)}“ ist keine Anfrageart` };
  if (!PATH.test(path)) return { kind: 'unreadable', problem: `„${path.slice(0, 60)}“ ist keine Seite und kein Klick` };
  if (!STATUS.test(status)) return { kind: 'unreadable', problem: `„${status.slice(0, 10)}“ ist kein Antwortcode` };
  if (!VARIANT.test(variant)) return { kind: 'unreadable', problem: `„${variant.slice(0, 40)}“ ist kein Variantenname` };
  if (!FLAG.test(bot) || !FLAG.test(prefetch)) return { kind: 'unreadable', problem: 'Bot- und Vorab-Kennzeichen müssen 0 oder 1 sein' };

  if (bot === '1') return { kind: 'left-out', reason: 'bot' };
  if (prefetch === '1') return { kind: 'left-out', reason: 'prefetch' };
  const day = todayInGermany(new Date(time));
  if (path.startsWith(CLICK_PATH_PREFIX)) {
    if (method !== 'POST' || status !== '204') return { kind: 'left-out', reason: 'answer' };
    const page = pageOfTrackingKey(path.slice(CLICK_PATH_PREFIX.length), editions);
    return page ? { kind: 'click', day, ...page } : { kind: 'left-out', reason: 'unknown-page' };
  }
  if (method !== 'GET' || !VISIT_ANSWERS.includes(status)) return { kind: 'left-out', reason: 'answer' };
  const edition = path.slice(1);
  if (!editions.includes(edition)) return { kind: 'left-out', reason: 'unknown-page' };
  return { kind: 'visit', day, edition, variant };
}
