import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudioPreview } from '../server/api';
import { linkParts } from '../server/previewLinks/linkSetup';
import { EARLY, FIXTURE_TODAY } from '#tests/helpers/content';
import { copyContentRoot } from '#tests/helpers/tempContent';
import { startHostedHarness, type HostedHarness, type Signed } from './helpers/hostedServer';

/**
 * Preview links in the hosted studio (studio/server/previewLinks/): made by Redaktion or Freigabe, opened
 * without an account, signed, expiring, revocable, frozen at creation, noindex, read-only and kept inside.
 * The renderer is a stand-in that writes the edition's name, the day and the addresses a real page names.
 */

const DAY = 86_400_000;

/** A page like the site's: scripts, links to its pages and files, and what the content says. */
async function renderStandIn({ content, route }: StudioPreview): Promise<string> {
  const edition = content.editions.find((candidate) => `/${candidate.slug}` === route);
  return `<!doctype html><html lang="de"><head><title>Seite</title><script type="module" src="/src/entry-client.tsx"></script><script>alert(1)</script><link rel="modulepreload" href="/src/x.ts"/><style>@font-face{src:url(/assets/fonts/a.woff2)}</style><noscript data-web-fonts=""><style>@font-face{font-family:Merriweather;src:url(/assets/fonts/merriweather.woff2)}</style></noscript></head>
<body><a href="/">Start</a> <a href="/${content.editions[0].slug}#anmeldung">Edition</a> <a href="https://www.digistore24.com/product/1">Kaufen</a>
<img src="/images/cover-autumn.svg" srcset="/images/generated/cover-autumn-640.webp 640w, /images/cover-autumn.svg 1200w"/>
<h1>${route === '/' ? 'Startseite' : edition?.name}</h1><p>Titel: ${(edition?.sections.find((section) => section.type === 'hero') as { title?: string } | undefined)?.title}</p><p>Tag ${content.today}, Platform-Skript ${content.site.checkout.promoHelper.enabled ? 'an' : 'aus'}</p>
<p>Beworben: /${content.featured.slug}; Editionen: ${content.editions.map((candidate) => `/${candidate.slug}`).join(' ')}</p></body></html>`;
}

let root: string;
let studio: HostedHarness;
let anna: Signed;
let fritz: Signed;
let vera: Signed;

beforeAll(async () => {
  root = copyContentRoot();
  studio = await startHostedHarness(
    root,
    { anna: ['Redaktion'], fritz: ['Freigabe'], vera: ['Verwaltung'] },
    { renderPreview: renderStandIn, today: FIXTURE_TODAY },
  );
});

// Fresh sessions for each test: moving the clock past a link's expiry ends the sessions too.
beforeEach(async () => {
  [anna, fritz, vera] = [await studio.signIn('anna'), await studio.signIn('fritz'), await studio.signIn('vera')];
});

afterAll(async () => {
  await studio.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(studio.dataDir, { recursive: true, force: true });
});

const create = (signed: Signed, days = 7) => studio.write(signed, '/preview-links/create', { key: EARLY, days });
/** Opened as a browser without any cookie would. */
const open = (address: string) => studio.send('GET', address, { headers: { Accept: 'text/html' } });

