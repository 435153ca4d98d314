import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtContent, editionPageProblems, homePageProblems, readBuiltSite, sells, stateProblems } from './helpers/builtSite';
import { projectRoot } from './helpers/content';
import { PAGE_FOOTER_ID } from '#src/layout/landmarkIds';
import { TEST_DAY } from './helpers/testDay';

/**
 * Checks the output of `npm run build` for the tests' day (tests/globalSetup.ts makes sure it is current), page by
 * page of the registry. What a page must show follows its edition's state in the build, whatever editions there are.
 */
const dist = path.join(projectRoot, 'dist');
const content = builtContent();
const built = readBuiltSite(dist);
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const stripTags = (html: string) => html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ');

const pages = [
  { file: 'index.html', title: content.site.meta.homeTitle, text: [content.site.home.title, built.home.featured.name] },
  ...content.editions.map((edition) => {
    const hero = edition.sections.find((section) => section.type === 'hero');
    // An edition that sells asks to buy; one that does not says when its sales open or that they are over.
    const call = sells(edition.sales.state) ? edition.sales.checkoutCtaLabel : edition.sales.notSelling!.notice;
    return { file: `${edition.slug}/index.html`, title: edition.seo.title, text: [hero?.type === 'hero' ? hero.title : '', call] };
  }),
  { file: 'danke/index.html', title: content.site.meta.thankYouTitle, text: [content.site.thankYou.title, content.site.thankYou.nextSteps.title] },
  { file: '404.html', title: content.site.meta.notFoundTitle, text: [content.site.notFound.heading, content.site.notFound.homeLinkLabel] },
];

describe('each page as its edition stands on the build day', () => {
  it('is built for the tests’ day, and the build, its edition list and each edition’s data name the same states', () => {
    expect(built.info.builtFor).toBe(TEST_DAY);
    expect(stateProblems(built)).toEqual([]);
    expect(built.editions.map(({ slug, state }) => [slug, state])).toEqual(content.editions.map(({ slug, sales }) => [slug, sales.state]));
  });

  it('the home page features the edition the calendar names, with its price or its notice', () => {
    expect(homePageProblems(built)).toEqual([]);
  });

  it.each(built.editions.map((edition) => [edition.slug, edition.state, edition] as const))(
    '/%s (%s) has checkout links, price and voucher while it sells, else none of them but its notice and the way on',
    (_slug, _state, edition) => {
      expect(editionPageProblems(built, edition)).toEqual([]);
    },
  );
});

describe('prerendered HTML', () => {
  it.each(pages)('$file has its own title, its styles and its content without JavaScript', ({ file, title, text }) => {
    expect(existsSync(path.join(dist, file))).toBe(true);
    const html = read(file);
    expect(head(html)).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
    // The styles inline, as the build writes them for a document: without styled-components' rehydration notes.
    expect(head(html)).toMatch(/<style>[^<]*body\{/);
    expect(html).not.toContain('data-styled');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="de">/i);
    const visible = stripTags(html)
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"');
    for (const snippet of text) expect(visible).toContain(snippet);
    expect(visible).toContain(content.site.legal.disclaimer);
  });

  it('gives every indexable page a description and a canonical URL, and keeps /danke and 404 out of the index', () => {
    for (const edition of content.editions) {
      const html = head(read(`${edition.slug}/index.html`));
      expect(html).toContain(`<link rel="canonical" href="${content.site.origin}/${edition.slug}"/>`);
      expect(html).toContain(`<meta name="description" content="`);
      expect(html).not.toContain('noindex');
    }
    expect(head(read('index.html'))).toContain(`<link rel="canonical" href="${content.site.origin}/"/>`);
    expect(head(read('danke/index.html'))).toContain('<meta name="robots" content="noindex"/>');
    expect(head(read('404.html'))).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each(pages)('$file is first painted once it has been parsed up to its footer, not in pieces', ({ file }) => {
    const html = read(file);
    expect(head(html)).toContain(`<link rel="expect" href="#${PAGE_FOOTER_ID}" blocking="render"/>`);
    const footers = [...html.matchAll(new RegExp(`<footer [^>]*\\bid="${PAGE_FOOTER_ID}"`, 'g'))];
    expect(footers).toHaveLength(1);
    // After the whole of <main>: the paint waits for all of it.
    expect(footers[0].index).toBeGreaterThan(html.indexOf('</main>'));
  });

  it('renders every FAQ answer into the HTML', () => {
    for (const edition of content.editions) {
      const faq = edition.sections.find((section) => section.type === 'faq');
      if (faq?.type !== 'faq') continue;
      const visible = stripTags(read(`${edition.slug}/index.html`));
      for (const entry of faq.entries) expect(visible).toContain(entry.question.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    }
  });

  it('writes the per-edition data the browser fetches on navigation', () => {
    for (const edition of content.editions) {
      const data = JSON.parse(read(`data/editions/${edition.slug}.json`));
      expect(data.slug).toBe(edition.slug);
      expect(data).not.toHaveProperty('$schema');
    }
  });

  it('ships neither zod nor the content loader to the browser', () => {
    const assets = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const code = read(`assets/${asset}`);
      expect(code).not.toContain('ZodError');
      expect(code).not.toContain('Pflichtfeld fehlt');
      expect(code).not.toContain('readFileSync');
    }
  });
});
