import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, type ContentProblem } from '#engine/errors';
import { lineWithoutPosition } from '#tests/helpers/tempContent';
import { datedEditionsDir, projectRoot } from '#tests/helpers/datedEditions';
import { loadContent } from '../loadContent';

/**
 * The date rules (rules/dates.ts, rules/calendar.ts) as editions:check and the build report them: codes,
 * fields and the exact German lines. The dated editions: winter's early-bird ends 2025-12-15, its sales
 * 2026-01-04; spring (start 2027-04-12) opens its sales on 2027-01-15.
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

function editJson(dir: string, file: string, change: (data: Record<string, any>) => void) {
  const target = path.join(dir, file);
  const data = JSON.parse(readFileSync(target, 'utf8'));
  change(data);
  writeFileSync(target, JSON.stringify(data, null, 2));
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
      'editions/winter.json → offer.earlyBirdUntil: der Frühbucherpreis gilt bis 2025-09-15, der Verkauf endet aber schon am 2025-09-01 (salesEnd); „earlyBirdUntil“ muss am oder vor dem letzten Verkaufstag liegen',
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
      'editions/autumn.json → offer.earlyBirdUntil: unbekanntes Feld; Tippfehler? Erlaubte Felder stehen in docs/marketing/feldreferenz.md',
    );
  });
});

describe('the calendar', () => {
  const calendarOnly = (list: ContentProblem[]) => list.filter((problem) => problem.code.startsWith('calendar.') || problem.code === 'dates.early-bird-over');
  const calendarLines = (list: ContentProblem[]) => calendarOnly(list).map(lineWithoutPosition);

  it('a day without anything to sell is a warning, never an error (the clock wins), at the first day of sale of the edition that opens next', () => {
    const found = calendarOnly(problems(datedEditionsDir(), '2026-01-05'));
    expect(found.map((problem) => [problem.code, problem.file, problem.path, problem.severity])).toEqual([
      ['calendar.nothing-to-sell', 'editions/spring.json', 'offer.validFrom', 'warning'],
    ]);
    expect(calendarLines(found)).toEqual([
      'Warnung: editions/spring.json → offer.validFrom: heute verkauft die Seite keine Edition, bis editions/spring.json am 15. Januar 2027 in den Verkauf geht; ' +
        'bis dahin nennen die Seiten und die Startseite diesen Tag, ohne Checkout-Link. Soll es früher weitergehen, dort den ersten Verkaufstag (offer.validFrom) vorziehen',
    ]);
  });

  it('with nothing planned: says what the pages show and how to schedule the next edition', () => {
    const dir = datedEditionsDir();
    rmSync(path.join(dir, 'spring.json'));
    expect(calendarLines(problems(dir, '2026-01-05'))).toEqual([
      'Warnung: editions/winter.json → salesEnd: heute verkauft die Seite keine Edition: die Seiten und die Startseite sagen „Die nächste Edition ist in Vorbereitung.“, ohne Checkout-Link. ' +
        'Mit „npm run edition:new“ die nächste Edition anlegen und ihren ersten Verkaufstag (offer.validFrom) setzen; die Startseite wirbt ab diesem Tag für sie',
    ]);
  });

  it('warns 14 days ahead of the first day without sales, and when the promoted edition’s early-bird is over', () => {
    const dir = datedEditionsDir();
    expect(calendarLines(problems(dir, '2025-12-15'))).toEqual([]);
    expect(calendarLines(problems(dir, '2025-12-21'))).toEqual([
      'Warnung: editions/winter.json → offer.earlyBirdUntil: der Frühbucherpreis der aktuellen Edition endete am 2025-12-15; die Seite zeigt seitdem 499 € als „Komplettpreis“, ohne Gutschein',
    ]);
    expect(calendarLines(problems(dir, '2025-12-22'))[0]).toBe(
      'Warnung: editions/spring.json → offer.validFrom: ab 5. Januar 2026 verkauft die Seite keine Edition, bis editions/spring.json am 15. Januar 2027 in den Verkauf geht; ' +
        'bis dahin nennen die Seiten und die Startseite diesen Tag, ohne Checkout-Link. Soll es früher weitergehen, dort den ersten Verkaufstag (offer.validFrom) vorziehen',
    );
  });

  it('says nothing when the next edition’s sales open before the last one’s end', () => {
    const dir = datedEditionsDir();
    editJson(dir, 'spring.json', (data) => (data.offer.validFrom = '2025-12-20'));
    expect(calendarOnly(problems(dir, '2025-12-22')).map((problem) => problem.code)).toEqual([]);
  });

  it('without salesEnd and no edition opening after it, the gap after the day before the start is named at the start date', () => {
    const dir = datedEditionsDir((data) => delete data.salesEnd);
    rmSync(path.join(dir, 'spring.json'));
    expect(calendarOnly(problems(dir, '2026-01-05')).map((problem) => [problem.file, problem.path])).toEqual([['editions/winter.json', 'startDate']]);
  });

  it('a sale window that is empty is an error: its first day must come before the start', () => {
    const dir = datedEditionsDir((data) => {
      delete data.salesEnd;
      delete data.offer.earlyBirdUntil;
      data.offer.validFrom = '2026-01-05';
    });
    expect(lines(problems(dir, '2025-12-01'))).toContain(
      'editions/winter.json → offer.validFrom: der erste Verkaufstag (2026-01-05) liegt nicht vor dem Start (2026-01-05); ohne „salesEnd“ endet der Verkauf am Tag vor dem Start. ' +
        'Einen früheren ersten Verkaufstag wählen oder mit „salesEnd“ den letzten Verkaufstag nach dem Start setzen (für Nachzügler)',
    );
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

describe('a button label of its own after the early-bird', () => {
  const labelWarnings = (list: ContentProblem[]) => list.filter((problem) => problem.code === 'dates.cta-label-replaced');

  it('is a warning at the label that names the day and the label that replaces it, and where to write another', () => {
    const dir = datedEditionsDir((data) => (data.checkoutCtaLabel = 'Jetzt anmelden'));
    const found = labelWarnings(problems(dir, '2025-12-10'));
    expect(found.map(({ code, path: at, severity }) => [code, at, severity])).toEqual([['dates.cta-label-replaced', 'checkoutCtaLabel', 'warning']]);
    expect(found.map(lineWithoutPosition)).toEqual([
      'Warnung: editions/winter.json → checkoutCtaLabel: ab 16. Dezember 2025, nach dem Frühbucherpreis, steht auf den Checkout-Knöpfen „Jetzt Platz sichern“ statt „Jetzt anmelden“. ' +
        'Soll dort ein eigener Text stehen, ihn unter „Beschriftung der Checkout-Knöpfe nach dem Frühbucherpreis“ (offer.regularCtaLabel) eintragen',
    ]);
    // Still on the regular days, while the buttons show the other label; no more once the edition is closed.
    expect(labelWarnings(problems(dir, '2025-12-20'))).toHaveLength(1);
    expect(labelWarnings(problems(dir, '2026-01-05'))).toEqual([]);
  });

  it('not with a label for after the early-bird, a label that speaks of the early-bird, or an early-bird to the last day of sales', () => {
    expect(
      labelWarnings(
        problems(
          datedEditionsDir((data) =>
            Object.assign(data, { checkoutCtaLabel: 'Jetzt anmelden' }, { offer: { ...data.offer, regularCtaLabel: 'Jetzt buchen' } }),
          ),
          '2025-12-10',
        ),
      ),
    ).toEqual([]);
    expect(labelWarnings(problems(datedEditionsDir(), '2025-12-10'))).toEqual([]);
    expect(
      labelWarnings(
        problems(
          datedEditionsDir((data) => {
            data.checkoutCtaLabel = 'Jetzt anmelden';
            delete data.offer.earlyBirdUntil;
          }),
          '2025-12-10',
        ),
      ),
    ).toEqual([]);
  });
});

describe('the shipped files', () => {
  it('break no date rule on the specification’s day, and only warn on a later one', () => {
    const dir = path.join(projectRoot, 'editions');
    expect(datesOnly(problems(dir, '2025-09-15'))).toEqual([]);
    expect(problems(dir, '2026-11-23').filter((problem) => problem.severity === 'error')).toEqual([]);
  });
});
