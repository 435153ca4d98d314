import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../src/entry-server';
import type { Content } from '../src/content/loadContent';
import { memorySource } from '../src/content/memorySource';
import { toRouteManifest } from '../src/content/publicData';
import { editionByKey, projectContent, sectionOf } from './helpers/content';

/**
 * The specification's copy (/work/shared/spec/site-spec.md) in the two shipped editions, editions/winter.json
 * and editions/autumn.json, and in site.json: the one test that asserts the shipped texts, figures and links.
 * Every other test runs on the fixtures (tests/fixtures/editions/) or goes through whatever editions exist,
 * so a marketer's new edition changes nothing here, and a change of the copy fails only here.
 * The pages are rendered in memory as the build prerenders them for 15 September 2025, the day the shipped
 * files are dated for: autumn on sale at its Komplettpreis, winter in its early-bird and on the home page
 * (`npm run build -- --today 2025-09-15` shows the same).
 */
const SPEC_DAY = '2025-09-15';
let content: Content;
const pages = new Map<string, { html: string; text: string }>();

/** What a reader sees: tags, styles and React's text separators removed, entities decoded, spaces collapsed (the NBSP kept). */
const visible = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \n\t]+/g, ' ');

const checkoutLinks = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*data-checkout-link=""/g)].map((match) => match[1].replace(/&amp;/g, '&'));
const page = (path: string) => pages.get(path)!;

beforeAll(async () => {
  content = projectContent(SPEC_DAY);
  for (const path of ['/', '/winteredition', '/herbstedition', '/danke', '/gibt-es-nicht']) {
    const rendered = await renderPage(path, toRouteManifest(content), memorySource(content), content.site.origin);
    pages.set(path, { html: rendered.html, text: visible(rendered.html) });
  }
});

const winter = () => editionByKey(content, 'winter');
const autumn = () => editionByKey(content, 'autumn');

describe('the editions and their routes', () => {
  it('winter is /winteredition, the current offer: start 5 January 2026, early-bird 399 € instead of 499 €', () => {
    expect(winter()).toMatchObject({ slug: 'winteredition', startDate: '2026-01-05' });
    expect(winter().sales.state).toBe('early-bird');
    expect(winter().offer).toMatchObject({ mode: 'early-bird', price: 399, regularPrice: 499 });
    expect(content.featured.key).toBe('winter');
  });

  it('autumn is /herbstedition: start 22 September 2025, Komplettpreis 499 €', () => {
    expect(autumn()).toMatchObject({ slug: 'herbstedition', startDate: '2025-09-22' });
    expect(autumn().sales.state).toBe('on-sale');
    expect(autumn().offer).toMatchObject({ mode: 'komplettpreis', price: 499 });
  });

  it('both state a total value of 1.200 €: live calls 660, course material 340, bonus 200', () => {
    for (const edition of [winter(), autumn()]) {
      expect(edition.valueBreakdown.map((item) => [item.amount, item.isBonus])).toEqual([
        [660, false],
        [340, false],
        [200, true],
      ]);
    }
    expect(page('/winteredition').text).toContain('1.200\u00a0€+');
    expect(page('/herbstedition').text).toContain('Gesamtwert: 1.200\u00a0€');
  });
});

