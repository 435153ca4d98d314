import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HINT } from '../src/content/problemHints';
import { editionsCheckCommand } from '../scripts/editions/editionsCheckCommand';
import { linesOf, runInProcess } from './helpers/cli';
import { EARLY, editionByKey, fixtureContent, FULL, projectRoot } from './helpers/content';
import { addSpringEdition, copyContentRoot, editJson } from './helpers/tempContent';

/**
 * `npm run editions:check` as a marketer runs it, on a copy of the fixtures: its output and its exit code. The cases
 * run its command in this process (scripts/cli/command.ts); the FIFO case runs the script itself, as npm does
 * (editionsCheckCli.integration.test.ts).
 */
const content = fixtureContent();
const early = editionByKey(content, EARLY);
const full = editionByKey(content, FULL);
const check = (args: string[], root = copyContentRoot()) => runInProcess(editionsCheckCommand, args, root);

describe('npm run editions:check', () => {
  it('is the script this test runs', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    expect(scripts['editions:check']).toBe('node --import tsx scripts/editions-check.ts');
  });

  it('prints a clean summary and the timeline of coming changes, and exits 0 for clean files', async () => {
    const result = await check(['--production', '--today', '2026-02-15']);
    expect(result.stderr).toBe('');
    expect(linesOf(result.stdout)).toEqual([
      'Inhalte in Ordnung: site.json und 2 Editionen',
      `  editions/${EARLY}.json → /${early.slug} (Frühbucherpreis)`,
      `  editions/${FULL}.json → /${full.slug} (im Verkauf)`,
      'Kalender ab 15. Februar 2026 (so ändern sich die Seiten von selbst):',
      `  15. Februar 2026   /                Startseite wirbt für /${early.slug} (${early.name})`,
      `  2. März 2026       /${full.slug}   Anmeldung geschlossen: kein Checkout mehr, die Seite verweist auf /${early.slug}`,
      '  7. September 2026  /                Startseite kein Verkauf: sagt, dass die nächste Edition in Vorbereitung ist, ohne Checkout-Link',
      `  7. September 2026  /${early.slug}  Anmeldung geschlossen: kein Checkout mehr, die Seite sagt, dass die nächste Edition in Vorbereitung ist`,
    ]);
    expect(result.status).toBe(0);
  });

  it('lists every problem of a broken copy at once, with the hint, and exits 1', async () => {
    const root = copyContentRoot();
    const dir = path.join(root, 'editions');
    editJson(dir, `${EARLY}.json`, (data) => {
      data.offer.price = '399€';
      data.startDate = '2026-02-30';
    });
    editJson(dir, 'site.json', (data) => (data.claims.rating = 'sehr gut'));
    const result = await check(['--today', '2025-12-01'], root);
    expect(result.stdout).toBe('');
    expect(linesOf(result.stderr)).toEqual([
      '3 Fehler in den Inhaltsdateien:',
      // Each problem with the line and column of the value in its file.
      'editions/site.json:16:15 → claims.rating: Zahl erwartet, "sehr gut" erhalten',
      `editions/${EARLY}.json:9:16 → startDate: Datum im Format JJJJ-MM-TT (ein echtes Kalenderdatum) erwartet, "2026-02-30" erhalten`,
      `editions/${EARLY}.json:13:14 → offer.price: Zahl erwartet, "399€" erhalten`,
      HINT,
    ]);
    expect(result.status).toBe(1);
  });

  it('prints a warning but exits 0 when only warnings remain', async () => {
    const result = await check(['--today', '2026-09-08']);
    expect(linesOf(result.stderr)).toEqual([
      `Warnung: editions/${EARLY}.json:9:16 → startDate: heute verkauft die Seite keine Edition: die Seiten und die Startseite sagen „Die nächste Edition ist in Vorbereitung.“, ohne Checkout-Link. ` +
        'Mit „npm run edition:new“ die nächste Edition anlegen und ihren ersten Verkaufstag (offer.validFrom) setzen; die Startseite wirbt ab diesem Tag für sie',
    ]);
    expect(linesOf(result.stdout)[0]).toBe('Inhalte in Ordnung (1 Warnung): site.json und 2 Editionen');
    expect(result.status).toBe(0);
  });

  it('refuses an impossible date and an unknown option', async () => {
    const date = await check(['--today', '2026-02-30']);
    expect(linesOf(date.stderr)).toEqual([
      'Aufruf: npm run editions:check -- [--production] [--today JJJJ-MM-TT]',
      '--today erwartet ein Datum im Format JJJJ-MM-TT, „2026-02-30“ erhalten',
      'Mehr dazu: npm run editions:check -- --help',
    ]);
    expect(date.status).toBe(2);
    const option = await check(['--schnell']);
    expect(linesOf(option.stderr)[1]).toBe('Unbekannte Angabe: --schnell');
    expect(option.status).toBe(2);
  });

  it.each([[[]], [['--production']]])('%j reads the images as the build does: a cover declared 4000 × 10 is refused by file and field', async (flags) => {
    const root = copyContentRoot();
    const index = early.sections.findIndex((section) => 'cover' in section);
    editJson(path.join(root, 'editions'), `${EARLY}.json`, (data) => {
      data.sections[index].cover.width = 4000;
      data.sections[index].cover.height = 10;
    });
    const result = await check([...flags, '--today', '2025-12-01'], root);
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain('Inhalte in Ordnung');
    const lines = linesOf(result.stderr).filter((line) => line.startsWith(`editions/${EARLY}.json`));
    expect(lines.map((line) => line.replace(/ passt nicht .*$/, ''))).toEqual([
      expect.stringMatching(new RegExp(`^editions/${EARLY}\\.json(:\\d+:\\d+)? → sections\\[${index}\\]\\.cover\\.width: 4000$`)),
      expect.stringMatching(new RegExp(`^editions/${EARLY}\\.json(:\\d+:\\d+)? → sections\\[${index}\\]\\.cover\\.height: 10$`)),
    ]);
  });

  it('refuses an A/B variant that changes the price or a date, naming file, field and why, and exits 1', async () => {
    const root = copyContentRoot();
    editJson(path.join(root, 'editions'), `${EARLY}.json`, (data) => {
      data.variants = [{ name: 'b', weight: 50, offer: { price: 299 }, startDate: '2026-03-01', sections: { hero: { title: 'Ein anderer Titel' } } }];
    });
    const result = await check(['--today', '2026-02-15'], root);
    const why =
      'Preis, Termine, Gutschein, Garantie, Pflichthinweise und das Angebot sind für alle Besucher gleich ' +
      '(Preisangabenverordnung und § 5 UWG: ein Preis und ein Angebot für alle, keine Angabe, die ein Teil der Besucher anders liest). ' +
      'Bitte das Feld aus der Variante nehmen; ändern lässt es sich nur in der Edition selbst, für alle';
    expect(result.stdout).toBe('');
    expect(linesOf(result.stderr).map((line) => line.replace(/\.json:\d+:\d+ →/, '.json →'))).toEqual([
      '2 Fehler in den Inhaltsdateien:',
      `editions/${EARLY}.json → variants[0].offer: eine Variante darf das Angebot mit Preis und Gutschein nicht ändern: ${why}`,
      `editions/${EARLY}.json → variants[0].startDate: eine Variante darf den Starttermin nicht ändern: ${why}`,
      HINT,
    ]);
    expect(result.status).toBe(1);
  });

  it('names an edition’s A/B test with each variant’s share, and the variant’s page passes the same checks', async () => {
    const root = copyContentRoot();
    editJson(path.join(root, 'editions'), `${EARLY}.json`, (data) => {
      data.variants = [{ name: 'b', weight: 30, sections: { hero: { title: 'Ein anderer Titel' } } }];
    });
    const result = await check(['--today', '2026-02-15'], root);
    expect(result.stderr).toBe('');
    expect(linesOf(result.stdout)[1]).toBe(`  editions/${EARLY}.json → /${early.slug} (Frühbucherpreis), A/B-Test: „b“ 30 %, eigene Fassung 70 %`);
    expect(result.status).toBe(0);
  });

  it('refuses a start and a last day of sales in copy that are not the edition’s, in the edition and in its variant', async () => {
    const root = copyContentRoot();
    const wrong = 'Start am 5. April 2027 … Anmeldung nur bis 31. Januar 2027';
    // The spring copy starts on 12 April 2027 and, without salesEnd, sells until 11 April.
    addSpringEdition(path.join(root, 'editions'), (data) => {
      data.sections[0].subtitle = wrong;
      data.variants = [{ name: 'b', weight: 50, sections: { hero: { subtitle: `Neu: ${wrong}` } } }];
    });
    const result = await check(['--today', '2026-02-15'], root);
    const start = '„Start am 5. April 2027“ passt nicht zum Starttermin der Edition: Sie startet am 12. April 2027.';
    const salesEnd = '„Anmeldung nur bis 31. Januar 2027“ passt nicht zum letzten Verkaufstag der Edition: Anmelden kann man bis einschließlich 11. April 2027';
    const lines = linesOf(result.stderr).map((line) => line.replace(/\.json:\d+:\d+ →/, '.json →'));
    expect(lines[0]).toBe('4 Fehler in den Inhaltsdateien:');
    expect(lines.slice(1, 5)).toEqual([
      expect.stringContaining(`editions/spring.json → sections[0].subtitle: ${start}`),
      expect.stringContaining(`editions/spring.json → sections[0].subtitle: ${salesEnd}`),
      expect.stringContaining(`editions/spring.json → variants[0].sections.hero.subtitle: ${start}`),
      expect.stringContaining(`editions/spring.json → variants[0].sections.hero.subtitle: ${salesEnd}`),
    ]);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(1);
  });
});