describe('preview links', () => {
  it('are made by Redaktion and Freigabe, not by another role, for at most 30 days', async () => {
    expect((await create(anna)).status).toBe(200);
    expect((await create(fritz)).status).toBe(200);
    const refused = await create(vera);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Dafür braucht dein Konto eine der Rollen „Redaktion“ oder „Freigabe“.');
    const tooLong = await create(anna, 31);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toBe('Ein Vorschau-Link gilt höchstens 30 Tage. (Feld „days“).'.replace('. (', ' ('));
    const list = await studio.read(vera, `/preview-links?key=${EARLY}`);
    expect(list.json.map((link: any) => link.creator)).toEqual(['fritz', 'anna']);
  });

  it('open without an account: the edition page, read-only, noindex, no-store, its links and files inside the link', async () => {
    const link = (await create(anna)).json;
    expect(link.path).toMatch(/^\/studio\/vorschau-link\/[\w-]{16}\.\d+\.[\w-]{43}$/);
    expect(link.expires).toBe(new Date(Math.floor(studio.clock.now / 1000) * 1000 + 7 * DAY).toISOString());
    const page = await open(link.path);
    expect(page.status).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page.text).toContain('<h1>Nordsee-Edition 2026</h1>');
    // German time, as the studio's dialog shows it: the clock stands at 09:00 UTC.
    expect(page.text).toContain(
      'im Stand vom 15. Februar 2026, 10:00 Uhr, so wie die Seite am 15.02.2026 aussieht. Der Link gilt bis 22. Februar 2026, 10:00 Uhr.',
    );
    expect(page.text).toContain('Platform-Skript aus');
    expect(page.text).not.toMatch(/<script|modulepreload/);
    expect(page.text).toContain(`<a href="${link.path}?seite=start&amp;tag=15.02.2026">Start</a>`);
    expect(page.text).toContain(`<a href="${link.path}?seite=edition&amp;tag=15.02.2026#anmeldung">Edition</a>`);
    expect(page.text).toContain(`src="${link.path}/datei/images/cover-autumn.svg"`);
    expect(page.text).toContain(`srcset="${link.path}/datei/images/generated/cover-autumn-640.webp 640w, ${link.path}/datei/images/cover-autumn.svg 1200w"`);
    expect(page.text).toContain(`url(${link.path}/datei/assets/fonts/a.woff2)`);
    expect(page.text).toMatch(/<label for="vorschau-link-tag">Tag \(TT\.MM\.JJJJ\)<\/label><input id="vorschau-link-tag" name="tag" value="15.02.2026"/);

    const image = await studio.send('GET', `${link.path}/datei/images/cover-autumn.svg`);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['x-robots-tag']).toBe('noindex, nofollow');

    const home = await open(`${link.path}?seite=start&tag=01.03.2026`);
    expect(home.text).toContain('<h1>Startseite</h1>');
    expect(home.text).toContain('Tag 2026-03-01');
    expect(home.text).toContain('value="01.03.2026"');
    const wrongDay = await open(`${link.path}?tag=31.02.2026`);
    expect(wrongDay.status).toBe(200);
    expect(wrongDay.text).toContain('role="alert">„31.02.2026“ ist kein Tag. Bitte gib ihn als TT.MM.JJJJ ein, zum Beispiel 15.02.2026.</p>');
    expect(wrongDay.text).toContain('aria-invalid="true" aria-describedby="vorschau-link-tag-fehler"');
  });

  it('show their own edition on the home page, on a day another edition frozen with it would be promoted', async () => {
    const link = (await create(anna)).json;
    // 15.01.2026: the early-bird edition's sale has not opened; the site would promote the other edition, on sale then.
    const home = await open(`${link.path}?seite=start&tag=15.01.2026`);
    expect(home.status).toBe(200);
    expect(home.text).toContain('Tag 2026-01-15');
    expect(home.text).toContain('Beworben: /nordseeedition; Editionen: /nordseeedition</p>');
    expect(home.text).not.toContain('ostseeedition');
  });

  it('show the edition’s own copy and each A/B variant, on any day, with the web faces’ rules a page without script applies', async () => {
    const file = path.join(root, 'editions', `${EARLY}.json`);
    const before = readFileSync(file, 'utf8');
    const data = JSON.parse(before);
    data.variants = [{ name: 'b', weight: 50, sections: { hero: { title: 'Variante b: Ruhig abnehmen' } } }];
    writeFileSync(file, JSON.stringify(data));
    const link = (await create(fritz)).json;
    writeFileSync(file, before);
    const own = await open(link.path);
    expect(own.text).not.toContain('Variante b: Ruhig abnehmen');
    expect(own.text).toContain('in der eigenen Fassung (ohne A/B-Variante)');
    const base = link.path;
    expect(own.text).toContain(
      `<nav aria-label="Fassung des A/B-Tests"><span>A/B-Test:</span><a href="${base}?seite=edition&amp;tag=15.02.2026" aria-current="page">Eigene Fassung</a><a href="${base}?seite=edition&amp;tag=15.02.2026&amp;fassung=b">Variante b</a></nav>`,
    );
    const variant = await open(`${base}?seite=edition&tag=01.03.2026&fassung=b`);
    expect(variant.text).toContain('<p>Titel: Variante b: Ruhig abnehmen</p>');
    expect(variant.text).toContain('Tag 2026-03-01');
    expect(variant.text).toContain('in Variante b des A/B-Tests, so wie die Seite am 01.03.2026 aussieht');
    // The day form and the page's own links keep the variant.
    expect(variant.text).toContain('<input type="hidden" name="fassung" value="b"/>');
    expect(variant.text).toContain(`<a href="${base}?seite=start&amp;tag=01.03.2026&amp;fassung=b">Start</a>`);
    // No script runs on the link's page, so the web faces' rules are no longer held back in a <noscript>.
    expect(variant.text).not.toContain('<noscript');
    expect(variant.text).toContain(`<style>@font-face{font-family:Merriweather;src:url(${base}/datei/assets/fonts/merriweather.woff2)}</style>`);
    // A name the edition has no variant of shows its own copy.
    expect((await open(`${base}?fassung=x`)).text).toContain('in der eigenen Fassung (ohne A/B-Variante)');
  });

  it('refuses a link whose signature, id or expiry was changed', async () => {
    const link = (await create(anna)).json;
    const [id, seconds, signature] = link.path.split('/').pop().split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [
      `${id}.${seconds}.${flipped}`,
      `${id}.${Number(seconds) + DAY / 1000}.${signature}`,
      `${id.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a'))}.${seconds}.${signature}`,
      'ausgedacht',
    ]) {
      const answer = await open(`/studio/vorschau-link/${token}`);
      expect(answer.status, token).toBe(404);
      expect(answer.text).toContain('Diesen Vorschau-Link gibt es nicht');
      expect(answer.text).not.toContain('Nordsee');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('answers 410 with a German page once expired', async () => {
    const link = (await create(anna, 1)).json;
    studio.clock.now += DAY - 1000;
    expect((await open(link.path)).status).toBe(200);
    studio.clock.now += 1000;
    const expired = await open(link.path);
    anna = await studio.signIn('anna');
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('<h1>Dieser Vorschau-Link ist abgelaufen</h1>');
    expect((await studio.send('GET', `${link.path}/datei/images/cover-autumn.svg`)).status).toBe(410);
    expect((await studio.read(anna, `/preview-links?key=${EARLY}`)).json.find((entry: any) => entry.id === link.id).state).toBe('abgelaufen');
  });

  it('answers 410 with a German page once revoked, by Redaktion or Freigabe only', async () => {
    const link = (await create(anna)).json;
    expect((await studio.write(vera, '/preview-links/revoke', { id: link.id })).status).toBe(403);
    const revoked = await studio.write(fritz, '/preview-links/revoke', { id: link.id });
    expect(revoked.status).toBe(200);
    expect(revoked.json.state).toBe('widerrufen');
    const answer = await open(link.path);
    expect(answer.status).toBe(410);
    expect(answer.text).toContain('<h1>Dieser Vorschau-Link wurde widerrufen</h1>');
    expect(answer.text).toMatch(/Er wurde am \d{1,2}\. Februar 2026, 10:00 Uhr im Studio widerrufen\./);
  });

  it('shows the content as it was saved when the link was made, whatever is saved later', async () => {
    const link = (await create(anna)).json;
    const file = path.join(root, 'editions', `${EARLY}.json`);
    const before = readFileSync(file, 'utf8');
    writeFileSync(file, before.replace('"name": "Nordsee-Edition 2026"', '"name": "Später geändert"'));
    const page = await open(link.path);
    expect(page.text).toContain('<h1>Nordsee-Edition 2026</h1>');
    expect(page.text).not.toContain('Später geändert');
    const newer = (await create(anna)).json;
    expect((await open(newer.path)).text).toContain('<h1>Später geändert</h1>');
    writeFileSync(file, before);
  });

  it('lets nothing else through the gate without a session', async () => {
    const link = (await create(anna)).json;
    for (const route of [
      '/studio/vorschau-link',
      '/studio/vorschau-linkx/a',
      '/studio/vorschau-link/../../package.json',
      '/studio/vorschau-link/%2e%2e/%2e%2e/package.json',
      '/package.json',
      '/editions/fixture-early.json',
      '/studio/vorschau',
      '/__studio/api/editions',
      '/__studio/api/preview-links?key=fixture-early',
    ]) {
      expect((await studio.send('GET', route)).status, route).toBe(401);
    }
    for (const route of [
      `${link.path}/package.json`,
      `${link.path}/datei/editions/site.json`,
      `${link.path}/datei/images/..%2F..%2Fpackage.json`,
      `${link.path}/datei/images/.hidden.svg`,
    ]) {
      const answer = await studio.send('GET', route);
      expect(answer.status, route).toBe(404);
      expect(answer.text).not.toContain('"name"');
    }
    expect(
      (await studio.send('POST', link.path, { headers: { Origin: 'https://studio.example.de', 'Content-Type': 'application/json' }, body: '{}' })).status,
    ).toBe(405);
  });

  it('lose their frozen copy once expired or revoked (when revoked, listed, made, and when the studio starts), never one still valid', async () => {
    const copy = (id: string) => path.join(studio.dataDir, 'vorschau-links', id);
    const short = (await create(anna, 1)).json;
    const revoked = (await create(anna)).json;
    const valid = (await create(anna, 2)).json;
    for (const link of [short, revoked, valid]) expect(existsSync(copy(link.id)), link.id).toBe(true);

    expect((await studio.write(fritz, '/preview-links/revoke', { id: revoked.id })).status).toBe(200);
    expect(existsSync(copy(revoked.id))).toBe(false);
    expect(existsSync(copy(short.id))).toBe(true);

    studio.clock.now += DAY;
    anna = await studio.signIn('anna');
    const listed = (await studio.read(anna, `/preview-links?key=${EARLY}`)).json;
    expect(listed.find((entry: any) => entry.id === short.id).state).toBe('abgelaufen');
    expect(existsSync(copy(short.id))).toBe(false);
    expect(existsSync(copy(valid.id))).toBe(true);
    expect((await open(valid.path)).text).toContain('<h1>Nordsee-Edition 2026</h1>');

    // While the studio is not running: the valid link expires, and a creation cut off left a folder without a record.
    studio.clock.now += DAY;
    mkdirSync(path.join(copy('abgebrochen'), 'editions.incoming'), { recursive: true });
    const passOn = () => undefined;
    // The studio's start: its link parts clear what has expired or was cut off.
    const startLinks = () =>
      linkParts({
        root,
        dataDir: studio.dataDir,
        today: FIXTURE_TODAY,
        now: () => studio.clock.now,
        render: renderStandIn,
        assets: passOn,
        imageVariants: passOn,
      });
    startLinks();
    expect(existsSync(copy(valid.id))).toBe(false);
    expect(existsSync(copy('abgebrochen'))).toBe(false);
    anna = await studio.signIn('anna');
    const made = (await create(anna)).json;
    expect(existsSync(copy(made.id))).toBe(true);
    expect((await studio.read(anna, `/preview-links?key=${EARLY}`)).json.find((entry: any) => entry.id === valid.id).state).toBe('abgelaufen');

    // Records that cannot be read tell nothing about which copy is unused: every copy stays, and the studio starts.
    const records = path.join(studio.dataDir, 'vorschau-links.json');
    const kept = readFileSync(records, 'utf8');
    writeFileSync(records, '{"abgeschnitten');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(startLinks).not.toThrow();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(existsSync(copy(made.id))).toBe(true);
    writeFileSync(records, kept);
  });
});