describe('winter edition page', () => {
  it('hero: badges „Frühbucher!“ and „Start: 05.01.26“, the start date, live calls on Mondays at 18:30 and the early-bird banner', () => {
    const { text } = page('/winteredition');
    expect(text).toContain('Frühbucher! Start: 05.01.26');
    expect(text).toContain('Montag, 5. Januar 2026');
    expect(sectionOf(content, 'winter', 'hero').scheduleText).toMatch(/montags um 18:30 Uhr/);
    expect(text).toMatch(/Nur bis 30\.\s+November\s+2025: 399\u00a0€ statt 499\u00a0€ – du sparst 100\u00a0€\./u);
  });

  it('buttons „Jetzt Frühbucher-Rabatt sichern“ and „Mehr erfahren“; every checkout link goes to product 631168 with the voucher and the page’s tracking key', () => {
    const { html, text } = page('/winteredition');
    expect(text).toContain('Jetzt Frühbucher-Rabatt sichern');
    expect(text).toContain('Mehr erfahren');
    const links = checkoutLinks(html);
    expect(links.length).toBe(4);
    for (const link of links) expect(link).toBe('https://www.digistore24.com/product/631168?voucher=FRUEHBUCHER26&ds24tr=winteredition');
  });

  it('a solution of its own: structure, support and sustainability, four features and a button to the checkout', () => {
    const solution = sectionOf(content, 'winter', 'solution');
    expect(solution.pillars).toEqual(['Struktur', 'Begleitung', 'Nachhaltigkeit']);
    expect(solution.features).toHaveLength(4);
    expect(solution.heading.title).not.toBe(sectionOf(content, 'autumn', 'solution').heading.title);
  });

  it('the winter bonus with three items: meal-prep guide, 30 winter recipes, success workbook', () => {
    const bonus = sectionOf(content, 'winter', 'benefits').bonus!;
    expect(bonus.items.map((item) => item.title)).toEqual(['Meal-Prep-Guide', 'Winterliche Rezeptsammlung', 'Erfolgs-Workbook']);
    expect(bonus.items[1].description).toContain('30 ');
  });

  it('pricing: 399 € against 499 €, you save 100 €', () => {
    const { text } = page('/winteredition');
    expect(text).toContain('regulär statt 499\u00a0€');
    expect(text).toContain('Du sparst 100\u00a0€');
  });
});

describe('autumn edition page', () => {
  it('hero: a headline for the Autumn Edition 2025, badges „Limitiert!“ and „Start: 22.09.25“, rating 4,98/5, live calls every two weeks on Mondays at 18:30', () => {
    const { text } = page('/herbstedition');
    expect(sectionOf(content, 'autumn', 'hero').title).toContain('Herbst-Edition 2025');
    expect(text).toContain('Limitiert! Start: 22.09.25');
    expect(text).toContain('Montag, 22. September 2025');
    expect(text).toContain('4,98/5');
    expect(sectionOf(content, 'autumn', 'hero').scheduleText).toBe('Live-Calls alle zwei Wochen montags um 18:30 Uhr');
  });

  it('buttons „Jetzt Platz sichern“, „Mehr erfahren“ and „Jetzt Teil der Community werden“; checkout links to product 631168 without a voucher, with the page’s tracking key', () => {
    const { html, text } = page('/herbstedition');
    for (const label of ['Jetzt Platz sichern', 'Mehr erfahren', 'Jetzt Teil der Community werden']) expect(text).toContain(label);
    const links = checkoutLinks(html);
    expect(links.length).toBe(4);
    for (const link of links) expect(link).toBe('https://www.digistore24.com/product/631168?ds24tr=herbstedition');
  });

  it('a solution with four features: weekly content, live calls, group dynamics, community with WhatsApp', () => {
    const features = sectionOf(content, 'autumn', 'solution').features;
    expect(features).toHaveLength(4);
    expect(features[1].description).toContain('18:30');
    expect(features[3].description).toContain('WhatsApp');
  });

  it('no bonus box, no reference price', () => {
    expect(sectionOf(content, 'autumn', 'benefits').bonus).toBeUndefined();
    expect(page('/herbstedition').text).not.toContain('statt 499');
  });

  it('the FAQ keeps both readings of the start (29.09.25, access on 22.09.25) and material until 28.12.25', () => {
    const answers = sectionOf(content, 'autumn', 'faq')
      .entries.map((entry) => entry.answer)
      .join(' ');
    expect(answers).toContain('29.09.25');
    expect(answers).toContain('am 22.09.25');
    expect(answers).toContain('28.12.25');
  });

  it('the FAQ contact box mails {email} with a subject about the Autumn Edition 2025', () => {
    expect(page('/herbstedition').html).toContain(
      `href="mailto:kontakt@inselcoaching40plus.de?subject=${encodeURIComponent('Frage zur Herbst-Edition 2025')}"`,
    );
  });
});

