import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../src/content/loadContent';
import { HeroSection } from '../sections/hero/HeroSection';
import { theme } from '../kit/theme';
import { contextFor, EARLY, FIXTURE_TODAY, fixtureSectionTypes, FULL, publicDir, sectionOf } from './helpers/content';
import { copyEditions, editJson, locatedProblems, problemLines } from './helpers/tempContent';

/**
 * The catalogue of bad input, on scratch copies of the fixtures: each malformed file gets one clear
 * message naming file and field, or is made safe where that is the right answer.
 * (Schema messages: src/content/schema.test.ts; rules: src/content/rules/rules.test.ts.)
 */
const early = `editions/${EARLY}.json`;
const full = `editions/${FULL}.json`;

describe('bad input catalogue', () => {
  it('invalid JSON: line and column', () => {
    const dir = copyEditions();
    writeFileSync(path.join(dir, `${EARLY}.json`), '{\n  "slug": "nordseeedition",\n  "name": "Nordsee"\n  "current": true\n}');
    expect(problemLines(dir)).toEqual([
      `${early}: kein gültiges JSON: Zeile 4, Spalte 3: unerwartet „"current": t“ (fehlt ein Komma, ein Anführungszeichen oder eine Klammer?)`,
    ]);
  });

  it('wrong type, missing field and unknown key, all at once', () => {
    const dir = copyEditions();
    editJson(dir, `${FULL}.json`, (data) => {
      data.valueBreakdown[0].isBonus = 'nein';
      delete data.seo.title;
      data.seo.titel = 'Ostsee';
    });
    expect(problemLines(dir)).toEqual([
      `${full} → seo.title: Pflichtfeld fehlt (Text erwartet)`,
      `${full} → seo.titel: unbekanntes Feld; Tippfehler für „title“? Erlaubte Felder stehen in docs/marketing/feldreferenz.md`,
      `${full} → valueBreakdown[0].isBonus: true oder false erwartet, "nein" erhalten`,
    ]);
  });

  it('an unknown section type names the allowed ones', () => {
    const dir = copyEditions();
    editJson(dir, `${FULL}.json`, (data) => data.sections.push({ type: 'countdown' }));
    expect(problemLines(dir)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^editions/fixture-full\\.json → sections\\[${fixtureSectionTypes(FULL).length}\\]\\.type: unbekannter Wert "countdown"; erlaubt sind: "hero", `,
        ),
      ),
    ]);
  });

  it('duplicate slugs', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (data.slug = 'ostseeedition'));
    expect(locatedProblems(dir).filter((problem) => problem.severity === 'error')).toEqual([
      { severity: 'error', code: 'slug.taken', file: early, path: 'slug' },
      { severity: 'error', code: 'slug.taken', file: full, path: 'slug' },
    ]);
  });

  it('a slug that is not URL-safe, and one that takes a fixed page', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (data.slug = 'Nordsee Edition!'));
    editJson(dir, `${FULL}.json`, (data) => (data.slug = 'danke'));
    expect(problemLines(dir).sort()).toEqual([
      `${early} → slug: Kleinbuchstaben, Ziffern und Bindestriche erwartet (z. B. „fruehlingsedition“)`,
      `${full} → slug: „danke“ ist eine feste Seite der Website; bitte eine andere Adresse wählen`,
    ]);
  });

  it('HTML and <script> in a text field are shown as text, never as markup', () => {
    const dir = copyEditions();
    const attack = '<script>alert("x")</script><img src=x onerror=alert(1)> Nordsee';
    editJson(dir, `${EARLY}.json`, (data) => (data.sections[0].title = attack));
    const content = loadContent({ dir, publicDir, today: FIXTURE_TODAY });
    const html = renderToStaticMarkup(
      <ThemeProvider theme={theme}>
        <HeroSection section={sectionOf(content, EARLY, 'hero')} context={contextFor(content, EARLY)} />
      </ThemeProvider>,
    );
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; Nordsee');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
  });

  it.each([
    ['legal.imprintUrl', 'javascript:alert(1)'],
    ['legal.privacyUrl', 'data:text/html,<script>alert(1)</script>'],
    ['origin', 'http://kurs.duenencoaching.de'],
    ['checkout.scriptUrl', 'javascript:void(0)'],
  ])('refuses %s = %s: only https links', (field, value) => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => {
      const keys = field.split('.');
      const parent = keys.slice(0, -1).reduce((node, key) => node[key], data);
      parent[keys[keys.length - 1]] = value;
    });
    // The site's own address says more about what is wrong with it (engine/schemaParts.ts siteOrigin).
    const expected = field === 'origin' ? 'https-Adresse erwartet, "http://kurs.duenencoaching.de" erhalten (beginnt mit „http://“)' : 'https-Adresse erwartet';
    expect(problemLines(dir)).toEqual([`editions/site.json → ${field}: ${expected}`]);
  });

  it('refuses a social link that is not https', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.social[0].url = 'javascript:alert(1)'));
    expect(problemLines(dir)).toEqual(['editions/site.json → social[0].url: https-Adresse erwartet']);
  });

  it('refuses a mail address that is really a script link', () => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => (data.contact.email = 'javascript:alert(1)//@x.de'));
    expect(problemLines(dir)).toEqual(['editions/site.json → contact.email: E-Mail-Adresse erwartet']);
  });

  it('refuses an image path outside public/images', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (data.sections[0].cover.src = '../../etc/passwd'));
    expect(problemLines(dir)).toEqual([`${early} → sections[0].cover.src: Pfad wie „/images/titelbild.svg“ erwartet`]);
  });

  it('very long strings', () => {
    const dir = copyEditions();
    editJson(dir, `${EARLY}.json`, (data) => (data.sections[0].title = 'Sehr lang '.repeat(500)));
    expect(problemLines(dir)).toEqual([`${early} → sections[0].title: höchstens 160 Zeichen erwartet`]);
  });

  it('an empty section list', () => {
    const dir = copyEditions();
    editJson(dir, `${FULL}.json`, (data) => (data.sections = []));
    expect(problemLines(dir)).toEqual([`${full} → sections: mindestens einen Abschnitt erwartet`]);
  });

  it('a byte order mark is accepted and dropped, with a warning', () => {
    const dir = copyEditions();
    const file = path.join(dir, `${FULL}.json`);
    writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8')}`);
    expect(problemLines(dir)).toEqual([expect.stringMatching(new RegExp(`^Warnung: ${full}: beginnt mit einer Byte-Order-Mark`))]);
  });

  it('bytes that are not UTF-8', () => {
    const dir = copyEditions();
    const file = path.join(dir, `${FULL}.json`);
    // "ä" as Latin-1, the way an old editor might save it.
    writeFileSync(file, Buffer.from(readFileSync(file, 'utf8').replace('Ostsee-Edition 2026', 'Ostsee-Edition 2026 \u00e4'), 'latin1'));
    expect(problemLines(dir)).toEqual([
      expect.stringMatching(
        new RegExp(`^${full}: Datei ist nicht in UTF-8 gespeichert: Zeile \\d+, Spalte \\d+ enthält das Byte 0xE4, vermutlich „ä“ in Windows-1252`),
      ),
    ]);
  });
});
