import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError } from '#engine/errors';
import { formatSiteReport } from './problemHints';
import { sectionDefinitions } from '#sections/schemas';
import { EARLY, fixtureContent, FULL, publicDir } from '#tests/helpers/content';
import { copyEditions, editJson, locatedProblems, problemLines } from '#tests/helpers/tempContent';
import { loadContent } from './loadContent';

/** The content schemas and their German messages, on scratch copies of the fixtures (file, field, expectation, value found). */
const early = `editions/${EARLY}.json`;
const full = `editions/${FULL}.json`;

describe('content schema', () => {
  it('accepts the fixture site and edition files, the editions found in the folder', () => {
    const content = fixtureContent();
    expect(content.editions.map((edition) => edition.key)).toEqual([EARLY, FULL]);
    expect(content.featured.key).toBe(EARLY);
    expect(content.warnings).toEqual([]);
  });

  it('names file, field, expectation and the value found for a wrong type', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (data.offer.price = '399€'));
    expect(problemLines(dir)).toEqual([`${early} → offer.price: Zahl erwartet, "399€" erhalten`]);
    expect(locatedProblems(dir)).toEqual([{ severity: 'error', code: 'schema.invalid_type', file: early, path: 'offer.price' }]);
  });

  it('refuses a Windows device name as an edition address, which would become the folder dist/con/', () => {
    const dir = copyEditions();
    editJson(dir, `${FULL}.json`, (data) => (data.slug = 'con'));
    expect(problemLines(dir)).toEqual([
      `${full} → slug: „con“ ist unter Windows ein reservierter Gerätename (wie con, prn, aux, nul, com1–com9, lpt1–lpt9); bitte eine andere Adresse wählen`,
    ]);
  });

  it('keeps the checkout on the sales platform: host and path of productUrlBase', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.checkout.productUrlBase = 'https://attacker.io/product/'));
    expect(problemLines(dir)).toEqual([
      'editions/site.json → checkout.productUrlBase: Checkout-Adresse der Verkaufsplattform erwartet (https://www.digistore24.com oder https://www.checkout-ds24.com), „attacker.io“ erhalten',
    ]);
    editJson(dir, 'site.json', (data) => (data.checkout.productUrlBase = 'https://www.digistore24.com/redir/'));
    expect(problemLines(dir)).toEqual([
      'editions/site.json → checkout.productUrlBase: Adresse endet mit „/product/“ erwartet (z. B. https://www.digistore24.com/product/), ohne Produktnummer und ohne „?“ oder „#“',
    ]);
    editJson(dir, 'site.json', (data) => (data.checkout.productUrlBase = 'https://www.checkout-ds24.com/product/'));
    expect(problemLines(dir)).toEqual([]);
  });

  it('loads the platform script only from the platform: scriptUrl on another host is refused (it would widen the CSP)', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.checkout.scriptUrl = 'https://cdn.attacker.io/digistore.js'));
    expect(problemLines(dir)).toEqual([
      'editions/site.json → checkout.scriptUrl: Skript-Adresse der Verkaufsplattform erwartet (https://www.digistore24-scripts.com/…), „cdn.attacker.io“ erhalten; ein Skript von einem anderen Rechner liefe mit allen Rechten auf jeder Editionsseite',
    ]);
  });

  it('refuses credentials in a link of the site, which would otherwise be published as the href', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.legal.imprintUrl = 'https://user:pw@attacker.io/impressum'));
    expect(problemLines(dir)).toEqual([
      'editions/site.json → legal.imprintUrl: Adresse ohne Benutzername und Passwort erwartet; den Teil zwischen „https://“ und „@“ (einschließlich „@“) bitte entfernen',
    ]);
  });

  it('reports a missing required field', () => {
    const dir = copyEditions();
    editJson(dir, `${FULL}.json`, (data) => delete data.name);
    expect(problemLines(dir)).toEqual([`${full} → name: Pflichtfeld fehlt (Text erwartet)`]);
  });

  it('refuses unknown keys with their full path', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (data.offer.preis = 399));
    expect(problemLines(dir)).toEqual([`${early} → offer.preis: unbekanntes Feld; Tippfehler? Erlaubte Felder stehen in docs/marketing/feldreferenz.md`]);
    expect(locatedProblems(dir)[0].code).toBe('schema.unrecognized_keys');
  });

  it('names the known field an unknown one was most likely meant to be, in the offer, in a section and in site.json', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => {
      data.offer.vocher = data.offer.voucher;
      delete data.offer.voucher;
      data.sections[0].titel = data.sections[0].title;
    });
    editJson(dir, 'site.json', (data) => (data.contact.emial = data.contact.email));
    expect(problemLines(dir)).toEqual([
      'editions/site.json → contact.emial: unbekanntes Feld; Tippfehler für „email“? Erlaubte Felder stehen in docs/marketing/feldreferenz.md',
      `${early} → offer.voucher: Pflichtfeld fehlt (Text erwartet)`,
      `${early} → offer.vocher: unbekanntes Feld; Tippfehler für „voucher“? Erlaubte Felder stehen in docs/marketing/feldreferenz.md`,
      `${early} → sections[0].titel: unbekanntes Feld; Tippfehler für „title“? Erlaubte Felder stehen in docs/marketing/feldreferenz.md`,
    ]);
  });

  it('names the allowed section types for an unknown one', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (data.sections[1] = { type: 'video' }));
    const allowed = sectionDefinitions.map((definition) => `"${definition.type}"`).join(', ');
    expect(problemLines(dir)).toEqual([`${early} → sections[1].type: unbekannter Wert "video"; erlaubt sind: ${allowed}`]);
  });

  it('rejects a date that is not on the calendar', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (data.startDate = '2026-02-30'));
    expect(problemLines(dir)).toEqual([`${early} → startDate: Datum im Format JJJJ-MM-TT (ein echtes Kalenderdatum) erwartet, "2026-02-30" erhalten`]);
    expect(locatedProblems(dir)[0].code).toBe('schema.invalid_format');
  });

  it('names the form a date field needs with the day converted, for a date written as a reader writes it', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => {
      data.startDate = '12.04.2027';
      data.offer.validFrom = '1. Februar 2027';
      data.offer.earlyBirdUntil = 'bald';
    });
    editJson(dir, `${FULL}.json`, (data) => (data.startDate = '2027-4-12'));
    const expected = (value: string) => `Datum im Format JJJJ-MM-TT (ein echtes Kalenderdatum) erwartet, "${value}" erhalten`;
    expect(problemLines(dir)).toEqual([
      `${early} → startDate: ${expected('12.04.2027')}; für diesen Tag bitte „2027-04-12“ schreiben`,
      `${early} → offer.validFrom: ${expected('1. Februar 2027')}; für diesen Tag bitte „2027-02-01“ schreiben`,
      `${early} → offer.earlyBirdUntil: ${expected('bald')}`,
      `editions/${FULL}.json → startDate: ${expected('2027-4-12')}; für diesen Tag bitte „2027-04-12“ schreiben`,
    ]);
  });

  it('reports invalid JSON with line and column', () => {
    const dir = copyEditions();
    writeFileSync(path.join(dir, `${FULL}.json`), '{\n  "slug": "ostseeedition",\n  "name": oops\n}');
    expect(problemLines(dir)).toEqual([
      `${full}: kein gültiges JSON: Zeile 3, Spalte 11: unerwartet „oops“ (fehlt ein Komma, ein Anführungszeichen oder eine Klammer?)`,
    ]);
    expect(locatedProblems(dir)).toEqual([{ severity: 'error', code: 'json.syntax', file: full, path: '' }]);
  });

  it('lists every problem of every file at once, then a hint', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => {
      data.offer.price = '399€';
      data.startDate = '05.01.26';
    });
    editJson(dir, 'site.json', (data) => (data.claims.rating = 'sehr gut'));
    try {
      loadContent({ dir, publicDir });
      expect.unreachable('loadContent should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      const report = formatSiteReport((error as ContentError).problems);
      expect(report).toContain('3 Fehler in den Inhaltsdateien:');
      // Each line names the file with the line and column of the value, then the field.
      expect(report).toMatch(/editions\/site\.json:\d+:\d+ → claims\.rating: Zahl erwartet, "sehr gut" erhalten/);
      expect(report).toMatch(new RegExp(`${early}:\\d+:\\d+ → offer\\.price:`));
      expect(report).toMatch(new RegExp(`${early}:\\d+:\\d+ → startDate:`));
      expect(report).toMatch(/Hinweis: .*npm run editions:check/);
    }
  });

  it('refuses link targets that are not https', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.legal.imprintUrl = 'javascript:alert(1)'));
    expect(problemLines(dir)).toEqual(['editions/site.json → legal.imprintUrl: https-Adresse erwartet']);
  });
});
