// @vitest-environment jsdom
// (for DOMParser: the built pages are read as a browser reads them before any script runs)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAYS, datedProject, WINTER, WINTER_DATES } from './helpers/datedEditions';
import { runScript, runScriptInBackground } from './helpers/cli';
import { qaDayDataFile, qaDayHomePath, qaDayPagePath } from '../kit/model/paths';
import { renderedOn, standingDay, type CalendarDays } from '../kit/model/timeline';

/**
 * Issue 11, built for real: the dated winter edition (early-bird until 2025-12-15, sales until
 * 2026-01-04; spring is current) built with `npm run build -- --today` on a day in each state, each
 * into its own folder. Checks the winter page, its JSON-LD, its data file and dist/build-info.json.
 */

const NBSP = '\u00a0';
/** The cover's start badge, as the dated winter's start (2026-01-05) reads on it. */
const START_BADGE = 'Start: 05.01.26';
const euro = (amount: number) => `${amount}${NBSP}€`;
/** The dated winter edition and the site settings as the copy holds them: prices, voucher and checkout come from there. */
let winter: { slug: string; offer: { price: number; regularPrice: number; voucher: string } };
let CHECKOUT: string;
/** The tracking key every checkout link of the winter page carries: its address. */
let TRACKING: string;

interface Built {
  status: number | null;
  stdout: string;
  stderr: string;
  read: (file: string) => string;
}

let project: string;
const builds = {} as Record<keyof typeof DAYS, Built>;

const build = (args: string[]) => runScript('build.ts', args, project);

beforeAll(async () => {
  project = datedProject();
  winter = JSON.parse(readFileSync(path.join(project, 'editions/winter.json'), 'utf8'));
  const { checkout } = JSON.parse(readFileSync(path.join(project, 'editions/site.json'), 'utf8'));
  CHECKOUT = `${checkout.productUrlBase}${checkout.productId}`;
  TRACKING = `${checkout.trackingParam}=${winter.slug}`;
  await Promise.all(
    (Object.entries(DAYS) as Array<[keyof typeof DAYS, string]>).map(async ([name, day]) => {
      const out = path.join(project, `dist-${day}`);
      const result = await runScriptInBackground('build.ts', ['--today', day, '--out', out], project);
      builds[name] = { ...result, read: (file) => readFileSync(path.join(out, file), 'utf8') };
    }),
  );
}, 300_000);

/** The winter page as a visitor's browser gets it, before any script runs. */
function winterPage(name: keyof typeof DAYS) {
  const html = builds[name].read('winteredition/index.html');
  const document = new DOMParser().parseFromString(html, 'text/html');
  const ldScript = document.querySelector('script[type="application/ld+json"]');
  const graph = JSON.parse(ldScript?.textContent ?? '{}')['@graph'] as Array<Record<string, any>>;
  for (const element of document.querySelectorAll('script, style')) element.remove();
  const section = (type: string) => document.querySelector(`[data-section="${type}"]`)!;
  return {
    html,
    document,
    text: document.body.textContent!.replace(/\s+/g, ' '),
    section,
    checkoutLinks: [...document.querySelectorAll<HTMLAnchorElement>('a[data-checkout-link]')],
    offer: graph.find((node) => node['@type'] === 'Course')!.offers as Record<string, string>,
  };
}

const buildInfo = (name: keyof typeof DAYS) => JSON.parse(builds[name].read('build-info.json'));
const winterInfo = (name: keyof typeof DAYS) => buildInfo(name).editions.find((edition: { key: string }) => edition.key === 'winter');

describe('npm run build -- --today', () => {
  it('prints the copyright year of the day the pages are built for, not of the machine’s clock', () => {
    const yearOnPage = (name: keyof typeof DAYS) =>
      winterPage(name)
        .document.querySelector('footer')!
        .textContent!.match(/© (\d{4})/)?.[1];
    // The early-bird day lies in 2025 and the closed day in 2026, whatever year the machine is in.
    expect([yearOnPage('earlyBird'), yearOnPage('closed')]).toEqual(['2025', '2026']);
  });

  it.each(Object.keys(DAYS) as Array<keyof typeof DAYS>)('builds the dated editions as of the %s day', (name) => {
    expect(builds[name].stderr).not.toMatch(/Build abgebrochen/);
    expect(builds[name].status).toBe(0);
  });

  it('refuses a day that is not a calendar day, with the message of editions:check', () => {
    const result = build(['--today', '2026-02-30']);
    expect(result.status).toBe(2);
    expect(result.stderr.split('\n').filter(Boolean)).toEqual([
      'Aufruf: npm run build -- [--today JJJJ-MM-TT] [--host nginx|netlify|cloudflare|vercel] [--out <Ordner>] [--development]',
      '--today erwartet ein Datum im Format JJJJ-MM-TT, „2026-02-30“ erhalten',
      'Mehr dazu: npm run build -- --help',
    ]);
  });
});

