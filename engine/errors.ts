import type { core } from 'zod';
import { nearestName } from './knownFields';

/**
 * The one catalogue of content problems. Every message names the file, the JSON path and what was
 * expected versus found, in German, because marketers read them:
 *   editions/spring.json → offer.price: Zahl erwartet, "399€" erhalten
 */

export type Severity = 'error' | 'warning';

export interface ContentProblem {
  /** Stable name of the rule (`schema.invalid_type`, `offer.early-bird-not-below-regular`): tests assert it, wording may change. */
  code: string;
  file: string;
  /** JSON path like `sections[3].type`; empty for a problem with the whole file. */
  path: string;
  message: string;
  severity: Severity;
  /** Position in the file (1-based), when the value is in it. */
  line?: number;
  column?: number;
  /**
   * A library's own words on the problem (sharp's „Input file contains unsupported image format“), for a terminal
   * and logs: `formatProblem` adds it, a screen for marketers shows `message` alone.
   */
  detail?: string;
}

/**
 * Where the reader finds help, in the site's words: the engine knows no file or command of the site, so the
 * site passes these in (src/content/problemHints.ts).
 */
export interface ProblemHints {
  /** Last line of a report with errors: where the fields are described and how to check again. */
  report: string;
  /** Sentence after an unknown field: where the allowed fields are listed. */
  fields: string;
}

export class ContentError extends Error {
  constructor(
    readonly problems: ContentProblem[],
    hints: ProblemHints,
  ) {
    super(formatReport(problems, hints));
    this.name = 'ContentError';
  }
}

export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    return out ? `${out}.${name}` : name;
  }, '');
}

/** `sections[2].heading.title` → `['sections', 2, 'heading', 'title']`. */
export function parsePath(path: string): PropertyKey[] {
  const keys: PropertyKey[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g)) {
    if (match[2] !== undefined) keys.push(Number(match[2]));
    else if (match[3] !== undefined) keys.push(JSON.parse(`"${match[3]}"`) as string);
    else keys.push(match[1]);
  }
  return keys;
}

export function formatProblem(problem: ContentProblem): string {
  const file = problem.line ? `${problem.file}:${problem.line}:${problem.column ?? 1}` : problem.file;
  const where = problem.path ? `${file} → ${problem.path}` : file;
  const prefix = problem.severity === 'warning' ? 'Warnung: ' : '';
  return `${prefix}${where}: ${problem.message}${problem.detail ? `. Meldung von ${problem.detail}` : ''}`;
}

export function formatReport(problems: ContentProblem[], hints: ProblemHints): string {
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  const lines = [...errors, ...warnings].map(formatProblem);
  if (errors.length > 0) {
    lines.unshift(`${errors.length} Fehler in den Inhaltsdateien:`);
    lines.push('', hints.report);
  }
  return lines.join('\n');
}

/** A value as the marketer typed it: strings quoted, long ones shortened. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nichts';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'eine Liste';
  if (typeof value === 'object') return 'ein Objekt';
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 37)}…` : value;
    return JSON.stringify(shown);
  }
  return String(value);
}

const expectedNames: Record<string, string> = {
  string: 'Text',
  number: 'Zahl',
  int: 'ganze Zahl',
  boolean: 'true oder false',
  array: 'Liste',
  object: 'Objekt',
};

const formatNames: Record<string, string> = {
  date: 'Datum im Format JJJJ-MM-TT (ein echtes Kalenderdatum)',
  email: 'E-Mail-Adresse',
  url: 'https-Adresse',
  regex: 'ein Wert im erlaubten Format',
};

function sizeUnit(origin: string | undefined): string {
  if (origin === 'string') return 'Zeichen';
  if (origin === 'array') return 'Einträge';
  return '';
}

/**
 * zod error map: turns each issue into a German sentence. Messages written in the schemas
 * (for example on regexes) take precedence over these.
 */
export const germanIssueMessages =
  (hints: ProblemHints) =>
  (issue: core.$ZodRawIssue): string | undefined =>
    germanIssueMessage(issue, hints);

