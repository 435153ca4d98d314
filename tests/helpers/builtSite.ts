import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatEuro } from '#engine/format';
import { checkoutUrl } from '#kit/model/checkout';
import { totalValue } from '#kit/model/offer';
import type { BuildInfo } from '#scripts/build/buildInfo';
import { builtData, type BuiltData } from '#scripts/dev/siteRoutes';
import { loadContent, type Content } from '#src/content/loadContent';
import { featuredEditionCta, featuredEditionHeading } from '#src/content/homeEditionBox';
import type { EditionData, HomeData, SalesState } from '#src/content/pageData';
import { projectRoot, publicDir } from './content';
import { TEST_DAY } from './testDay';

/**
 * What the built site must show, taken from each edition's state in the build itself (dist/build-info.json and
 * dist/data/), never from the shipped files or today's date: an edition that sells has its checkout links, price
 * and voucher; one that does not (upcoming or closed) has no checkout link and no price, but its notice and the
 * way to the edition that sells or opens next. The built-site tests run these checks on dist/, and
 * tests/marketerEditions.test.ts on in-process renders of a copy with more editions, so the expectations hold for
 * whatever editions a marketer adds.
 */

/** The project's content files as the build of dist/ loaded them: for the tests' day (TEST_DAY), never for today. */
export const builtContent = (): Content => loadContent({ dir: path.join(projectRoot, 'editions'), publicDir, today: TEST_DAY });

export type BuiltEdition = BuiltData['editions'][number];

export interface BuiltSite extends BuiltData {
  dist: string;
  info: BuildInfo;
  home: HomeData;
}

export function readBuiltSite(dist: string): BuiltSite {
  const read = (file: string) => JSON.parse(readFileSync(path.join(dist, file), 'utf8'));
  return { ...builtData(dist), dist, info: read('build-info.json') as BuildInfo, home: read('data/home.json') as HomeData };
}

/** Whether an edition takes orders in that state. */
export const sells = (state: SalesState) => state === 'early-bird' || state === 'on-sale';

/** Hero: two checkout buttons; solution and pricing: one each (only while the edition sells). */
export const checkoutLinkCount = (edition: EditionData) =>
  edition.sections.reduce((count, { type }) => count + (type === 'hero' ? 2 : type === 'solution' || type === 'pricing' ? 1 : 0), 0);

/** The page's file in the build for an address (`/`, `/herbstedition`). */
export const pageFile = (address: string) => (address === '/' ? 'index.html' : `${address.replace(/^\//, '')}/index.html`);

const decode = (text: string) =>
  text
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a reader sees of the HTML: no scripts, styles or tags, entities decoded, runs of spaces as one (no-break spaces kept). */
export const visibleText = (html: string) =>
  decode(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ')).replace(/[ \t\r\n]+/g, ' ');

/** The `href` of every link in the HTML that carries `attribute`. */
export const linksWith = (html: string, attribute: string) =>
  [...html.matchAll(/<a\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(` ${attribute}`))
    .map((tag) => decode(/ href="([^"]*)"/.exec(tag)?.[1] ?? ''));

/** The page's JSON-LD graph. */
export function jsonLdOf(html: string): Array<Record<string, any>> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]) as { '@graph': Array<Record<string, any>> })['@graph'] : [];
}

/** schema.org availability of the Offer an edition's page describes in each state (an upcoming edition has none). */
export const AVAILABILITY: Partial<Record<SalesState, string>> = {
  'early-bird': 'https://schema.org/LimitedAvailability',
  'on-sale': 'https://schema.org/InStock',
  closed: 'https://schema.org/Discontinued',
};

/** The states as the build wrote them: build-info.json, the edition list and each edition's data agree. */
export function stateProblems(built: BuiltSite): string[] {
  const problems: string[] = [];
  const listed = built.editions.map(({ slug, state }) => `${slug}:${state}`);
  const inInfo = built.info.editions.map(({ slug, state }) => `${slug}:${state}`);
  const inData = built.editions.map(({ slug, data }) => `${slug}:${data.sales.state}`);
  if (listed.join() !== inInfo.join()) problems.push(`build-info.json nennt ${inInfo.join(', ')}, data/editions.json ${listed.join(', ')}`);
  if (listed.join() !== inData.join()) problems.push(`data/editions/*.json nennen ${inData.join(', ')}, data/editions.json ${listed.join(', ')}`);
  const featured = built.editions.filter((edition) => edition.featured);
  if (featured.length !== 1) problems.push(`${featured.length} Editionen als featured markiert, erwartet genau eine`);
  if (built.home.featured.slug !== built.featured.slug)
    problems.push(`data/home.json zeigt /${built.home.featured.slug}, data/editions.json markiert /${built.featured.slug}`);
  // The home page promotes an edition that sells whenever one does.
  if (built.editions.some((edition) => sells(edition.state)) && !sells(built.featured.state)) {
    problems.push(`die Startseite zeigt /${built.featured.slug} (${built.featured.state}), obwohl eine andere Edition verkauft`);
  }
  return problems;
}