describe('before the early-bird ends (2025-12-10)', () => {
  const page = () => winterPage('earlyBird');

  it('shows the early-bird price instead of the regular one with the savings, and every checkout link carries the voucher', () => {
    const { section, checkoutLinks } = page();
    const { price, regularPrice, voucher } = winter.offer;
    expect(section('pricing').textContent).toContain(`${euro(price)}regulär statt ${euro(regularPrice)}`);
    expect(section('pricing').textContent).toContain(`Du sparst ${euro(regularPrice - price)}`);
    expect(section('pricing').textContent).toContain(`Frühbucherpreis bis 15.${NBSP}Dezember${NBSP}2025`);
    expect(section('hero').textContent).toContain(`Nur bis 15.${NBSP}Dezember${NBSP}2025: `);
    expect(checkoutLinks.length).toBe(4);
    for (const link of checkoutLinks) expect(link.href).toBe(`${CHECKOUT}?voucher=${voucher}&${TRACKING}`);
  });

  it('keeps its early-bird copy: badge, banner and labels', () => {
    const { section, checkoutLinks } = page();
    expect([...section('hero').querySelectorAll('figure li')].map((badge) => badge.textContent)).toEqual([...WINTER.badges, START_BADGE]);
    expect(section('hero').textContent).toContain(WINTER.bannerTitle);
    expect(checkoutLinks.map((link) => link.textContent)).toEqual([
      `${WINTER.checkoutCtaLabel} (öffnet in neuem Tab)`,
      WINTER.secondaryCtaLabel,
      `${WINTER.solutionCtaLabel} (öffnet in neuem Tab)`,
      `${WINTER.checkoutCtaLabel} (öffnet in neuem Tab)`,
    ]);
  });

  it('tells search engines the early-bird price and its last day', () => {
    expect(page().offer).toMatchObject({
      price: `${winter.offer.price}.00`,
      availability: 'https://schema.org/LimitedAvailability',
      validFrom: '2025-10-01',
      priceValidUntil: WINTER_DATES.earlyBirdUntil,
      url: `${CHECKOUT}?voucher=${winter.offer.voucher}&${TRACKING}`,
    });
  });

  it('build-info.json names the day after the early-bird as the next change', () => {
    expect(buildInfo('earlyBird')).toMatchObject({ builtFor: DAYS.earlyBird, nextChange: '2025-12-16' });
    expect(winterInfo('earlyBird')).toEqual({ key: 'winter', slug: 'winteredition', state: 'early-bird', salesStart: WINTER.offer.validFrom, ...WINTER_DATES });
    expect(builds.earlyBird.stdout).toContain('Stand 2025-12-10, nächste Änderung am 2025-12-16: spätestens dann neu bauen');
  });
});

describe('the day after the early-bird (2025-12-16)', () => {
  const page = () => winterPage('regular');

  it('shows the regular price as a Komplettpreis: no voucher in any link, no strike-through price, no savings', () => {
    const { html, section, checkoutLinks, text } = page();
    expect(section('pricing').textContent).toMatch(new RegExp(`^.*Komplettpreis${euro(winter.offer.regularPrice)}inkl\\. MwSt\\.`));
    expect(section('pricing').querySelector('del')).toBeNull();
    // „statt“ followed by an amount: the copy's own „statt dich allein …“ may stay.
    expect(text).not.toMatch(/sparst|statt\s*\d/i);
    expect(html).not.toContain('voucher');
    expect(checkoutLinks.length).toBe(4);
    for (const link of checkoutLinks) expect(link.href).toBe(`${CHECKOUT}?${TRACKING}`);
  });

  it('drops the early-bird copy: badges, banner and every label that named it', () => {
    const { section, checkoutLinks, text } = page();
    expect([...section('hero').querySelectorAll('figure li')].map((badge) => badge.textContent)).toEqual([START_BADGE]);
    expect(text).not.toMatch(/Frühbucher/i);
    expect(checkoutLinks.map((link) => link.textContent)).toEqual([
      'Jetzt Platz sichern (öffnet in neuem Tab)',
      WINTER.secondaryCtaLabel,
      'Jetzt Platz sichern (öffnet in neuem Tab)',
      'Jetzt Platz sichern (öffnet in neuem Tab)',
    ]);
  });

  it('tells search engines the regular price until the end of sales', () => {
    expect(page().offer).toMatchObject({
      price: `${winter.offer.regularPrice}.00`,
      availability: 'https://schema.org/InStock',
      validFrom: '2025-12-16',
      priceValidUntil: WINTER_DATES.salesEnd,
      url: `${CHECKOUT}?${TRACKING}`,
    });
  });

  it('build-info.json names the day after the end of sales as the next change', () => {
    expect(buildInfo('regular')).toMatchObject({ builtFor: DAYS.regular, nextChange: '2026-01-05' });
    expect(winterInfo('regular')).toMatchObject({ state: 'on-sale' });
  });
});