function germanIssueMessage(issue: core.$ZodRawIssue, hints: ProblemHints): string | undefined {
  const found = `${describeValue(issue.input)} erhalten`;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = expectedNames[issue.expected] ?? issue.expected;
      if (issue.input === undefined) return `Pflichtfeld fehlt (${expected} erwartet)`;
      return `${expected} erwartet, ${found}`;
    }
    case 'invalid_union':
      if (issue.note === 'No matching discriminator' && 'options' in issue) {
        const options = (issue.options as unknown[]).map((option) => JSON.stringify(option)).join(', ');
        const received = (issue.input as Record<string, unknown> | undefined)?.[String(issue.discriminator)];
        return `unbekannter Wert ${describeValue(received)}; erlaubt sind: ${options}`;
      }
      return `passt zu keiner erlaubten Form, ${found}`;
    case 'invalid_value': {
      const expected = `einer der Werte ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
      if (issue.input === undefined) return `Pflichtfeld fehlt (${expected} erwartet)`;
      return `${expected} erwartet, ${found}`;
    }
    case 'invalid_format':
      return `${formatNames[issue.format] ?? issue.format} erwartet, ${found}`;
    case 'too_small':
      if (issue.origin === 'number') return `${issue.inclusive === false ? 'mehr als' : 'mindestens'} ${issue.minimum} erwartet, ${found}`;
      return `mindestens ${issue.minimum} ${sizeUnit(issue.origin)} erwartet`;
    case 'too_big':
      if (issue.origin === 'number') return `${issue.inclusive === false ? 'weniger als' : 'höchstens'} ${issue.maximum} erwartet, ${found}`;
      return `höchstens ${issue.maximum} ${sizeUnit(issue.origin)} erwartet`;
    case 'unrecognized_keys':
      return `unbekanntes Feld ${issue.keys.map((key) => `„${key}“`).join(', ')}; Tippfehler? ${hints.fields}`;
    default:
      return undefined;
  }
}

/** Where a value at a path of the validated document was written (file, path, position). */
export type Locate = (path: ReadonlyArray<PropertyKey>) => Pick<ContentProblem, 'file' | 'path' | 'line' | 'column'>;

/** Every value in one file, at the path it has there. */
export const inFile =
  (file: string): Locate =>
  (path) => ({ file, path: formatPath(path) });

/** Unknown fields named one by one per object; a file with thousands of them gets one line for the rest. */
export const UNKNOWN_KEYS_NAMED = 10;

/** The field names allowed at a path of the checked document (engine/knownFields.ts `knownFieldsAt`). */
export type KnownFields = (path: ReadonlyArray<PropertyKey>) => ReadonlyArray<string>;

/**
 * One problem per failing field; an unknown key gets its own path so the marketer finds it, and, given the
 * names allowed there, the one it was most likely meant to be („vocher“: „voucher“).
 */
export function problemsFromIssues(locate: Locate, issues: core.$ZodIssue[], hints: ProblemHints, knownFields?: KnownFields): ContentProblem[] {
  return issues.flatMap((issue): ContentProblem[] => {
    if (issue.code === 'unrecognized_keys') {
      const known = knownFields?.(issue.path) ?? [];
      const named = issue.keys.slice(0, UNKNOWN_KEYS_NAMED).map((key): ContentProblem => {
        const meant = nearestName(key, known);
        return {
          code: 'schema.unrecognized_keys',
          ...locate([...issue.path, key]),
          message: `unbekanntes Feld; ${meant ? `Tippfehler für „${meant}“?` : 'Tippfehler?'} ${hints.fields}`,
          severity: 'error',
        };
      });
      const rest = issue.keys.length - named.length;
      if (rest <= 0) return named;
      const more = `und ${rest.toLocaleString('de-DE')} weitere unbekannte Felder hier (insgesamt ${issue.keys.length.toLocaleString('de-DE')}); ist das die richtige Datei? ${hints.fields}`;
      return [...named, { code: 'schema.unrecognized_keys', ...locate(issue.path), message: more, severity: 'error' }];
    }
    // A schema's own check names its problem (`params.problem`), so tests and tools can tell it from zod's.
    const named = issue.code === 'custom' && typeof issue.params?.problem === 'string' ? issue.params.problem : undefined;
    return [{ code: named ?? `schema.${issue.code}`, ...locate(issue.path), message: issue.message, severity: 'error' }];
  });
}
