import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContentError, germanIssueMessages, inFile, problemsFromIssues, type ContentProblem } from './errors';

const hints = { report: 'Hinweis: siehe Anleitung', fields: 'Erlaubte Felder stehen in der Anleitung' };
const problem: ContentProblem = { code: 'schema.invalid_type', file: 'a.json', path: 'preis', message: 'Zahl erwartet', severity: 'error' };

describe('the hints a site passes in', () => {
  it('end a report with errors', () => {
    expect(new ContentError([problem], hints).message).toBe('1 Fehler in den Inhaltsdateien:\na.json → preis: Zahl erwartet\n\nHinweis: siehe Anleitung');
  });

  it('follow an unknown field', () => {
    const parsed = z.strictObject({ name: z.string() }).safeParse({ name: 'x', nmae: 'y' }, { error: germanIssueMessages(hints) });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['unbekanntes Feld „nmae“; Tippfehler? Erlaubte Felder stehen in der Anleitung']);
    expect(problemsFromIssues(inFile('a.json'), parsed.error!.issues, hints).map((found) => `${found.path}: ${found.message}`)).toEqual([
      'nmae: unbekanntes Feld; Tippfehler? Erlaubte Felder stehen in der Anleitung',
    ]);
  });
});