/** Everything wrong with an edition's built page for its state in the build; [] when it is right. */
export function editionPageProblems(
  built: Pick<BuiltSite, 'site' | 'dist'>,
  edition: Pick<BuiltEdition, 'slug' | 'data'>,
  html = readFileSync(path.join(built.dist, pageFile(`/${edition.slug}`)), 'utf8'),
): string[] {
  const { site } = built;
  const { slug, data } = edition;
  const { sales } = data;
  const at = `/${slug} (${sales.state})`;
  const text = visibleText(html);
  const problems: string[] = [];
  const expect = (ok: boolean, message: string) => ok || problems.push(`${at}: ${message}`);

  const checkoutLinks = linksWith(html, 'data-checkout-link');
  const productLinks = linksWith(html, 'href="').filter((href) => href.startsWith(site.checkout.productUrlBase));
  const wayOnLinks = linksWith(html, 'data-current-edition-link');
  const platformScript = html.includes('data-platform-script-settings');
  const offers = jsonLdOf(html).find((node) => node['@type'] === 'Course')?.offers as Record<string, string> | undefined;
  const declared = data.offer;

  if (sells(sales.state)) {
    const href = checkoutUrl(site.checkout, sales.offer, slug);
    expect(checkoutLinks.length === checkoutLinkCount(data), `${checkoutLinks.length} Checkout-Links, erwartet ${checkoutLinkCount(data)}`);
    expect(
      productLinks.every((link) => link === href),
      `Checkout-Links ${[...new Set(productLinks)].join(', ')}, erwartet ${href}`,
    );
    expect(text.includes(formatEuro(sales.offer.price)), `Preis ${formatEuro(sales.offer.price)} fehlt`);
    if (sales.offer.mode === 'early-bird') {
      expect(href.includes(sales.offer.voucher), `Checkout-Link ohne Gutschein ${sales.offer.voucher}`);
      expect(text.includes(`statt ${formatEuro(sales.offer.regularPrice)}`), `„statt ${formatEuro(sales.offer.regularPrice)}“ fehlt`);
    }
    expect(wayOnLinks.length === 0, 'Link zu einer anderen Edition statt zum Checkout');
    expect(platformScript === site.checkout.promoHelper.enabled, `Skript der Plattform ${platformScript ? 'geladen' : 'fehlt'}`);
    expect(offers?.availability === AVAILABILITY[sales.state] && offers?.url === href, `JSON-LD-Angebot ${JSON.stringify(offers)}`);
  } else {
    const notice = sales.notSelling;
    expect(checkoutLinks.length === 0 && productLinks.length === 0, `${productLinks.length} Checkout-Links, erwartet keinen`);
    expect(notice !== undefined && text.includes(notice.notice), `Hinweis „${notice?.notice}“ fehlt`);
    const target = notice?.current ?? notice?.upcoming;
    expect(
      target ? wayOnLinks.length > 0 && wayOnLinks.every((link) => link === `/${target.slug}`) : wayOnLinks.length === 0,
      `Links weiter: ${wayOnLinks.join(', ') || 'keine'}, erwartet ${target ? `/${target.slug}` : 'keine'}`,
    );
    if (!target && notice?.next) expect(text.includes(notice.next), `„${notice.next}“ fehlt`);
    expect(!text.includes('Dein Preis') && !text.includes('Du sparst'), 'nennt einen Preis zum Bezahlen');
    // The value breakdown (what the programme is worth) stays; a price that equals one of its amounts cannot be told apart in the text.
    const values = new Set([...data.valueBreakdown.map((item) => item.amount), totalValue(data.valueBreakdown)]);
    const prices = [declared.price, ...(declared.mode === 'early-bird' ? [declared.regularPrice] : [])].filter((price) => !values.has(price));
    for (const price of prices) expect(!text.includes(formatEuro(price)), `nennt den Preis ${formatEuro(price)}`);
    if (declared.mode === 'early-bird')
      expect(!text.includes(declared.voucher) && !html.includes(`=${declared.voucher}`), `nennt den Gutschein ${declared.voucher}`);
    expect(!platformScript, 'lädt das Skript der Plattform');
    expect(
      sales.state === 'upcoming' ? offers === undefined : offers?.availability === AVAILABILITY.closed && offers?.url === `${site.origin}/${slug}`,
      `JSON-LD-Angebot ${JSON.stringify(offers)}`,
    );
  }
  return problems;
}

/** Everything wrong with the built home page for the featured edition's state; [] when it is right. */
export function homePageProblems(built: Pick<BuiltSite, 'home' | 'site' | 'dist'>, html = readFileSync(path.join(built.dist, 'index.html'), 'utf8')): string[] {
  const { featured } = built.home;
  const text = visibleText(html);
  const problems: string[] = [];
  const expect = (ok: boolean, message: string) => ok || problems.push(`/ zeigt /${featured.slug} (${featured.state}): ${message}`);
  const cta = featuredEditionCta(built.site.home, featured.state);
  const toFeatured = [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].filter(([, , label]) => visibleText(label).includes(cta));

  expect(text.includes(featured.name), `Name „${featured.name}“ fehlt`);
  // The box is headed by the edition's state: „Aktuelle Edition“ only while it sells.
  const heading = featuredEditionHeading(built.site.home, featured.state);
  expect(text.includes(heading), `Überschrift „${heading}“ fehlt`);
  // Its page is linked while it sells or its sales are still to open; a closed edition's never.
  const linked = featured.state !== 'closed';
  expect(
    linked ? toFeatured.length === 1 && toFeatured[0][1] === `/${featured.slug}` : toFeatured.length === 0,
    `Links „${cta}“: ${toFeatured.map(([, href]) => href).join(', ') || 'keine'}`,
  );
  expect(
    linksWith(html, 'href="').every((href) => !href.startsWith(built.site.checkout.productUrlBase)),
    'Checkout-Link auf der Startseite',
  );
  if (sells(featured.state)) {
    expect(featured.notSelling === undefined, 'Hinweis statt Angebot');
    expect(text.includes(formatEuro(featured.offer.price)), `Preis ${formatEuro(featured.offer.price)} fehlt`);
  } else {
    expect(featured.notSelling !== undefined && text.includes(featured.notSelling.notice), `Hinweis „${featured.notSelling?.notice}“ fehlt`);
    expect(!text.includes(formatEuro(featured.offer.price)), `nennt den Preis ${formatEuro(featured.offer.price)}`);
  }
  return problems;
}
