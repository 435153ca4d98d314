import { describe, expect, it } from 'vitest';
import { EARLY, editionByKey, fixtureContent, FULL, sectionOf } from '../tests/helpers/content';
import { runScript, spawnScript } from '../tests/helpers/cli';
import { copyContentRoot } from '../tests/helpers/tempContent';

/**
 * `npm run editions:diff` as npm runs it, in a child process, on a copy of the fixtures: what it prints, and its end
 * when its reader goes away. Its other cases run its command in the test's process (scripts/editions-diff.test.ts).
 */
const root = copyContentRoot();
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
