import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EARLY, editionByKey, fixtureContent, FULL, sectionOf } from '../tests/helpers/content';
import { runInProcess, runScript, spawnScript } from '../tests/helpers/cli';
import { editionsDiffCommand } from './editions/editionsDiffCommand';
import { copyContentRoot, editJson } from '../tests/helpers/tempContent';

/**
 * `npm run editions:diff` as QA runs it, on a copy of the fixtures: its command in this process (scripts/cli/command.ts),
 * and the script itself in a child process for the first case, as npm runs it.
 */
const root = copyContentRoot();
const runDiff = (args: string[], cwd = root) => runInProcess(editionsDiffCommand, args, cwd);
const lineOf = (output: string, field: string) =>
  output
    .split('\n')
    .find((line) => line.startsWith(`${field} `))
    ?.replace(/\s+/g, ' ');

const content = fixtureContent();
const early = editionByKey(content, EARLY);
const full = editionByKey(content, FULL);

describe('npm run editions:diff', () => {
  it('prints every differing field of two editions as „Feld A → B“ under German headings', () => {
    const { status, stdout } = runScript('editions-diff.ts', [EARLY, FULL], root);
    expect(status).toBe(0);
    expect(stdout).toContain('Editionen im Vergleich');
    expect(stdout).toContain(`A  ${EARLY.padEnd(12)} editions/${EARLY}.json → /${early.slug} (${early.name})`);
    expect(stdout).toMatch(/Unterschiede: \d+ Felder/);
    expect(lineOf(stdout, 'slug')).toBe(`slug ${early.slug} → ${full.slug}`);
    expect(lineOf(stdout, 'offer.mode')).toBe('offer.mode early-bird → komplettpreis');
    expect(lineOf(stdout, 'offer.price')).toBe(`offer.price ${early.offer.price} → ${full.offer.price}`);
    expect(lineOf(stdout, 'offer.voucher')).toBe('offer.voucher FIXTURE26 → (fehlt)');
    // Sections are compared as the pages show them, keyed by type: one edition's own solution against the shared default, marked.
    const [own, shared] = [sectionOf(content, EARLY, 'solution').ctaLabel, sectionOf(content, FULL, 'solution').ctaLabel];
    expect(lineOf(stdout, 'sections.solution.ctaLabel')).toBe(`sections.solution.ctaLabel ${own} → ${shared} [Standard]`);
    expect(stdout).not.toMatch(/^(key|file|sources|\$schema)[ .[]/m);
  });

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

  it('ends quietly with 0 when its reader stops early (`… | head -1`)', async () => {
    const child = spawnScript('editions-diff.ts', [EARLY, FULL], { cwd: root });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    // The reader takes the first line and goes: the next write meets a closed pipe.
    child.stdout.once('data', () => child.stdout.destroy());
    const status = await new Promise((resolve) => child.once('exit', resolve));
    expect([status, stderr]).toEqual([0, '']);
  });
});
