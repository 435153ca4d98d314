import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linesOf, runScript } from './helpers/cli';
import { EARLY, editionByKey, fixtureContent } from './helpers/content';
import { copyContentRoot } from './helpers/tempContent';

/**
 * `npm run edition:new -- <name>`: a new edition file from an existing one, never over one. Runs on
 * scratch copies of the fixtures, so an editions/spring.json in the project changes nothing here.
 */
/** The script itself, as npm runs it; the other cases run its command in the test's process (editionNew.test.ts). */
const read = (root: string, name: string) => readFileSync(path.join(root, 'editions', name), 'utf8');
const content = fixtureContent();

describe('npm run edition:new', () => {
  it('copies the newest edition with a German address and the $schema link, formatting kept, but none of its dates', () => {
    const root = copyContentRoot();
    const result = runScript('edition-new.ts', ['spring'], root);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const template = read(root, `${EARLY}.json`);
    const { slug, startDate, offer } = editionByKey(content, EARLY);
    expect(read(root, 'spring.json')).toBe(
      template
        .replace(`"slug": "${slug}"`, '"slug": "fruehlingsedition"')
        .replace(`"startDate": "${startDate}"`, '"startDate": ""')
        .replace(`"validFrom": "${offer.validFrom}"`, '"validFrom": ""'),
    );
    const lines = linesOf(result.stdout);
    expect(lines.slice(0, 6)).toEqual([
      `Neue Edition angelegt: editions/spring.json (Kopie von editions/${EARLY}.json)`,
      'Adresse: /fruehlingsedition · verkauft vom ersten Verkaufstag (offer.validFrom) bis zum letzten (salesEnd, sonst der Tag vor dem Start); die Startseite wirbt ab dem ersten für sie',
      'Termine: Die neue Edition hat noch keine. Bis du Start und ersten Verkaufstag einträgst, meldet editions:check',
      'einen Fehler und der Build bricht ab; so verkauft sie nie aus Versehen an den Tagen der Vorlage.',
      expect.stringMatching(new RegExp(`^    startDate +  Starttermin: leer, bitte eintragen \\(Vorlage: ${startDate}\\)$`)),
      expect.stringMatching(new RegExp(`^    offer\\.validFrom +  Erster Verkaufstag: leer, bitte eintragen \\(Vorlage: ${offer.validFrom}\\)$`)),
    ]);
    // Every field a marketer must change, by its JSON path, with the value it still has; the sections
    // the edition writes itself (not the ones it takes from site.json) with the props to revisit.
    const fields = lines.filter((line) => line.startsWith('    ')).map((line) => line.trim().split(/\s{2,}/)[0]);
    expect(fields).toEqual(
      expect.arrayContaining([
        'name',
        'seo.title',
        'seo.description',
        'startDate',
        'offer.validFrom',
        'offer.price',
        'offer.regularPrice',
        'offer.voucher',
        'valueBreakdown[1].label',
        'sections[0].badge',
        'sections[0].title',
        'sections[0].subtitle',
        'sections[0].cover.src',
        'sections[0].banner.text',
        'sections[2].heading',
        'sections[2].pillars',
        'sections[2].features',
        'sections[2].ctaLabel',
        'sections[3].bonus.items',
        'sections[8].contactSubject',
        'sections[8].entries',
      ]),
    );
    expect(fields.filter((field) => /^sections\[(1|4|5|6|7)\]/.test(field))).toEqual([]);
    expect(lines).toContain(`    ${'offer.price'.padEnd(fields.reduce((width, field) => Math.max(width, field.length), 0))}  ${offer.price}`);
    expect(lines.at(-1)).toBe('Die ganze Anleitung: docs/marketing/README.md');
  });
});
