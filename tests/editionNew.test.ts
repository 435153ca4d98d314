import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scaffoldEdition, slugFor } from '../scripts/editions/editionScaffold';
import { editionNewCommand } from '../scripts/editions/editionNewCommand';
import { editionsCheckCommand } from '../scripts/editions/editionsCheckCommand';
import { linesOf, runInProcess } from './helpers/cli';
import { EARLY, editionByKey, fixtureContent, FULL, projectRoot } from './helpers/content';
import { copyContentRoot, copyEditions, editJson, problemLines, problemsOf } from './helpers/tempContent';

/**
 * `npm run edition:new -- <name>`: a new edition file from an existing one, never over one. Runs on
 * scratch copies of the fixtures, so an editions/spring.json in the project changes nothing here.
 */
/** The command in this process (scripts/cli/command.ts); editionNew.integration.test.ts runs the script itself, as npm does. */
const newEdition = (root: string, ...args: string[]) => runInProcess(editionNewCommand, args, root);
const read = (root: string, name: string) => readFileSync(path.join(root, 'editions', name), 'utf8');
const content = fixtureContent();

describe('npm run edition:new', () => {
  it('is the script this test runs', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    expect(scripts['edition:new']).toBe('node --import tsx scripts/edition-new.ts');
  });

  it('leaves a copy that cannot sell or be built until its start and first day of sales are set, each named in German', async () => {
    const root = copyContentRoot();
    expect((await newEdition(root, 'spring')).status).toBe(0);
    const editions = path.join(root, 'editions');
    const why = 'Eine neue Edition übernimmt keine Termine aus ihrer Vorlage, damit sie erst verkauft, wenn du sie festlegst';
    // Errors stop the check and the build: on the template's days of sales the copy neither sells nor takes over the home page.
    expect(problemLines(editions, { today: editionByKey(content, EARLY).offer.validFrom })).toEqual([
      `editions/spring.json → startDate: Bitte den Starttermin eintragen (noch leer). ${why}`,
      `editions/spring.json → offer.validFrom: Bitte den ersten Verkaufstag eintragen (noch leer). ${why}`,
    ]);
    const check = await runInProcess(editionsCheckCommand, [], root);
    expect(check.status).toBe(1);
    // Dates set deliberately: valid; the check only warns about what still equals the original.
    editJson(editions, 'spring.json', (data) => {
      data.startDate = '2027-04-12';
      data.offer.validFrom = '2027-01-15';
    });
    const problems = problemsOf(editions);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.filter((problem) => problem.severity !== 'warning' || problem.file !== 'editions/spring.json')).toEqual([]);
  });

  it('sets the start and first day of sales given with --start and --verkauf-ab, as TT.MM.JJJJ or JJJJ-MM-TT', async () => {
    const root = copyContentRoot();
    const result = await newEdition(root, 'spring', '--start', '12.04.2027', '--verkauf-ab', '2027-01-15');
    expect([result.status, result.stderr]).toEqual([0, '']);
    const data = JSON.parse(read(root, 'spring.json'));
    expect([data.startDate, data.offer.validFrom]).toEqual(['2027-04-12', '2027-01-15']);
    const lines = linesOf(result.stdout);
    expect(lines[2]).toBe('Termine: Die neue Edition übernimmt keine der Vorlage.');
    expect(lines[3]).toMatch(new RegExp(`^    startDate +  Starttermin: gesetzt auf 2027-04-12 \\(Vorlage: ${editionByKey(content, EARLY).startDate}\\)$`));
    expect(problemsOf(path.join(root, 'editions')).filter((problem) => problem.severity !== 'warning')).toEqual([]);
  });

  it.each([
    [['--start', '12.04.2027'], 'Bitte --start und --verkauf-ab zusammen angeben, z. B. --start 12.04.2027 --verkauf-ab 15.01.2027 (oder keins von beiden).'],
    [['--start', '31.02.2027', '--verkauf-ab', '15.01.2027'], '--start: „31.02.2027“: den 31. Februar 2027 gibt es nicht; der Februar 2027 hat 28 Tage'],
    [
      ['--start', '12.04.2027', '--verkauf-ab', '12.04.2027'],
      'Der erste Verkaufstag (12. April 2027) muss vor dem Start (12. April 2027) liegen: Verkauft wird bis zum Tag vor dem Start, sonst an keinem Tag.',
    ],
  ])('refuses the dates %j in German, with nothing written', async (args, message) => {
    const root = copyContentRoot();
    const result = await newEdition(root, 'spring', ...args);
    expect([result.status, linesOf(result.stderr)]).toEqual([1, [message]]);
    expect(() => read(root, 'spring.json')).toThrow(/ENOENT/);
  });

  it('drops the template’s last early-bird day and last day of sales, so their defaults follow the new dates', async () => {
    const root = copyContentRoot();
    editJson(path.join(root, 'editions'), `${EARLY}.json`, (data) => {
      data.offer.earlyBirdUntil = '2026-05-31';
      data.salesEnd = '2026-09-10';
    });
    const lines = linesOf((await newEdition(root, 'spring', '--from', EARLY)).stdout);
    const data = JSON.parse(read(root, 'spring.json'));
    expect([data.startDate, data.offer.validFrom, 'earlyBirdUntil' in data.offer, 'salesEnd' in data]).toEqual(['', '', false, false]);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ {4}offer\.earlyBirdUntil + {2}Letzter Tag des Frühbucherpreises: entfernt, bei Bedarf eintragen \(Vorlage: 2026-05-31\)$/),
        expect.stringMatching(/^ {4}salesEnd + {2}Letzter Verkaufstag: entfernt, bei Bedarf eintragen \(Vorlage: 2026-09-10\)$/),
      ]),
    );
  });

  it('takes another template and address when asked', async () => {
    const root = copyContentRoot();
    expect((await newEdition(root, 'ostern', '--from', FULL, '--slug', 'osteredition')).status).toBe(0);
    const data = JSON.parse(read(root, 'ostern.json'));
    expect([data.$schema, data.slug, data.offer.mode]).toEqual(['./edition.schema.json', 'osteredition', 'komplettpreis']);
  });

  it('copies the edition with the latest start when none is named', async () => {
    const root = copyContentRoot();
    editJson(path.join(root, 'editions'), `${FULL}.json`, (data) => (data.startDate = '2026-12-07'));
    expect(linesOf((await newEdition(root, 'herbst-2026')).stdout)[0]).toBe(
      `Neue Edition angelegt: editions/herbst-2026.json (Kopie von editions/${FULL}.json)`,
    );
    expect(JSON.parse(read(root, 'herbst-2026.json')).slug).toBe('herbstedition-2026');
  });

  it('refuses to overwrite an existing edition and leaves it untouched', async () => {
    const root = copyContentRoot();
    writeFileSync(path.join(root, 'editions', 'spring.json'), '{ "eigene": "Arbeit" }');
    const result = await newEdition(root, 'spring');
    expect(result.status).toBe(1);
    expect(linesOf(result.stderr)).toEqual(['editions/spring.json gibt es schon; eine bestehende Edition wird nie überschrieben. Wähle einen anderen Namen.']);
    expect(read(root, 'spring.json')).toBe('{ "eigene": "Arbeit" }');
  });

  it('refuses a symbolic link in the new file’s place, also one whose target is gone, in German', async () => {
    const root = copyContentRoot();
    symlinkSync(path.join(root, 'gibt-es-nicht.json'), path.join(root, 'editions', 'spring.json'));
    const result = await newEdition(root, 'spring');
    expect(result.status).toBe(1);
    expect(linesOf(result.stderr)).toEqual([
      'editions/spring.json gibt es schon als Verweis (symbolischer Link) auf eine andere Datei; er wird nicht überschrieben. Entferne den Verweis oder wähle einen anderen Namen.',
    ]);
  });

  it('names an editions/ folder it cannot list, in German', async () => {
    const result = await newEdition(mkdtempSync(path.join(os.tmpdir(), 'ohne-editionen-')), 'spring');
    expect(result.status).toBe(1);
    expect(linesOf(result.stderr)).toEqual(['editions/: Ordner nicht gefunden; die Inhaltsdateien gehören in den Ordner editions/ des Projekts']);
  });

  const badName = (name: string) =>
    `Der Name „${name}“ geht nicht: Er wird zum Dateinamen editions/<name>.json und darf nur Kleinbuchstaben, Ziffern und ` +
    'Bindestriche enthalten (höchstens 40 Zeichen, nicht „site“), z. B. „spring“ oder „fruehling-2027“.';

  it('refuses a name that cannot be a file name, with exit code 1 and nothing written', async () => {
    const root = copyContentRoot();
    const result = await newEdition(root, 'Spring 2027');
    expect(result.status).toBe(1);
    expect(linesOf(result.stderr)).toEqual([badName('Spring 2027')]);
    expect(problemsOf(path.join(root, 'editions'))).toEqual([]);
  });

  it.each(['../spring', 'site', 'frühling', 'x'.repeat(41)])('refuses the name %j', (name) => {
    expect(() => scaffoldEdition({ dir: copyEditions(), name })).toThrow(badName(name));
  });

  it.each(['con', 'nul', 'com1', 'lpt9'])('refuses the Windows device name %j as a name, with nothing written', async (name) => {
    const root = copyContentRoot();
    const result = await newEdition(root, name);
    expect(result.status).toBe(1);
    expect(linesOf(result.stderr)).toEqual([
      `Der Name „${name}“ geht nicht: Er ist unter Windows ein reservierter Gerätename (wie con, prn, aux, nul, com1–com9, lpt1–lpt9); ` +
        `eine Datei editions/${name}.json ließe sich dort weder öffnen noch löschen. Wähle einen anderen Namen, z. B. „spring“ oder „fruehling-2027“.`,
    ]);
    expect(() => readFileSync(path.join(root, 'editions', `${name}.json`))).toThrow(/ENOENT/);
  });

  it('refuses a Windows device name as the address', async () => {
    const root = copyContentRoot();
    const result = await newEdition(root, 'ostern', '--slug', 'aux');
    expect([result.status, linesOf(result.stderr)]).toEqual([
      1,
      [
        'Die Adresse „aux“ geht nicht: „aux“ ist unter Windows ein reservierter Gerätename (wie con, prn, aux, nul, com1–com9, lpt1–lpt9); bitte eine andere Adresse wählen. Gib mit --slug eine andere an.',
      ],
    ]);
  });

  it('refuses an address another edition or a fixed page has', async () => {
    const root = copyContentRoot();
    const { slug } = editionByKey(content, FULL);
    const taken = await newEdition(root, 'kopie', '--slug', slug);
    expect([taken.status, linesOf(taken.stderr)]).toEqual([
      1,
      [`Die Adresse /${slug} hat schon editions/${FULL}.json. Gib mit --slug eine andere an, z. B. --slug ${slug}-2.`],
    ]);
    expect(() => scaffoldEdition({ dir: copyEditions(), name: 'dank', slug: 'danke' })).toThrow(
      '/danke ist eine feste Seite der Website. Gib mit --slug eine andere Adresse an.',
    );
  });

  it('refuses a template that does not exist, and a missing name', async () => {
    const root = copyContentRoot();
    expect(linesOf((await newEdition(root, 'sommer', '--from', 'fruehling')).stderr)).toEqual([
      `Vorlage „fruehling“ nicht gefunden oder kein gültiges JSON; vorhanden: ${EARLY}, ${FULL} (Angabe mit --from).`,
    ]);
    const none = await newEdition(root);
    expect([none.status, linesOf(none.stderr)[1]]).toEqual([2, 'Bitte den Namen der neuen Edition angeben.']);
  });
});

it.each([
  ['spring', 'fruehlingsedition'],
  ['fruehling-2027', 'fruehlingsedition-2027'],
  ['summer', 'sommeredition'],
  ['autumn', 'herbstedition'],
  ['winter-2027', 'winteredition-2027'],
  ['ostern', 'ostern-edition'],
])('the address of %s is /%s', (name, slug) => {
  expect(slugFor(name)).toBe(slug);
});
