import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QA_COMPARISON_PATH } from '../kit/model/paths';
import { builtContent } from './helpers/builtSite';
import { projectRoot } from './helpers/content';
import { startupModuleOf } from '../scripts/build/startupLoader';

/** The QA comparison page in the built dist/: prerendered as a shell, out of the index, linked from nowhere. */
const dist = path.join(projectRoot, 'dist');
const content = builtContent();
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const qaFile = `${QA_COMPARISON_PATH}/index.html`;

function htmlFiles(dir = dist): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [path.relative(dist, full)] : [];
  });
}

describe('QA comparison page (/qa/vergleich)', () => {
  it('is prerendered with noindex, a title of its own and no canonical link', () => {
    const head = read(qaFile).split('</head>')[0];
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(head).toContain(`<title>Editionen vergleichen (QA) – ${content.site.brand}</title>`);
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('og:');
  });

  it('says without JavaScript that the comparison needs it', () => {
    const html = read(qaFile);
    expect(html).toContain('<h1>Editionen vergleichen</h1>');
    expect(html).toContain('Der Vergleich braucht JavaScript.');
  });

  it('publishes the list of editions by file key for its loader in /data/editions.json', () => {
    const expected = content.editions.map((edition) => ({
      key: edition.key,
      slug: edition.slug,
      name: edition.name,
      state: edition.sales.state,
      featured: edition === content.featured,
    }));
    const published = JSON.parse(read('data/editions.json')) as Array<Record<string, unknown>>;
    expect(published.map(({ sharedFields: _shared, fieldLabels: _labels, ...summary }) => summary)).toEqual(expected);
    // With the fields each edition takes from site.json's shared defaults, which the comparison marks.
    for (const summary of published) expect(summary.sharedFields).toContain('sections.pricing.guarantee.title');
    // And each field's name in the studio's form, which the comparison shows over the path; each section's name too.
    for (const summary of published) {
      expect(summary.fieldLabels).toMatchObject({
        name: 'Name der Edition',
        'seo.description': 'Angaben für Suchmaschinen › Beschreibung für Suchergebnisse',
        'sections.painPoints': 'Probleme',
      });
    }
  });

  it('is neither in the sitemap nor linked from any other page, and robots.txt lets crawlers read its noindex', () => {
    expect(read('sitemap.xml')).not.toContain('/qa');
    expect(read('robots.txt')).not.toContain('Disallow');
    const others = htmlFiles().filter((file) => file !== qaFile);
    expect(others.length).toBeGreaterThanOrEqual(content.editions.length + 3);
    for (const file of others) expect(read(file), file).not.toContain('/qa');
  });

  it('keeps the comparison’s code in a chunk of its own that no page loads up front', () => {
    const assets = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    const comparison = assets.filter((file) => read(`assets/${file}`).includes('Scrollen koppeln'));
    expect(comparison).toHaveLength(1);
    for (const file of htmlFiles()) expect(read(file), file).not.toContain(comparison[0]);
    // Loaded only by import(): no other chunk imports it statically.
    for (const file of assets) expect(read(`assets/${file}`), file).not.toMatch(new RegExp(`from\\s*"\\./${comparison[0].replace('.', '\\.')}"`));

    // What it shares with the site it takes from the chunks every page loads anyway; a separate
    // shared chunk would mean one more file on every page (and reordered styled-components ids).
    const entry = startupModuleOf(read('index.html'))!.replace('assets/', '');
    const shared = [...read(`assets/${comparison[0]}`).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]);
    expect(shared.length).toBeGreaterThan(0);
    for (const file of shared) expect(file === entry || read(`assets/${entry}`).includes(file), file).toBe(true);
  });
});