describe('after the end of sales (2026-01-05)', () => {
  const page = () => winterPage('closed');

  it('says that the edition is closed, in the hero and the price card', () => {
    const { section } = page();
    for (const type of ['hero', 'pricing']) {
      expect(section(type).textContent).toContain(`Die Anmeldung zur ${WINTER.name} ist geschlossen.`);
      // Nothing sells that day: the page names the edition whose sales open next.
      expect(section(type).textContent).toContain(`Die Anmeldung zur Frühlings-Edition 2027 öffnet am 15.${NBSP}Januar${NBSP}2027.`);
    }
  });

  it('has no checkout link anywhere: hero, solution and price card link to the current edition instead', () => {
    const { html, document, checkoutLinks, text } = page();
    expect(checkoutLinks).toEqual([]);
    expect(html).not.toContain('digistore24.com/product');
    const toCurrent = [...document.querySelectorAll<HTMLAnchorElement>('a[href="/fruehlingsedition"]')];
    expect(toCurrent.map((link) => link.closest('[data-section]')?.getAttribute('data-section'))).toEqual(['hero', 'solution', 'pricing']);
    for (const link of toCurrent) expect(link.textContent).toBe('Zur Frühlings-Edition 2027');
    expect(text).not.toMatch(/Dein Preis|sparst|statt\s*\d|Frühbucher|Jetzt Platz sichern/);
  });

  it('tells search engines that it is no longer offered, pointing to the page', () => {
    expect(page().offer).toMatchObject({
      availability: 'https://schema.org/Discontinued',
      priceValidUntil: WINTER_DATES.salesEnd,
      url: 'https://kurs.inselcoaching40plus.de/winteredition',
    });
  });

  it('publishes the closed state for hydration, and the home page points to the current edition', () => {
    const data = JSON.parse(builds.closed.read('data/editions/winteredition.json'));
    expect(data.sales).toMatchObject({ state: 'closed', notSelling: { notice: `Die Anmeldung zur ${WINTER.name} ist geschlossen.` } });
    expect(builds.closed.read('index.html')).toContain('href="/fruehlingsedition"');
  });

  it('build-info.json names the next change of any edition: spring opens its sales', () => {
    expect(buildInfo('closed')).toEqual({
      builtFor: DAYS.closed,
      nextChange: '2027-01-15',
      editions: [
        // Autumn as shipped: whatever its dates, it is listed.
        expect.objectContaining({ key: 'autumn', slug: 'herbstedition' }),
        { key: 'spring', slug: 'fruehlingsedition', state: 'upcoming', salesStart: '2027-01-15', salesEnd: '2027-04-11' },
        { key: 'winter', slug: 'winteredition', state: 'closed', salesStart: WINTER.offer.validFrom, ...WINTER_DATES },
      ],
    });
  });
});

