import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, type ContentProblem } from '../../../engine/errors';
import { lineWithoutPosition } from '../../../tests/helpers/tempContent';
import { datedEditionsDir, projectRoot } from '../../../tests/helpers/datedEditions';
import { loadContent } from '../loadContent';

/**
 * The date rules (rules/dates.ts) as editions:check and the build report them: codes, fields and
 * the exact German lines. The dated editions: winter's early-bird ends 2025-12-15, its sales
 * 2026-01-04; spring (start 2027-04-12, on sale from 2027-01-15) is current.
 */

function problems(dir: string, today: string): ContentProblem[] {
  try {
    return loadContent({ dir, publicDir: path.join(projectRoot, 'public'), today }).warnings;
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const datesOnly = (list: ContentProblem[]) => list.filter((problem) => problem.code.startsWith('dates.'));
const lines = (list: ContentProblem[]) => datesOnly(list).map(lineWithoutPosition);

/** Winter as the current edition (spring not current), with changes. */
const winterCurrent = (change: (data: Record<string, any>) => void = () => {}) =>
  datedEditionsDir((data) => {
    data.current = true;
    data.seo.description = 'Elf Wochen Gruppen-Coaching für alle über 40: Bauchfett nachhaltig reduzieren.';
    change(data);
  });

function editJson(dir: string, file: string, change: (data: Record<string, any>) => void) {
  const target = path.join(dir, file);
  const data = JSON.parse(readFileSync(target, 'utf8'));
  change(data);
  writeFileSync(target, JSON.stringify(data, null, 2));
}

/** The helper made spring current; here winter is, so spring steps back. */
function withoutCurrentSpring(dir: string) {
  editJson(dir, 'spring.json', (data) => (data.current = false));
  return dir;
}

describe('dates that contradict each other', () => {
  it('an early-bird that ends before sales open, or after the end of sales', () => {
    const dir = datedEditionsDir((data) => {
      data.offer.earlyBirdUntil = '2025-09-15';
      data.salesEnd = '2025-09-01';
    });
    const found = datesOnly(problems(dir, '2025-10-10')).filter((problem) => problem.severity === 'error');
    expect(found.map((problem) => [problem.code, problem.path, problem.severity])).toEqual([
      ['dates.early-bird-before-valid-from', 'offer.earlyBirdUntil', 'error'],
      ['dates.early-bird-after-sales-end', 'offer.earlyBirdUntil', 'error'],
      ['dates.sales-end-before-valid-from', 'salesEnd', 'error'],
    ]);
    expect(lines(found)).toEqual([
      'editions/winter.json → offer.earlyBirdUntil: der Frühbucherpreis endet am 2025-09-15, vor dem Verkaufsbeginn (offer.validFrom 2025-10-01); „earlyBirdUntil“ muss am oder nach „validFrom“ liegen',
      'editions/winter.json → offer.earlyBirdUntil: der Frühbucherpreis gilt bis 2025-09-15, der Verkauf endet aber schon am 2025-09-01 (salesEnd); „earlyBirdUntil“ muss am oder vor „salesEnd“ liegen',
      'editions/winter.json → salesEnd: der Verkauf endet am 2025-09-01, vor dem Verkaufsbeginn (offer.validFrom 2025-10-01); „salesEnd“ muss am oder nach „validFrom“ liegen',
    ]);
  });

  it('an early-bird that runs past the start', () => {
    const dir = datedEditionsDir((data) => {
      data.offer.earlyBirdUntil = '2026-01-10';
      data.salesEnd = '2026-01-20';
    });
    expect(lines(problems(dir, '2025-10-10')).filter((line) => !line.startsWith('Warnung'))).toEqual([
      'editions/winter.json → offer.earlyBirdUntil: der Frühbucherpreis gilt bis 2026-01-10, die Edition startet aber schon am 2026-01-05; „earlyBirdUntil“ muss am oder vor dem Start liegen',
    ]);
  });

  it('dates in order are fine, and an early-bird may end on the start day and on the last day of sales', () => {
    expect(datesOnly(problems(datedEditionsDir(), '2025-12-10')).filter((problem) => problem.severity === 'error')).toEqual([]);
    const sameDay = datedEditionsDir((data) => {
      data.offer.earlyBirdUntil = '2026-01-05';
      data.salesEnd = '2026-01-05';
    });
    expect(datesOnly(problems(sameDay, '2025-12-10')).filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it('a Komplettpreis offer has no early-bird date', () => {
    const dir = datedEditionsDir();
    editJson(dir, 'autumn.json', (data) => (data.offer.earlyBirdUntil = '2025-08-01'));
    expect(problems(dir, '2025-12-10').map(lineWithoutPosition)).toContain(
      'editions/autumn.json → offer.earlyBirdUntil: unbekanntes Feld; Tippfehler? Erlaubte Felder stehen in docs/editionen.md',
    );
  });
});

describe('the current edition in time', () => {
  it('closed as of today is a warning, never an error (the clock wins), that names the edition to make current instead', () => {
    const dir = withoutCurrentSpring(winterCurrent());
    const found = datesOnly(problems(dir, '2026-01-05'));
    expect(found.map((problem) => [problem.code, problem.file, problem.path, problem.severity])).toEqual([
      ['dates.current-closed', 'editions/winter.json', 'salesEnd', 'warning'],
    ]);
    expect(lines(found)).toEqual([
      'Warnung: editions/winter.json → salesEnd: der Verkauf der aktuellen Edition endete am 2026-01-04; ihre Seite und die Startseite sagen jetzt, dass die Anmeldung geschlossen ist' +
        ' – in editions/spring.json "current": true setzen und hier "current": false, dann zeigt die Startseite die nächste Edition',
    ]);
  });

  it('closed with no later edition on sale: says what the pages show and how to make the next one (an older edition is never suggested)', () => {
    const dir = withoutCurrentSpring(winterCurrent());
    rmSync(path.join(dir, 'spring.json'));
    expect(lines(problems(dir, '2026-01-05'))).toEqual([
      'Warnung: editions/winter.json → salesEnd: der Verkauf der aktuellen Edition endete am 2026-01-04; ihre Seite und die Startseite sagen jetzt, dass die Anmeldung geschlossen ist' +
        ' und die nächste Edition in Vorbereitung ist (Satz: „nextEditionNotice“ in site.json); mit „npm run edition:new“ die nächste anlegen und aktuell machen',
    ]);
  });

  it('its last day of sales is an error only from the day after', () => {
    const dir = withoutCurrentSpring(winterCurrent());
    expect(datesOnly(problems(dir, '2026-01-04')).map((problem) => [problem.code, problem.severity])).toEqual([
      ['dates.current-closing', 'warning'],
      ['dates.early-bird-over', 'warning'],
    ]);
  });

  it('warns two weeks ahead that its sales end, and when its early-bird is over', () => {
    const dir = withoutCurrentSpring(winterCurrent());
    expect(lines(problems(dir, '2025-12-20'))).toEqual([
      'Warnung: editions/winter.json → offer.earlyBirdUntil: der Frühbucherpreis der aktuellen Edition endete am 2025-12-15; die Seite zeigt seitdem 499 € als „Komplettpreis“, ohne Gutschein',
    ]);
    expect(lines(problems(dir, '2025-12-21'))).toEqual([
      'Warnung: editions/winter.json → salesEnd: der Verkauf der aktuellen Edition endet am 2026-01-04; ab dem Tag danach sagen ihre Seite und die Startseite, dass die Anmeldung geschlossen ist; vorher editions/spring.json aktuell machen ("current": true), damit die Startseite auf sie zeigt',
      'Warnung: editions/winter.json → offer.earlyBirdUntil: der Frühbucherpreis der aktuellen Edition endete am 2025-12-15; die Seite zeigt seitdem 499 € als „Komplettpreis“, ohne Gutschein',
    ]);
    expect(lines(problems(dir, '2025-12-15'))).toEqual([]);
  });

  it('an edition that is not current may be closed: its page says so', () => {
    expect(datesOnly(problems(datedEditionsDir(), '2026-02-01'))).toEqual([]);
  });
});

describe('early-bird copy that stays after the early-bird', () => {
  it('is an error per text that names the day it turns false; the copy that goes by itself is not', () => {
    const dir = datedEditionsDir((data) => (data.seo.description = 'Elf Wochen Coaching zum Frühbucherpreis.'));
    const found = datesOnly(problems(dir, '2025-12-10'));
    // Winter's badges „Frühbucher!“, banner, CTA labels and offer speak of the early-bird too, but they change by themselves.
    expect(found.map((problem) => [problem.code, problem.file, problem.path, problem.severity])).toEqual([
      ['dates.early-bird-copy', 'editions/winter.json', 'seo.description', 'error'],
    ]);
    expect(lines(found)).toEqual([
      'editions/winter.json → seo.description: der Text spricht von „Frühbucherpreis“ und bleibt auch ab 16. Dezember 2025 auf der Seite, wenn es keinen Frühbucherpreis mehr gibt; ' +
        'bitte ohne Frühbucher formulieren oder den Satz in die Etiketten oder den Hinweis im Kopfbereich (badges, banner) setzen, die mit dem Frühbucherpreis verschwinden',
    ]);
  });

  it('only for an early-bird with a last day: without one the copy stays true', () => {
    const dir = datedEditionsDir((data) => delete data.offer.earlyBirdUntil);
    expect(datesOnly(problems(dir, '2025-12-10'))).toEqual([]);
  });
});

describe('the shipped files', () => {
  it('carry no dates yet, so no date rule speaks (besides the start-date warning of before)', () => {
    const dir = path.join(projectRoot, 'editions');
    expect(datesOnly(problems(dir, '2026-11-23'))).toEqual([]);
  });
});
