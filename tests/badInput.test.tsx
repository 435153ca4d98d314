import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../src/site/loadContent';
import { toEditionData } from '../src/site/publicData';
import { HeroSection } from '../sections/hero/HeroSection';
import { theme } from '../src/theme';
import { projectRoot } from './helpers/content';
import { copyEditions, editJson, problemLines } from './helpers/tempContent';

/**
 * The catalogue of bad input: each malformed file gets one clear message naming file and field,
 * or is made safe where that is the right answer. (More exact messages: engine/schema.test.ts.)
 */
describe('bad input catalogue', () => {
  it('invalid JSON: line and column', () => {
    const dir = copyEditions();
    writeFileSync(path.join(dir, 'winter.json'), '{\n  "slug": "winteredition",\n  "name": "Winter"\n  "current": true\n}');
    expect(problemLines(dir)).toEqual([
      'editions/winter.json: kein gültiges JSON: Zeile 4, Spalte 3: unerwartet „"current": t“ (fehlt ein Komma, ein Anführungszeichen oder eine Klammer?)',
    ]);
  });

  it('wrong type, missing field and unknown key, all at once', () => {
    const dir = copyEditions();
    editJson(dir, 'autumn.json', (data) => {
      data.current = 'nein';
      delete data.seo.title;
      data.seo.titel = 'Herbst';
    });
    expect(problemLines(dir)).toEqual([
      'editions/autumn.json → current: true oder false erwartet, "nein" erhalten',
      'editions/autumn.json → seo.title: Pflichtfeld fehlt (Text erwartet)',
      'editions/autumn.json → seo.titel: unbekanntes Feld; Tippfehler? Erlaubte Felder stehen in docs/editionen.md',
    ]);
  });

  it('an unknown section type names the allowed ones', () => {
    const dir = copyEditions();
    editJson(dir, 'autumn.json', (data) => data.sections.push({ type: 'countdown' }));
    expect(problemLines(dir)[0]).toMatch(/^editions\/autumn\.json → sections\[9\]\.type: unbekannter Wert "countdown"; erlaubt sind: "hero", /);
  });

  it('duplicate slugs', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.slug = 'herbstedition'));
    expect(problemLines(dir)).toEqual([
      'editions/winter.json → slug: „herbstedition“ ist schon die Adresse von editions/autumn.json; jede Edition braucht eine eigene',
    ]);
  });

  it('a slug that is not URL-safe, and one that takes a fixed page', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.slug = 'Winter Edition!'));
    editJson(dir, 'autumn.json', (data) => (data.slug = 'danke'));
    expect(problemLines(dir).sort()).toEqual([
      'editions/autumn.json → slug: „danke“ ist eine feste Seite der Website; bitte eine andere Adresse wählen',
      'editions/winter.json → slug: Kleinbuchstaben, Ziffern und Bindestriche erwartet (z. B. „fruehlingsedition“)',
    ]);
  });

  it('HTML and <script> in a text field are shown as text, never as markup', () => {
    const dir = copyEditions();
    const attack = '<script>alert("x")</script><img src=x onerror=alert(1)> Winter';
    editJson(dir, 'winter.json', (data) => (data.sections[0].title = attack));
    const content = loadContent({ dir, publicDir: path.join(projectRoot, 'public'), today: '2025-01-01' });
    const edition = content.editions.find((candidate) => candidate.key === 'winter')!;
    const hero = edition.sections[0];
    if (hero.type !== 'hero') throw new Error('hero fehlt');
    const { $schema: _schema, ...site } = content.site;
    const html = renderToStaticMarkup(
      <ThemeProvider theme={theme}>
        <HeroSection section={hero} context={{ site, edition: toEditionData(edition) }} />
      </ThemeProvider>,
    );
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; Winter');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
  });

  it.each([
    ['legal.imprintUrl', 'javascript:alert(1)'],
    ['legal.privacyUrl', 'data:text/html,<script>alert(1)</script>'],
    ['origin', 'http://kurs.inselcoaching40plus.de'],
    ['checkout.scriptUrl', 'javascript:void(0)'],
  ])('refuses %s = %s: only https links', (field, value) => {
    const dir = copyEditions();
    editJson(dir, 'site.json', (data) => {
      const keys = field.split('.');
      const parent = keys.slice(0, -1).reduce((node, key) => node[key], data);
      parent[keys[keys.length - 1]] = value;
    });
    expect(problemLines(dir)).toEqual([`editions/site.json → ${field}: https-Adresse erwartet`]);
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
    editJson(dir, 'winter.json', (data) => (data.sections[0].cover.src = '../../etc/passwd'));
    expect(problemLines(dir)).toEqual(['editions/winter.json → sections[0].cover.src: Pfad wie „/images/titelbild.svg“ erwartet']);
  });

  it('very long strings', () => {
    const dir = copyEditions();
    editJson(dir, 'winter.json', (data) => (data.sections[0].title = 'Sehr lang '.repeat(500)));
    expect(problemLines(dir)).toEqual(['editions/winter.json → sections[0].title: höchstens 160 Zeichen erwartet']);
  });

  it('an empty section list', () => {
    const dir = copyEditions();
    editJson(dir, 'autumn.json', (data) => (data.sections = []));
    expect(problemLines(dir)).toEqual(['editions/autumn.json → sections: mindestens einen Abschnitt erwartet']);
  });

  it('a byte order mark is accepted and dropped', () => {
    const dir = copyEditions();
    const file = path.join(dir, 'autumn.json');
    writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8')}`);
    expect(problemLines(dir)).toEqual([]);
  });

  it('bytes that are not UTF-8', () => {
    const dir = copyEditions();
    const file = path.join(dir, 'autumn.json');
    // "ä" as Latin-1, the way an old editor might save it.
    writeFileSync(file, Buffer.from(readFileSync(file, 'utf8').replace('Herbst-Edition 2025', 'Herbst-Edition 2025 \u00e4'), 'latin1'));
    expect(problemLines(dir)).toEqual(['editions/autumn.json: Datei ist nicht in UTF-8 gespeichert; bitte im Editor als UTF-8 speichern']);
  });
});
