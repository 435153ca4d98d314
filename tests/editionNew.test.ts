import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slugFor } from '../scripts/lib/editionScaffold';
import { linesOf, runScript } from './helpers/cli';
import { projectRoot } from './helpers/content';
import { copyContentRoot, editJson, problemLines } from './helpers/tempContent';

/** `npm run edition:new -- <name>`: a new edition file from an existing one, never over one. */
const newEdition = (root: string, ...args: string[]) => runScript('edition-new.ts', args, root);
const read = (root: string, name: string) => readFileSync(path.join(root, 'editions', name), 'utf8');

describe('npm run edition:new', () => {
  it('is the script this test runs', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    expect(scripts['edition:new']).toBe('tsx scripts/edition-new.ts');
  });

  it('copies the current edition with a German address, "current": false and the $schema link, formatting kept', () => {
    const root = copyContentRoot();
    const result = newEdition(root, 'spring');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const winter = read(root, 'winter.json');
    expect(read(root, 'spring.json')).toBe(
      winter.replace('"slug": "winteredition"', '"slug": "fruehlingsedition"').replace('"current": true', '"current": false'),
    );
    const lines = linesOf(result.stdout);
    expect(lines.slice(0, 2)).toEqual([
      'Neue Edition angelegt: editions/spring.json (Kopie von editions/winter.json)',
      'Adresse: /fruehlingsedition · noch nicht aktuell ("current": false)',
    ]);
    // Every field a marketer must change, by its JSON path, with the value it still has.
    const fields = lines.filter((line) => line.startsWith('    ')).map((line) => line.trim().split(/\s{2,}/)[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'name', 'seo.title', 'seo.description', 'startDate', 'offer.validFrom', 'offer.price', 'offer.regularPrice',
        'offer.voucher', 'valueBreakdown[2].label', 'sections[0].badge', 'sections[0].title', 'sections[0].subtitle',
        'sections[0].cover.src', 'sections[0].banner.text', 'sections[3].bonus.items', 'sections[8].contactSubject', 'sections[8].entries',
      ]),
    );
    expect(lines).toContain('    startDate                   2026-01-05');
    expect(lines.at(-1)).toBe('Die ganze Anleitung: docs/editionen.md');
    // The copy is valid; the check only warns about what still equals the original.
    expect(problemLines(path.join(root, 'editions')).every((line) => line.startsWith('Warnung: editions/spring.json → '))).toBe(true);
  });

  it('takes another template and address when asked', () => {
    const root = copyContentRoot();
    expect(newEdition(root, 'ostern', '--from', 'autumn', '--slug', 'osteredition').status).toBe(0);
    const data = JSON.parse(read(root, 'ostern.json'));
    expect([data.$schema, data.slug, data.current, data.offer.mode]).toEqual(['./edition.schema.json', 'osteredition', false, 'komplettpreis']);
  });

  it('copies the edition marked current when none is named', () => {
    const root = copyContentRoot();
    editJson(path.join(root, 'editions'), 'winter.json', (data) => (data.current = false));
    editJson(path.join(root, 'editions'), 'autumn.json', (data) => (data.current = true));
    expect(linesOf(newEdition(root, 'herbst-2026').stdout)[0]).toBe('Neue Edition angelegt: editions/herbst-2026.json (Kopie von editions/autumn.json)');
    expect(JSON.parse(read(root, 'herbst-2026.json')).slug).toBe('herbstedition-2026');
  });

  it('refuses to overwrite an existing edition and leaves it untouched', () => {
    const root = copyContentRoot();
    writeFileSync(path.join(root, 'editions', 'spring.json'), '{ "eigene": "Arbeit" }');
    const result = newEdition(root, 'spring');
    expect(result.status).toBe(1);
    expect(linesOf(result.stderr)).toEqual(['editions/spring.json gibt es schon; eine bestehende Edition wird nie überschrieben. Wähle einen anderen Namen.']);
    expect(read(root, 'spring.json')).toBe('{ "eigene": "Arbeit" }');
  });

  it.each(['Spring 2027', '../spring', 'site', 'frühling'])('refuses the name %j', (name) => {
    const result = newEdition(copyContentRoot(), name);
    expect(result.status).toBe(1);
    expect(linesOf(result.stderr)[0]).toBe(
      `Der Name „${name}“ geht nicht: Er wird zum Dateinamen editions/<name>.json und darf nur Kleinbuchstaben, Ziffern und ` +
        'Bindestriche enthalten (höchstens 40 Zeichen, nicht „site“), z. B. „spring“ oder „fruehling-2027“.',
    );
  });

  it('refuses an address another edition or a fixed page has', () => {
    const root = copyContentRoot();
    const taken = newEdition(root, 'herbst');
    expect([taken.status, linesOf(taken.stderr)]).toEqual([
      1,
      ['Die Adresse /herbstedition hat schon editions/autumn.json. Gib mit --slug eine andere an, z. B. --slug herbstedition-2.'],
    ]);
    const fixed = newEdition(root, 'dank', '--slug', 'danke');
    expect([fixed.status, linesOf(fixed.stderr)]).toEqual([1, ['/danke ist eine feste Seite der Website. Gib mit --slug eine andere Adresse an.']]);
  });

  it('refuses a template that does not exist, and a missing name', () => {
    const root = copyContentRoot();
    expect(linesOf(newEdition(root, 'sommer', '--from', 'fruehling').stderr)).toEqual([
      'Vorlage „fruehling“ nicht gefunden oder kein gültiges JSON; vorhanden: autumn, winter (Angabe mit --from).',
    ]);
    const none = newEdition(root);
    expect([none.status, linesOf(none.stderr)[0]]).toEqual([1, 'Bitte den Namen der neuen Edition angeben.']);
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