describe('link-preview images: a new address when the card changes', () => {
  const names = Object.keys(DAYS) as Array<keyof typeof DAYS>;
  /** The image a page's <head> names, and whether that build wrote it. */
  const ogImage = (name: keyof typeof DAYS, slug: string) => {
    const address = /<meta property="og:image" content="https:\/\/[^/"]+(\/assets\/og\/[^"]+)"/.exec(builds[name].read(`${slug}/index.html`))![1];
    return { address, written: existsSync(path.join(project, `dist-${DAYS[name]}`, address)) };
  };

  it('winter’s card (early-bird price, regular price, closed) has a different address on each day', () => {
    const images = names.map((name) => ogImage(name, 'winteredition'));
    expect(images.every((image) => image.written)).toBe(true);
    expect(new Set(images.map((image) => image.address)).size).toBe(names.length);
  });

  it('autumn’s card, the same on every day, keeps its address', () => {
    const images = names.map((name) => ogImage(name, 'herbstedition'));
    expect(images.every((image) => image.written)).toBe(true);
    expect(new Set(images.map((image) => image.address)).size).toBe(1);
  });
});

describe('QA „Stand am Tag“: every calendar day in the build, past ones too', () => {
  const springStart = () => JSON.parse(readFileSync(path.join(project, 'editions/spring.json'), 'utf8')).offer.validFrom as string;
  /** From the page's markup on: the head differs (the day page is noindex and has no link-preview tags). */
  const fromRoot = (html: string) => html.slice(html.indexOf('<div id="root"'));
  const calendarOf = (name: keyof typeof DAYS) => JSON.parse(builds[name].read('data/stand.json')) as CalendarDays;

  it('lists every day on which a page changes, with what changes, and which day’s files show each page', () => {
    const calendar = calendarOf('earlyBird');
    expect(calendar.built).toBe(DAYS.earlyBird);
    const days = calendar.days.map((entry) => entry.day);
    expect(days).toEqual([...days].sort());
    expect(days).toEqual(expect.arrayContaining([WINTER.offer.validFrom, DAYS.regular, DAYS.closed, springStart(), '2027-04-12']));
    const regular = calendar.days.find((entry) => entry.day === DAYS.regular)!;
    expect(regular.changes).toEqual([expect.objectContaining({ page: '/winteredition', change: expect.stringMatching(/^Frühbucherpreis endet: /) })]);
    // Spring did not change that day: its page is the one written on an earlier day.
    expect(regular.pages['/winteredition']).toBe(DAYS.regular);
    expect(regular.pages['/fruehlingsedition'] < DAYS.regular).toBe(true);
    // The home page's own changes: spring's launch.
    expect(calendar.days.find((entry) => entry.day === springStart())!.changes).toContainEqual({
      day: springStart(),
      page: '/',
      change: 'Startseite wirbt für /fruehlingsedition (Frühlings-Edition 2027)',
    });
  });

  it('a launch scheduled by its first day of sales alone takes over the home page on that day', () => {
    const calendar = calendarOf('earlyBird');
    const homeOn = (day: string) => builds.earlyBird.read(qaDayHomePath(renderedOn(calendar, standingDay(calendar, day)!, '/'))).replace(/<!-- -->/g, '');
    const before = homeOn('2027-01-14');
    expect(before).toContain(`Die Anmeldung zur Frühlings-Edition 2027 öffnet am 15.${NBSP}Januar${NBSP}2027.`);
    expect(before).not.toContain('349');
    const launched = homeOn(springStart());
    expect(launched).toContain('href="/fruehlingsedition"');
    expect(launched).toContain(`349${NBSP}€`);
  });

  it('shows a past day in the state it had: built after the end of sales, winter during its early-bird', () => {
    const calendar = calendarOf('closed');
    const standing = standingDay(calendar, DAYS.earlyBird)!;
    const data = JSON.parse(builds.closed.read(`data/${qaDayDataFile(renderedOn(calendar, standing, '/winteredition'), 'winteredition')}`));
    expect(data.sales.state).toBe('early-bird');
    const page = builds.closed.read(qaDayPagePath(renderedOn(calendar, standing, '/winteredition'), 'winteredition'));
    expect(page).toContain('voucher=FRUEHBUCHER26');
    // And the home page of that day promotes winter.
    expect(builds.closed.read(qaDayHomePath(renderedOn(calendar, standing, '/')))).toContain('href="/winteredition"');
  });

  it('holds each edition page as the build for that day renders it, kept out of search results', () => {
    const dayPage = builds.earlyBird.read(`qa/stand/${DAYS.regular}/winteredition.html`);
    expect(fromRoot(dayPage)).toBe(fromRoot(builds.regular.read('winteredition/index.html')));
    expect(dayPage).toContain('<meta name="robots" content="noindex"/>');
    expect(builds.earlyBird.read('sitemap.xml')).not.toContain('/qa/');
  });

  it('holds each edition’s data as of each coming day, as that day’s build publishes it', () => {
    const asOf = JSON.parse(builds.earlyBird.read(`data/stand/${DAYS.closed}/editions/winteredition.json`));
    expect(asOf).toEqual(JSON.parse(builds.closed.read('data/editions/winteredition.json')));
    expect(asOf.sales.state).toBe('closed');
  });
});
