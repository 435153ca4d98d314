import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY, FULL } from '../tests/helpers/content';
import { runInProcess } from '../tests/helpers/cli';
import { editionsDiffCommand } from './editions/editionsDiffCommand';
import { copyContentRoot, editJson } from '../tests/helpers/tempContent';

/**
 * `npm run editions:diff` as QA runs it, on a copy of the fixtures: its command in this process (scripts/cli/command.ts).
 * The script itself runs as npm runs it in scripts/editions-diff.integration.test.ts.
 */
const root = copyContentRoot();
const runDiff = (args: string[], cwd = root) => runInProcess(editionsDiffCommand, args, cwd);
const lineOf = (output: string, field: string) =>
  output
    .split('\n')
    .find((line) => line.startsWith(`${field} `))
    ?.replace(/\s+/g, ' ');

describe('npm run editions:diff', () => {
  it('names the direction: B → A swaps the columns', async () => {
    const { stdout } = await runDiff([FULL, EARLY]);
    expect(lineOf(stdout, 'offer.voucher')).toBe('offer.voucher (fehlt) → FIXTURE26');
  });

  it('says so when two editions do not differ', async () => {
    const { status, stdout } = await runDiff([EARLY, EARLY]);
    expect(status).toBe(0);
    expect(stdout).toContain('Keine Unterschiede.');
  });

  it('refuses an unknown key with the list of known keys, and a missing key with the usage', async () => {
    const unknown = await runDiff([EARLY, 'sommer']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain(`Unbekannte Edition „sommer“. Vorhandene Editionen: ${EARLY}, ${FULL}`);
    const missing = await runDiff([EARLY]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Aufruf: npm run editions:diff -- <Edition A> <Edition B>');
    expect(missing.stderr).toContain('Bitte genau zwei Editionen angeben.');
  });

  it('shows a review that moved as one row with its old and new position', async () => {
    const moved = copyContentRoot();
    const site = JSON.parse(readFileSync(path.join(moved, 'editions', 'site.json'), 'utf8'));
    const reviews = site.sectionDefaults.testimonials.reviews as Array<{ id: string }>;
    // The full fixture shows the reviews too, with its own list: the last one first.
    editJson(path.join(moved, 'editions'), `${FULL}.json`, (data) => {
      const own = { type: 'testimonials', reviews: [reviews.at(-1), ...reviews.slice(0, -1)] };
      const at = data.sections.findIndex((section: { type: string }) => section.type === 'testimonials');
      if (at >= 0) data.sections[at] = own;
      else data.sections.push(own);
    });
    const { status, stdout } = await runDiff([EARLY, FULL], moved);
    expect(status).toBe(0);
    const last = reviews.at(-1)!.id;
    expect(lineOf(stdout, `sections.testimonials.reviews[${last}]`)).toBe(
      `sections.testimonials.reviews[${last}] (Reihenfolge) Position ${reviews.length} → Position 1`,
    );
    // The reviews it passed are not named as moved.
    for (const { id } of reviews.slice(0, -1)) expect(stdout).not.toContain(`reviews[${id}] (Reihenfolge)`);
  });

  it('exits 1 with the content report when a file does not validate', async () => {
    const broken = copyContentRoot();
    editJson(path.join(broken, 'editions'), `${FULL}.json`, (data) => (data.offer.price = '499€'));
    const { status, stderr } = await runDiff([EARLY, FULL], broken);
    expect(status).toBe(1);
    expect(stderr).toMatch(new RegExp(`editions/${FULL}\\.json:\\d+:\\d+ → offer\\.price`));
    expect(stderr).toContain('ein Vergleich ist erst nach der Korrektur möglich');
  });
});