describe('shared sections, on both edition pages', () => {
  it.each(['winter', 'autumn'])('%s: four pain points, six benefits, four phases of four points, three of four reviews, seven questions', (key) => {
    const { text } = page(`/${editionByKey(content, key).slug}`);
    expect(sectionOf(content, key, 'painPoints').items.map((item) => item.title)).toEqual([
      'Stillstand trotz Diät',
      'Endloser Jojo-Effekt',
      'Kein klarer Plan',
      'Bauchfett trotz Sport',
    ]);
    expect(sectionOf(content, key, 'benefits').items.map((item) => item.title)).toEqual([
      '11 Videomodule',
      'PDF-Leitfäden und Checklisten',
      'Live-Calls alle 14 Tage',
      'Community-Bereich',
      'Über 50 Rezepte mit Einkaufslisten',
      'Alle Aufzeichnungen',
    ]);
    const phases = sectionOf(content, key, 'timeline').phases;
    expect(phases.map((phase) => [phase.weeks.from, phase.weeks.to])).toEqual([
      [1, 2],
      [3, 5],
      [6, 8],
      [9, 11],
    ]);
    for (const phase of phases) expect(phase.items).toHaveLength(4);
    for (const weeks of ['Woche 1–2', 'Woche 3–5', 'Woche 6–8', 'Woche 9–11']) expect(text).toContain(weeks);
    const testimonials = sectionOf(content, key, 'testimonials');
    expect(testimonials.reviews).toHaveLength(4);
    expect(testimonials.reviews.map((review) => review.rating)).toEqual([5, 5, 5, 5]);
    testimonials.reviews.forEach((review, index) => {
      expect(text.includes(review.text)).toBe(index < 3);
    });
    expect(text).toContain('verifiziert');
    expect(sectionOf(content, key, 'faq').entries).toHaveLength(7);
  });

  it.each(['winter', 'autumn'])(
    '%s: the trainer with „5+ Jahre Erfahrung“ and „1.000+ Teilnehmer“; ten price-list features with the bonus worth 200 € and the 14-day guarantee',
    (key) => {
      const { text } = page(`/${editionByKey(content, key).slug}`);
      expect(text).toContain('5+ Jahre Erfahrung');
      expect(text).toContain('1.000+ Teilnehmer');
      const pricing = sectionOf(content, key, 'pricing');
      expect(pricing.features).toHaveLength(9);
      expect(text).toContain('Saisonales Bonusmaterial im Wert von 200\u00a0€');
      expect(pricing.guarantee.days).toBe(14);
      expect(text).toContain('14-Tage-Geld-zurück-Garantie');
    },
  );
});

describe('site pages and footer', () => {
  it('home: a button „Zur aktuellen Edition“ to /winteredition', () => {
    expect(page('/').html).toMatch(/<a [^>]*href="\/winteredition"[^>]*>[^<]*Zur aktuellen Edition/);
  });

  it('thank-you page: place secured; access, billing, next steps and support with the support address', () => {
    const { text } = page('/danke');
    expect(text).toContain('Dein Platz ist gesichert!');
    for (const heading of ['Zugang', 'Abrechnung', 'Nächste Schritte', 'Support']) expect(text).toContain(heading);
    expect(text).toContain('support@inselcoaching40plus.de');
  });

  it('404: „Oops! Page not found“ and „Return to Home“ to /', () => {
    // The static host answers with status 404 (tests/e2e/pages.test.ts); the page is the same.
    const { html, text } = page('/gibt-es-nicht');
    expect(text).toContain('Oops! Page not found');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Return to Home<\/a>/);
  });

  it('footer on every page: social links, imprint and privacy, reseller note and the disclaimer', () => {
    expect(content.site.social.map((link) => link.network)).toEqual(['facebook', 'instagram', 'youtube', 'website']);
    for (const { text } of pages.values()) {
      expect(text).toContain('Keine medizinische Beratung – Ergebnisse können individuell variieren.');
      expect(text).toContain('Digistore24 ist Wiederverkäufer und Zahlungsabwickler');
      for (const label of ['Impressum', 'Datenschutz']) expect(text).toContain(label);
    }
  });

  it('claims: rating 4,98 of 5, over 1.000 participants, over 50 personal clients, 5+ years; 11 weeks', () => {
    expect(content.site.claims).toMatchObject({ rating: 4.98, ratingScale: 5, participants: 1000, personalClients: 50, yearsExperience: 5 });
    expect(content.site.programme.weeks).toBe(11);
    expect(content.site.checkout.productId).toBe(631168);
  });
});
