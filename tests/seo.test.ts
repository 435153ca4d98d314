import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkoutUrl } from '../kit/model/checkout';
import { lastSalesDay } from '../kit/model/sales';
import { AVAILABILITY, builtContent, sells } from './helpers/builtSite';
import { projectRoot } from './helpers/content';

/** Metadata in the built dist/ (built for the tests' day): structured data, link previews, sitemap and robots. */
const dist = path.join(projectRoot, 'dist');
const content = builtContent();
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
const head = (file: string) => read(file).split('</head>')[0];

function jsonLdOf(file: string) {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head(file));
  if (!match) throw new Error(`${file}: kein JSON-LD`);
  return JSON.parse(match[1]) as { '@context': string; '@graph': Array<Record<string, any>> };
}

describe('structured data (rich results)', () => {
  it.each(content.editions.map((edition) => [edition.slug, edition.sales.state, edition] as const))(
    '/%s (%s) describes the course, its instance and its offer of the build day',
    (slug, _state, edition) => {
      const data = jsonLdOf(`${slug}/index.html`);
      expect(data['@context']).toBe('https://schema.org');
      const course = data['@graph'].find((node) => node['@type'] === 'Course')!;
      expect(course.name).toContain(edition.name);
      expect(course.provider['@id']).toBe(`${content.site.origin}/#organisation`);
      expect(course.hasCourseInstance).toMatchObject({ '@type': 'CourseInstance', courseMode: 'online', startDate: edition.startDate });
      const { weeks } = content.site.programme;
      expect(course.hasCourseInstance.courseSchedule).toEqual({ '@type': 'Schedule', repeatFrequency: 'Weekly', repeatCount: weeks });
      // The last week ends on its seventh day: 11 weeks from 2026-01-05 end on 2026-03-22.
      const days = (Date.parse(course.hasCourseInstance.endDate) - Date.parse(edition.startDate)) / 86_400_000;
      expect(days).toBe(weeks * 7 - 1);
      // The offer as the page shows it on the build day: none before the sales open, the page itself once they are over.
      const { state, offer } = edition.sales;
      if (state === 'upcoming') expect(course.offers).toBeUndefined();
      else {
        expect(course.offers).toMatchObject({
          '@type': 'Offer',
          price: offer.price.toFixed(2),
          priceCurrency: 'EUR',
          validFrom: offer.validFrom,
          availability: AVAILABILITY[state],
          url: sells(state) ? checkoutUrl(content.site.checkout, offer, edition.slug) : `${content.site.origin}/${slug}`,
        });
        const until = course.offers.priceValidUntil as string;
        expect(offer.validFrom <= until && until <= lastSalesDay(edition), `priceValidUntil ${until}`).toBe(true);
      }
      const organization = data['@graph'].find((node) => node['@type'] === 'Organization')!;
      expect(organization).toMatchObject({ name: content.site.brand, url: `${content.site.origin}/` });
    },
  );

  it('marks up no reviews or ratings of its own (self-serving review markup)', () => {
    for (const file of ['index.html', ...content.editions.map((edition) => `${edition.slug}/index.html`)]) {
      expect(head(file)).not.toMatch(/AggregateRating|"Review"/);
    }
  });
});

describe('link previews', () => {
  it.each(content.editions.map((edition) => edition.slug))(
    '/%s has Open Graph and Twitter tags with its own 1200×630 image, named by its content',
    async (slug) => {
      const html = head(`${slug}/index.html`);
      const address = new RegExp(`<meta property="og:image" content="${content.site.origin}(/assets/og/${slug}-[0-9a-f]{8}\\.png)"/>`).exec(html)?.[1];
      expect(address).toBeTruthy();
      const png = readFileSync(path.join(dist, address!));
      expect(address).toBe(`/assets/og/${slug}-${createHash('sha256').update(png).digest('hex').slice(0, 8)}.png`);
      expect(html).toContain(`<meta property="og:url" content="${content.site.origin}/${slug}"/>`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).toContain(`<meta name="twitter:image" content="${content.site.origin}${address}"/>`);
      const { width, height, format } = await sharp(png).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    },
  );

  it('gives the thank-you and 404 pages neither previews nor structured data', () => {
    for (const file of ['danke/index.html', '404.html']) {
      expect(head(file)).not.toContain('og:image');
      expect(head(file)).not.toContain('application/ld+json');
    }
  });

  // Linked, not written into the page as a data: address: the loader holds every icon back until the first paint
  // (tests/e2e/siteIcons.test.ts), and the page's bytes stay for its content.
  it('links the SVG and PNG icons, none of them written into the page', () => {
    const html = head('index.html');
    expect(html).toContain('<link rel="icon" href="/images/favicon.svg" type="image/svg+xml" />');
    expect(html).not.toContain('data:image/svg+xml');
    for (const icon of ['/images/favicon.svg', '/images/favicon-32.png', '/images/apple-touch-icon.png']) {
      expect(html).toContain(`href="${icon}"`);
      expect(() => readFileSync(path.join(dist, icon))).not.toThrow();
    }
  });
});

describe('sitemap and robots', () => {
  it('lists the indexable pages from the registry and leaves out /danke and QA pages', () => {
    const sitemap = read('sitemap.xml');
    const locations = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locations.sort()).toEqual([`${content.site.origin}/`, ...content.editions.map((edition) => `${content.site.origin}/${edition.slug}`)].sort());
    expect(sitemap).not.toContain('/danke');
    expect(sitemap).not.toContain('/qa');
  });

  it('points robots to the sitemap', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${content.site.origin}/sitemap.xml`);
  });
});
