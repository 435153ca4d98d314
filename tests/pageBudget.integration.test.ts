import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_ROUND_TRIP_BYTES } from '#scripts/build/precompress';
import { PAGE_BUDGET_CODE, pageBudgetWarning } from '#scripts/build/pageBudget';
import { editionsCheckCommand } from '#scripts/editions/editionsCheckCommand';
import { runInProcess, runScript } from './helpers/cli';
import { copyProject } from './helpers/projectCopy';
import { editJson } from './helpers/tempContent';
import { TEST_DAY } from './helpers/testDay';

/**
 * Words no other entry has: brotli packs a repeated answer into a few dozen bytes, while a marketer's real answers
 * differ. Letters from a fixed seed, so every run builds the same page.
 */
function distinctWords(seed: number, count: number): string {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
  return Array.from({ length: count }, () => Array.from({ length: 4 + (next() % 7) }, () => String.fromCharCode(97 + (next() % 26))).join('')).join(' ');
}

/** A marketer's question with an answer of `words` words more (45: about 500 characters), as one more FAQ entry in an edition file. */
const entry = (number: number, words: number) => ({
  id: `weitere-frage-${number}`,
  question: `Kann ich das Coaching auch im Urlaub oder auf Reisen weitermachen (Frage ${number})?`,
  answer:
    'Ja. Alle Videomodule, Leitfäden und Aufzeichnungen liegen im Mitgliederbereich und laufen auf dem Handy, dem Tablet und dem Rechner. ' +
    `Die Live-Calls kannst du von unterwegs aus mitmachen oder später in Ruhe nachsehen: ${distinctWords(number, words)}.`,
});

/** The shipped winter edition with `count` more FAQ entries, in a scratch copy of the project. */
function projectWithLongerFaq(count: number, words: number): string {
  const project = copyProject();
  editJson(path.join(project, 'editions'), 'winter.json', (data) => {
    const faq = (data.sections as Array<{ type: string; entries: unknown[] }>).find((section) => section.type === 'faq');
    if (!faq) throw new Error('editions/winter.json hat keinen FAQ-Abschnitt');
    for (let number = 1; number <= count; number += 1) faq.entries.push(entry(number, words));
  });
  return project;
}

/** The bytes over the first flight a warning names („… Bytes mehr …“). */
const overOf = (output: string) => Number(/\/winteredition ist gepackt [\d.]+ Bytes groß, ([\d.]+) Bytes mehr/.exec(output)?.[1].replace(/\./g, ''));

describe('the first flight, said to the marketer', () => {
  it('names the page, the bytes over and what usually helps, and says nothing while the page fits', () => {
    const edition = { file: 'editions/winter.json', slug: 'winteredition' };
    expect(pageBudgetWarning(edition, FIRST_ROUND_TRIP_BYTES)).toBeUndefined();
    const warning = pageBudgetWarning(edition, FIRST_ROUND_TRIP_BYTES + 1234);
    expect(warning).toMatchObject({ code: PAGE_BUDGET_CODE, file: 'editions/winter.json', severity: 'warning' });
    expect(warning?.message).toContain('Die Seite /winteredition ist gepackt 15.570 Bytes groß, 1.234 Bytes mehr');
    expect(warning?.message).toContain('häufigen Fragen (faq)');
  });

  // Each copy is built once: a minute or two on a busy machine.
  // Two answers of about 500 characters fit; ten of about 1,100 do not (a schema allows 20 entries, winter has 7).
  it.each([
    [2, 45],
    [10, 120],
  ])(
    'with %i more FAQ entries of %i words more in winter, editions:check warns exactly when the built page outgrows the first flight, and the build goes on',
    async (count, words) => {
      const project = projectWithLongerFaq(count, words);
      const check = await runInProcess(editionsCheckCommand, ['--today', TEST_DAY], project);
      expect(check.status, check.stderr).toBe(0);
      const build = runScript('build.ts', ['--today', TEST_DAY], project);
      expect(build.status, build.stderr).toBe(0);

      const shipped = readFileSync(path.join(project, 'dist/winteredition/index.html.br')).length;
      const over = shipped - FIRST_ROUND_TRIP_BYTES;
      if (count === 10) expect(over).toBeGreaterThan(0);
      if (over > 0) {
        expect(build.stderr).toContain('Warnung: editions/winter.json: Die Seite /winteredition ist gepackt');
        expect(overOf(build.stderr)).toBe(over);
        expect(check.stderr).toContain('Warnung: editions/winter.json: Die Seite /winteredition ist gepackt');
        // editions:check renders the page as the build does, with the build's bundles: the same bytes.
        expect(overOf(check.stderr)).toBe(over);
      } else {
        expect(build.stderr).not.toContain(PAGE_BUDGET_CODE);
        expect(`${check.stdout}${check.stderr}`).not.toContain('/winteredition ist gepackt');
      }
    },
    400_000,
  );
});
