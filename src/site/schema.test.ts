import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentError, formatReport } from '../../engine/errors';
import { loadContent } from './loadContent';
import { sectionSchemas } from '../../sections/schemas';
import { projectRoot, shippedContent } from '../../tests/helpers/content';
import { copyEditions, editJson, problemLines } from '../../tests/helpers/tempContent';

describe('content schema', () => {
  it('accepts the shipped site and edition files', () => {
    const content = shippedContent();
    expect(content.editions.map((edition) => edition.key).sort()).toEqual(['autumn', 'winter']);
    expect(content.current.key).toBe('winter');
  });

  it('names file, field, expectation and the value found for a wrong type', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.offer.price = '399€'));
    expect(problemLines(dir)).toEqual(['editions/winter.json → offer.price: Zahl erwartet, "399€" erhalten']);
  });

  it('reports a missing required field', () => {
    const dir = copyEditions();
    editJson(dir, 'autumn.json', (data) => delete data.name);
    expect(problemLines(dir)).toEqual(['editions/autumn.json → name: Pflichtfeld fehlt (Text erwartet)']);
  });

  it('refuses unknown keys with their full path', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.offer.preis = 399));
    expect(problemLines(dir)).toEqual([
      'editions/winter.json → offer.preis: unbekanntes Feld; Tippfehler? Erlaubte Felder stehen in docs/editionen.md',
    ]);
  });

  it('names the allowed section types for an unknown one', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.sections[1] = { type: 'video' }));
    const allowed = sectionSchemas.map((schema) => `"${schema.shape.type.value}"`).join(', ');
    expect(problemLines(dir)).toEqual([`editions/winter.json → sections[1].type: unbekannter Wert "video"; erlaubt sind: ${allowed}`]);
  });

  it('rejects a date that is not on the calendar', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.startDate = '2026-02-30'));
    expect(problemLines(dir)).toEqual([
      'editions/winter.json → startDate: Datum im Format JJJJ-MM-TT (ein echtes Kalenderdatum) erwartet, "2026-02-30" erhalten',
    ]);
  });

  it('reports invalid JSON with line and column', () => {
    const dir = copyEditions();
    writeFileSync(path.join(dir, 'autumn.json'), '{\n  "slug": "herbstedition",\n  "name": oops\n}');
    expect(problemLines(dir)).toEqual([
      'editions/autumn.json: kein gültiges JSON: Zeile 3, Spalte 11: unerwartet „oops“ (fehlt ein Komma, ein Anführungszeichen oder eine Klammer?)',
    ]);
  });

  it('lists every problem of every file at once, then a hint', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => {
      data.offer.price = '399€';
      data.startDate = '05.01.26';
    });
    editJson(dir, 'site.json', (data) => (data.claims.rating = 'sehr gut'));
    try {
      loadContent({ dir, publicDir: path.join(projectRoot, 'public') });
      expect.unreachable('loadContent should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      const report = formatReport((error as ContentError).problems);
      expect(report).toContain('3 Fehler in den Inhaltsdateien:');
      expect(report).toContain('editions/site.json → claims.rating: Zahl erwartet, "sehr gut" erhalten');
      expect(report).toContain('editions/winter.json → offer.price:');
      expect(report).toContain('editions/winter.json → startDate:');
      expect(report).toMatch(/Hinweis: .*npm run editions:check/);
    }
  });

  it('refuses link targets that are not https', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.legal.imprintUrl = 'javascript:alert(1)'));
    expect(problemLines(dir)).toEqual(['editions/site.json → legal.imprintUrl: https-Adresse erwartet']);
  });
});
