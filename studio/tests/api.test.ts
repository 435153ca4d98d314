import { existsSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { createStudioApi } from '../server/api';
import { formatEdition, studioEditionSchema } from '../server/editionFile';
import { refusalOf } from '../server/guard';
import { editionProblemWords } from '#studio/app/editor/problemWords';
import { placeOf } from '#studio/app/editor/formPlaces';
import type { StudioProblem, StudioSetup } from '#studio/shared/apiTypes';
import { studioMiddleware } from '../server/plugin';
import { EARLY, FIXTURE_TODAY, FULL, projectRoot } from '#tests/helpers/content';
import { copyContentRoot } from '#tests/helpers/tempContent';
import { type Answer, IN_PROCESS_ORIGIN, IN_PROCESS_PORT, sendInProcess } from './helpers/inProcess';

/**
 * The studio's endpoints as a browser reaches them, answered in the test's process (helpers/inProcess.ts) on a scratch copy of the content: what
 * the studio's own page may do, and every request it refuses (another origin, another host, a key
 * outside editions/, a plain form post) – refused requests write nothing. The content is a scratch copy of
 * the fixtures (tests/fixtures/editions/), checked as of FIXTURE_TODAY (2026-02-15): EARLY is in its
 * early-bird and promoted on the home page (its sales opened last), FULL a Komplettpreis edition on sale.
 */

let root: string;
let middleware: Parameters<typeof sendInProcess>[0];
const port = IN_PROCESS_PORT;
const own = IN_PROCESS_ORIGIN;

beforeAll(() => {
  root = copyContentRoot();
  // The link-preview image reads the site's fonts from node_modules.
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  middleware = studioMiddleware({ root, today: FIXTURE_TODAY }, async ({ content, route }) => {
    // A page as heavy as its copy makes it: an edition named „… Schwergewicht“ renders 20 KB that gzip cannot shrink.
    const heavy = content.editions.some((edition) => `/${edition.slug}` === route && edition.name.includes('Schwergewicht'));
    return `<!doctype html><html lang="de"><body>${route} ${content.site.checkout.promoHelper.enabled}${heavy ? randomBytes(20_000).toString('base64') : ''}</body></html>`;
  });
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** A request as a browser on this machine sends it: unlike fetch, Host, Origin and Sec-Fetch-Site are exactly as given. */
const send = (method: string, route: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> =>
  sendInProcess(middleware, method, route, options);

/** A POST as the studio's own page sends it. */
const postAsStudio = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  send('POST', `/__studio/api${route}`, {
    headers: { Origin: own, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', ...headers },
    body: JSON.stringify(body),
  });

const editions = () => path.join(root, 'editions');
const earlyFile = () => path.join(editions(), `${EARLY}.json`);
const earlyText = () => readFileSync(earlyFile(), 'utf8');
const folderState = () =>
  readdirSync(editions())
    .sort()
    .map((name) => [name, readFileSync(path.join(editions(), name), 'utf8')]);
const packageJson = readFileSync(path.join(projectRoot, 'package.json'), 'utf8');

async function openEarly() {
  const opened = await send('GET', `/__studio/api/edition?key=${EARLY}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(opened.status).toBe(200);
  return opened.body as { data: Record<string, any>; hash: string };
}

describe('studio endpoints: what the studio page may do', () => {
  it('lists, opens, checks, compares and saves an edition, writing the file as the other files are written', async () => {
    const list = await send('GET', '/__studio/api/editions');
    expect(list.status).toBe(200);
    expect(list.body.map((edition: { key: string }) => edition.key)).toEqual([EARLY, FULL]);
    expect(list.headers['cache-control']).toBe('no-store');

    const { data, hash } = await openEarly();
    const before = data.offer.price as number;
    data.offer.price = before - 10;
    const check = await postAsStudio('/check', { key: EARLY, data });
    expect(check.status).toBe(200);
    expect(check.body.problems.filter((problem: { severity: string }) => problem.severity === 'error')).toEqual([]);
    expect(check.body.preview.edition.offer.price).toBe(before - 10);
    // The preview never loads the platform's script.
    expect(check.body.preview.site.checkout.promoHelper.enabled).toBe(false);
    // The frame loads the checked draft's page from the studio, rendered by the server (here a stand-in for the renderer).
    const framed = await send('GET', check.body.preview.page, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(framed.status).toBe(200);
    expect(framed.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(String(framed.body)).toContain(`<body>/${check.body.preview.edition.slug} false</body>`);

    const diff = await postAsStudio('/diff', { key: EARLY, data });
    expect(diff.body.differences).toEqual([{ path: 'offer.price', a: before, b: before - 10 }]);

    const saved = await postAsStudio('/save', { key: EARLY, data, baseHash: hash });
    expect(saved.status).toBe(200);
    const text = earlyText();
    expect(text).toBe(formatEdition(data));
    expect(text.startsWith(`{\n  "$schema": "./edition.schema.json",\n  "slug": ${JSON.stringify(data.slug)},`)).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text).offer.price).toBe(before - 10);
  });

  it('draws the link-preview card for the draft on demand', async () => {
    const { data } = await openEarly();
    const card = await postAsStudio('/social-image', { key: EARLY, data });
    expect(card.status).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    // Read as text: the PNG signature's letters after its first (non-text) byte.
    expect(String(card.body).slice(1, 4)).toBe('PNG');
  }, 60_000);

  it('writes keys in the schema’s order whatever order the draft has', async () => {
    const { data, hash } = await openEarly();
    const { sections, offer, name, ...rest } = data;
    const shuffled = { sections, offer: { availabilityNote: offer.availabilityNote, ...offer }, ...rest, name };
    expect((await postAsStudio('/save', { key: EARLY, data: shuffled, baseHash: hash })).status).toBe(200);
    const saved = JSON.parse(earlyText()) as Record<string, any>;
    const schema = studioEditionSchema();
    const inSchemaOrder = (order: string[], keys: string[]) => order.filter((key) => keys.includes(key));
    expect(Object.keys(saved)).toEqual(inSchemaOrder(Object.keys(schema.properties!), ['$schema', ...Object.keys(data)]));
    const earlyBird = schema.properties!.offer.oneOf!.find((variant) => variant.properties?.mode?.const === 'early-bird')!;
    expect(Object.keys(saved.offer)).toEqual(inSchemaOrder(Object.keys(earlyBird.properties!), Object.keys(offer)));
    expect(Object.keys(saved)[0]).toBe('$schema');
  });

  it('checks a section whose type is named like a property every object has as an unknown section type', async () => {
    const { data } = await openEarly();
    for (const type of ['constructor', 'toString', 'hasOwnProperty']) {
      const check = await postAsStudio('/check', { key: EARLY, data: { ...data, sections: [{ type, heading: 'x' }, ...data.sections] } });
      expect(check.status, type).toBe(200);
      expect(
        check.body.problems.some((problem: { path: string; blocking: boolean }) => problem.path.startsWith('sections[0]') && problem.blocking),
        type,
      ).toBe(true);
    }
  });

  it('creates an edition named like a property every object has (constructor, toString) with an address of its own', async () => {
    for (const name of ['constructor', 'tostring']) {
      const created = await postAsStudio('/create', { name, from: EARLY });
      expect(created.status, name).toBe(200);
      expect(created.body.slug, name).toBe(`${name}-edition`);
      rmSync(path.join(editions(), `${name}.json`));
    }
  });

  it('creates a new edition by the rules of edition:new and never over an existing file', async () => {
    const created = await postAsStudio('/create', { name: 'spring', from: EARLY });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ key: 'spring', slug: 'fruehlingsedition', promoted: false });
    const spring = JSON.parse(readFileSync(path.join(editions(), 'spring.json'), 'utf8'));
    expect(spring).toMatchObject({ $schema: './edition.schema.json', slug: 'fruehlingsedition' });
    // None of the template's dates: it sells on no day until they are set, and the check names each one.
    expect([spring.startDate, spring.offer.validFrom]).toEqual(['', '']);
    expect(created.body.startDate).toBe('');
    const check = await postAsStudio('/check', { key: 'spring', data: spring });
    expect(
      check.body.problems
        .filter((problem: { file: string }) => problem.file === 'editions/spring.json')
        .map(({ path: at, message, blocking }: Record<string, unknown>) => ({ at, message, blocking })),
    ).toEqual([
      { at: 'startDate', message: expect.stringMatching(/^Bitte den Starttermin eintragen \(noch leer\)\./), blocking: true },
      { at: 'offer.validFrom', message: expect.stringMatching(/^Bitte den ersten Verkaufstag eintragen \(noch leer\)\./), blocking: true },
    ]);

    rmSync(path.join(editions(), 'spring.json'));
    // The studio's form gives both dates at once: the new edition is valid from the start.
    const dated = await postAsStudio('/create', { name: 'spring', from: EARLY, startDate: '2027-04-12', validFrom: '2027-01-15' });
    expect(dated.body).toMatchObject({ key: 'spring', startDate: '2027-04-12' });
    expect(JSON.parse(readFileSync(path.join(editions(), 'spring.json'), 'utf8'))).toMatchObject({
      startDate: '2027-04-12',
      offer: { validFrom: '2027-01-15' },
    });

    const before = folderState();
    for (const [body, says] of [
      [{ startDate: '2027-04-12' }, 'Bitte Starttermin und ersten Verkaufstag zusammen angeben.'],
      [
        { startDate: '2027-04-12', validFrom: '2027-04-12' },
        'Der erste Verkaufstag (12. April 2027) muss vor dem Start (12. April 2027) liegen: Verkauft wird bis zum Tag vor dem Start, sonst an keinem Tag.',
      ],
    ] as const) {
      const refused = await postAsStudio('/create', { name: 'sommer', from: EARLY, ...body });
      expect([refused.status >= 400, refused.body.message]).toEqual([true, expect.stringContaining(says)]);
    }
    expect(folderState()).toEqual(before);
    const again = await postAsStudio('/create', { name: 'spring', from: FULL });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('gibt es schon');
    const sameSlug = await postAsStudio('/create', { name: 'fruehling', from: EARLY });
    expect(sameSlug.status).toBe(409);
    expect(sameSlug.body.message).toBe(
      'Die Adresse /fruehlingsedition hat schon editions/spring.json. Gib im Feld „Adresse“ eine andere an, z. B. „fruehlingsedition-2“.',
    );
    expect(folderState()).toEqual(before);
    rmSync(path.join(editions(), 'spring.json'));
  });
});

describe('studio endpoints: a page that outgrows the first flight', () => {
  it('is a warning in the check, as the build and editions:check give it; a page within it gets none', async () => {
    const { data } = await openEarly();
    const budget = (answer: Answer) =>
      (answer.body.problems as Array<{ code: string; message: string; severity: string }>).filter((problem) => problem.code === 'page.over-first-flight');
    const light = await postAsStudio('/check', { key: EARLY, data });
    expect(light.status).toBe(200);
    expect(budget(light)).toEqual([]);
    const heavy = await postAsStudio('/check', { key: EARLY, data: { ...data, name: `${data.name} Schwergewicht` } });
    expect(heavy.status).toBe(200);
    expect(budget(heavy)).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringMatching(
          new RegExp(`^Die Seite /${data.slug} ist gepackt [\\d.]+ Bytes groß, [\\d.]+ Bytes mehr, als beim ersten Aufruf in einem Zug ankommt`),
        ),
      }),
    ]);
  });
});

describe('studio endpoints: the calendar decides, from the dates in the files', () => {
  const states = (list: Answer) => list.body.map(({ key, state, promoted }: Record<string, unknown>) => ({ key, state, promoted }));

  it('lists each edition with its state today and the one the home page promotes; there is no switch to flip', async () => {
    expect(states(await send('GET', '/__studio/api/editions'))).toEqual([
      { key: EARLY, state: 'early-bird', promoted: true },
      { key: FULL, state: 'on-sale', promoted: false },
    ]);
    expect((await postAsStudio('/make-current', { key: FULL, baseHash: 'egal' })).status).toBe(404);
  });

  it('shows what each page shows today and from which day what changes; a spring edition takes over the home page on its first day of sales', async () => {
    const calendar = await send('GET', '/__studio/api/calendar');
    expect(calendar.status).toBe(200);
    expect(calendar.body).toMatchObject({ today: FIXTURE_TODAY, leftOut: [] });
    expect(calendar.body.warning).toBeUndefined();
    expect(calendar.body.now).toEqual([
      { page: '/', shows: 'Startseite wirbt für /nordseeedition (Nordsee-Edition 2026)' },
      { page: '/nordseeedition', shows: 'Frühbucherpreis' },
      { page: '/ostseeedition', shows: 'im Verkauf' },
    ]);
    expect(calendar.body.coming.map(({ day, page }: { day: string; page: string }) => `${day} ${page}`)).toEqual([
      '2026-03-02 /ostseeedition',
      '2026-09-07 /',
      '2026-09-07 /nordseeedition',
    ]);

    // A spring edition, scheduled by its dates alone and saved through the studio.
    await postAsStudio('/create', { name: 'spring', from: EARLY });
    onTestFinished(() => rmSync(path.join(editions(), 'spring.json'), { force: true }));
    const opened = await send('GET', '/__studio/api/edition?key=spring');
    const spring = opened.body.data;
    Object.assign(spring, { name: 'Frühlings-Edition 2026', startDate: '2026-05-04' });
    Object.assign(spring.seo, { title: 'Dünenprogramm – Frühlings-Edition 2026' });
    Object.assign(spring.offer, { validFrom: '2026-03-01', voucher: 'FRUEHLING26' });
    const saved = await postAsStudio('/save', { key: 'spring', data: spring, baseHash: opened.body.hash });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    expect(states(await send('GET', '/__studio/api/editions'))).toEqual([
      { key: EARLY, state: 'early-bird', promoted: true },
      { key: FULL, state: 'on-sale', promoted: false },
      { key: 'spring', state: 'upcoming', promoted: false },
    ]);
    const after = await send('GET', '/__studio/api/calendar');
    expect(after.body.now[0]).toEqual({ page: '/', shows: 'Startseite wirbt für /nordseeedition (Nordsee-Edition 2026)' });
    expect(after.body.coming).toContainEqual({ day: '2026-03-01', page: '/', change: 'Startseite wirbt für /fruehlingsedition (Frühlings-Edition 2026)' });
    expect(after.body.coming).toContainEqual({
      day: '2026-03-01',
      page: '/fruehlingsedition',
      change: expect.stringMatching(/^Verkauf beginnt: Frühbucherpreis \d+\u00a0€ statt/),
    });
    // On that day the studio's list says so too, with no other edit.
    const onTheDay = createStudioApi({ root, today: '2026-03-01' }).list();
    expect(onTheDay.status).toBe(200);
    const promoted = (onTheDay.body as Array<{ key: string; promoted: boolean; state?: string }>).filter((edition) => edition.promoted);
    expect(promoted).toEqual([expect.objectContaining({ key: 'spring', state: 'early-bird' })]);
  });

  it('warns when within 14 days nothing sells, naming the file and field to change and what to do in the studio', () => {
    // FULL closed on 2026-03-02; EARLY sells until the day before its start, 2026-09-06.
    expect(createStudioApi({ root, today: '2026-08-23' }).calendar().body).not.toHaveProperty('warning');
    const calendar = createStudioApi({ root, today: '2026-08-24' }).calendar().body as Record<string, any>;
    expect(calendar.warning).toMatchObject({ code: 'calendar.nothing-to-sell', severity: 'warning', file: `editions/${EARLY}.json`, path: 'startDate' });
    expect(calendar.warning.message).toContain('ab 7. September 2026 verkauft die Seite keine Edition');
    // A marketer with a browser is told what to do in the studio, not a command.
    expect(calendar.warning.message).toContain(
      'In der Liste der Editionen unter „Neue Edition anlegen“ die nächste Edition anlegen (Rolle „Redaktion“) und ihren ersten Verkaufstag (offer.validFrom) setzen',
    );
    expect(calendar.warning.message).not.toContain('npm run');
    expect(calendar.coming).toContainEqual({
      day: '2026-09-07',
      page: '/',
      change: 'Startseite kein Verkauf: sagt, dass die nächste Edition in Vorbereitung ist, ohne Checkout-Link',
    });
  });

  it('names an edition file with errors as left out of the calendar', async () => {
    writeFileSync(path.join(editions(), 'kaputt.json'), '{ "slug": ');
    try {
      const calendar = await send('GET', '/__studio/api/calendar');
      expect(calendar.body.leftOut).toEqual(['editions/kaputt.json']);
      expect(states(await send('GET', '/__studio/api/editions'))).toContainEqual({ key: 'kaputt', state: undefined, promoted: false });
    } finally {
      rmSync(path.join(editions(), 'kaputt.json'));
    }
  });

  it('checks a draft with its state today, its timeline past days included, and previews a past day as the build for that day', async () => {
    const { data } = await openEarly();
    const check = await postAsStudio('/check', { key: EARLY, data });
    expect(check.body.sales).toEqual({ state: 'early-bird', promoted: true });
    // Sales opened on 1 February, before today: that day is offered too, with the home page taking the edition up.
    expect(check.body.timeline.map(({ day, page }: { day: string; page: string }) => `${day} ${page}`)).toEqual([
      '2026-02-01 /',
      '2026-02-01 /nordseeedition',
      '2026-09-07 /',
      '2026-09-07 /nordseeedition',
    ]);
    const before = await postAsStudio('/check', { key: EARLY, data, day: '2026-01-20' });
    expect(before.body.preview).toMatchObject({ day: '2026-01-20', edition: { sales: { state: 'upcoming' } } });
    expect(before.body.preview.edition.sales.notSelling.notice).toBe('Die Anmeldung zur Nordsee-Edition 2026 öffnet am 1.\u00a0Februar\u00a02026.');
    const first = await postAsStudio('/check', { key: EARLY, data, day: '2026-02-01' });
    expect(first.body.preview).toMatchObject({ day: '2026-02-01', edition: { sales: { state: 'early-bird' } } });
  });

  it('previews an A/B variant in its own copy, and neither a variant with an error nor one it does not have', async () => {
    const { data } = await openEarly();
    const heroTitle = (body: any) => body.preview.edition.sections.find((section: { type: string }) => section.type === 'hero').title;
    data.variants = [{ name: 'b', weight: 50, sections: { hero: { title: 'Mit Ruhe und Plan an die Nordsee' } } }];
    const own = await postAsStudio('/check', { key: EARLY, data });
    expect(own.body.preview).not.toHaveProperty('variant');
    expect(heroTitle(own.body)).not.toBe('Mit Ruhe und Plan an die Nordsee');
    const variant = await postAsStudio('/check', { key: EARLY, data, variant: 'b', day: '2026-02-01' });
    expect(variant.body.preview).toMatchObject({ variant: 'b', day: '2026-02-01' });
    expect(heroTitle(variant.body)).toBe('Mit Ruhe und Plan an die Nordsee');
    expect(variant.body.preview.page).not.toBe(own.body.preview.page);

    // A name the edition's variants do not have (renamed meanwhile) shows no page, and says why.
    const unknown = await postAsStudio('/check', { key: EARLY, data, variant: 'x' });
    expect(unknown.body).not.toHaveProperty('preview');
    expect(unknown.body.variantProblem).toBe('Die Edition hat keine Variante „x“; wähle eine ihrer Varianten oder die eigene Fassung.');
    // A variant with an error is the edition's error: no page, as for any draft with errors.
    data.variants[0].offer = { price: 1 };
    const broken = await postAsStudio('/check', { key: EARLY, data, variant: 'b' });
    expect(broken.body).not.toHaveProperty('preview');
    expect(broken.body.problems).toContainEqual(expect.objectContaining({ path: 'variants[0].offer', blocking: true }));
  });
});

describe('studio endpoints: a button label that changes after the early-bird', () => {
  it('is a warning at the label in the check, which the problems panel lists; it does not stop the save', async () => {
    const { data } = await openEarly();
    data.checkoutCtaLabel = 'Platz buchen';
    data.offer.earlyBirdUntil = '2026-06-30';
    const check = await postAsStudio('/check', { key: EARLY, data });
    const warning = check.body.problems.find((problem: { code: string }) => problem.code === 'dates.cta-label-replaced');
    expect(warning).toMatchObject({ severity: 'warning', path: 'checkoutCtaLabel' });
    expect(warning.blocking).toBeFalsy();
    expect(warning.message).toContain('ab 1. Juli 2026, nach dem Frühbucherpreis, steht auf den Checkout-Knöpfen „Jetzt Platz sichern“ statt „Platz buchen“');
  });
});

describe('studio endpoints: saving is refused', () => {
  it('for a field named „__proto__“, naming the field, on every route that reads a draft, and nothing written', async () => {
    const { data, hash } = await openEarly();
    const before = folderState();
    // As text: in an object literal „__proto__“ would set the prototype instead of making a field.
    const draftText = JSON.stringify(data).replace('"sections":[{', '"sections":[{"__proto__":{"isAdmin":true},');
    for (const route of ['/check', '/diff', '/save', '/social-image']) {
      const answer = await send('POST', `/__studio/api${route}`, {
        headers: { Origin: own, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        body: `{"key":"${EARLY}","baseHash":"${hash}","data":${draftText}}`,
      });
      expect(answer.status, route).toBe(400);
      expect(answer.body.message, route).toBe(
        `editions/${EARLY}.json: „sections[0].__proto__“: Ein Feld namens „__proto__“ gibt es in keiner Edition, und der Name ist nicht erlaubt. So schickt das Formular des Studios nie eine Edition; lade das Studio neu und versuche es noch einmal.`,
      );
    }
    expect(folderState()).toEqual(before);
  });

  it('for a draft nested 100 000 levels deep, on every route that reads a draft, with a German 400 and nothing written', async () => {
    const { hash } = await openEarly();
    const before = folderState();
    // Written as text: JSON.stringify itself would overflow the stack on such a value.
    const deep = `{"key":"${EARLY}","baseHash":"${hash}","data":{"sections":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`;
    for (const route of ['/check', '/diff', '/save', '/social-image']) {
      const answer = await send('POST', `/__studio/api${route}`, {
        headers: { Origin: own, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        body: deep,
      });
      expect(answer.status, route).toBe(400);
      expect(answer.body.message, route).toBe(
        `editions/${EARLY}.json: Die Edition ist zu tief verschachtelt (bei „sections[0][0][0][0][0]…“): mehr als 40 Ebenen aus Listen und Feldgruppen ineinander. So schickt das Formular des Studios nie eine Edition; lade das Studio neu und versuche es noch einmal.`,
      );
    }
    expect(folderState()).toEqual(before);
  });

  it('while the draft has errors, naming them, and writes nothing', async () => {
    const { data, hash } = await openEarly();
    data.offer.price = '449 €';
    const before = folderState();
    const saved = await postAsStudio('/save', { key: EARLY, data, baseHash: hash });
    expect(saved.status).toBe(422);
    expect(saved.body.problems).toEqual([
      expect.objectContaining({ file: `editions/${EARLY}.json`, field: 'offer.price', message: 'Zahl erwartet, "449 €" erhalten', blocking: true }),
    ]);
    expect(folderState()).toEqual(before);
  });

  it('while an image of the draft is declared in another size than its file has, naming file and field', async () => {
    const { data, hash } = await openEarly();
    const index = data.sections.findIndex((section: any) => section.cover);
    data.sections[index].cover = { ...data.sections[index].cover, width: 4000, height: 10 };
    const before = folderState();
    const saved = await postAsStudio('/save', { key: EARLY, data, baseHash: hash });
    expect(saved.status).toBe(422);
    expect(saved.body.problems.map(({ file, field, code, blocking }: any) => ({ file, field, code, blocking }))).toEqual([
      { file: `editions/${EARLY}.json`, field: `sections[${index}].cover.width`, code: 'image.size-mismatch', blocking: true },
      { file: `editions/${EARLY}.json`, field: `sections[${index}].cover.height`, code: 'image.size-mismatch', blocking: true },
    ]);
    expect(saved.body.problems[0].message).toMatch(/^4000 passt nicht zur Bilddatei public\/images\/\S+, die \d+ × \d+ Pixel groß ist/);
    expect(folderState()).toEqual(before);
  });

  it('while an image of the draft is missing, with one German message naming the field by its label and the file by its name', async () => {
    const { data, hash } = await openEarly();
    const index = data.sections.findIndex((section: any) => section.cover);
    data.sections[index].cover = { ...data.sections[index].cover, src: '/images/gibt-es-nicht.jpg' };
    const before = folderState();
    const saved = await postAsStudio('/save', { key: EARLY, data, baseHash: hash });
    expect(saved.status).toBe(422);
    const problems: StudioProblem[] = saved.body.problems;
    expect(problems.map(({ field, code, blocking }) => ({ field, code, blocking }))).toEqual([
      { field: `sections[${index}].cover.src`, code: 'image.missing', blocking: true },
    ]);
    // On the screen: the field's place in the form and the message in its words, no English from an image library.
    const setup = (await send('GET', '/__studio/api/setup', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).body as StudioSetup;
    const sectionLabel = setup.sections.find((section) => section.type === data.sections[index].type)?.label;
    expect(placeOf(problems[0], setup, data)).toBe(`Abschnitt „${sectionLabel}“ › Titelbild der Edition`);
    expect(editionProblemWords(setup, data)(problems[0].message)).toBe('Bilddatei „gibt-es-nicht.jpg“ nicht gefunden');
    expect(problems[0].message).not.toMatch(/Input file|missing/i);
    expect(folderState()).toEqual(before);
  });

  it('when the file changed on disk since it was opened, keeping the change on disk', async () => {
    const { data, hash } = await openEarly();
    const name = JSON.stringify(data.name);
    const changedElsewhere = earlyText().replace(name, `${name.slice(0, -1)} (im Editor geändert)"`);
    expect(changedElsewhere).not.toBe(earlyText());
    writeFileSync(earlyFile(), changedElsewhere);
    data.offer.price = 199;
    const saved = await postAsStudio('/save', { key: EARLY, data, baseHash: hash });
    expect(saved.status).toBe(409);
    expect(saved.body.conflict).toBe(true);
    expect(saved.body.message).toMatch(/^Die Datei wurde inzwischen geändert/);
    expect(earlyText()).toBe(changedElsewhere);
  });

  it('when the file changed outside the studio: says so, and tells the fields both changed from those only changed there', async () => {
    const { data, hash } = await openEarly();
    const opened = structuredClone(data);
    const elsewhere = JSON.parse(earlyText());
    elsewhere.name = `${data.name} (im Editor)`;
    elsewhere.offer.price = 229;
    writeFileSync(earlyFile(), `${JSON.stringify(elsewhere, null, 2)}\n`);
    data.offer.price = 199;
    const saved = await postAsStudio('/save', { key: EARLY, data, baseHash: hash, base: opened });
    expect(saved.status).toBe(409);
    const { who, both, theirs, current } = saved.body.saveConflict;
    expect(who).toBe('jemand anderem (in einem anderen Fenster oder außerhalb des Studios)');
    expect(both.map((row: any) => [row.path, row.a, row.b])).toEqual([['offer.price', 229, 199]]);
    expect(theirs.map((row: any) => row.path)).toEqual(['name']);
    expect(current.data).toEqual(elsewhere);
  });
});

describe('studio endpoints: requests from anywhere else are refused and write nothing', () => {
  let before: string[][];
  let body: string;
  beforeEach(async () => {
    const { data, hash } = await openEarly();
    data.name = 'Überschrieben';
    body = JSON.stringify({ key: EARLY, data, baseHash: hash });
    before = folderState();
  });

  const expectNothingWritten = () => {
    expect(folderState()).toEqual(before);
    expect(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')).toBe(packageJson);
  };

  it('a save from another origin (a page open in another tab)', async () => {
    for (const origin of ['https://boese.example', 'http://localhost:3000', `http://127.0.0.1:${port + 1}`, 'null']) {
      const answer = await send('POST', '/__studio/api/save', { headers: { Origin: origin, 'Content-Type': 'application/json' }, body });
      expect(answer.status, origin).toBe(403);
      expect(answer.body.message).toContain('anderen Seite');
    }
    expectNothingWritten();
  });

  it('a save the browser marks as cross-site, even with a forged Origin', async () => {
    const answer = await send('POST', '/__studio/api/save', {
      headers: { Origin: own, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body,
    });
    expect(answer.status).toBe(403);
    expectNothingWritten();
  });

  it('a save with a key outside editions/', async () => {
    for (const key of ['../package', '..%2Fpackage', '../../etc/passwd', 'site', 'Winter', 'winter.json', 'a/b', '', 'x'.repeat(41), 42]) {
      const { data, hash } = await openEarly();
      const answer = await postAsStudio('/save', { key, data, baseHash: hash });
      expect(answer.status, String(key)).toBe(400);
      expect(answer.body.message).toMatch(/^Ungültiger Name der Edition/);
      const created = await postAsStudio('/create', { name: key, from: EARLY });
      expect(created.status, String(key)).toBe(400);
    }
    expect(existsSync(path.join(root, 'package.json'))).toBe(false);
    expectNothingWritten();
  });

  it('a read with a key outside editions/', async () => {
    const answer = await send('GET', `/__studio/api/edition?key=${encodeURIComponent('../package')}`);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).not.toContain('gewichtscoaching-editionen');
  });

  it('a request naming another host (DNS rebinding)', async () => {
    for (const host of [`boese.example:${port}`, `localhost.boese.example:${port}`, 'localhost:1', `192.168.1.20:${port}`]) {
      const read = await send('GET', `/__studio/api/edition?key=${EARLY}`, { headers: { Host: host } });
      expect(read.status, host).toBe(403);
      expect(JSON.stringify(read.body)).not.toContain('"offer"');
      const saved = await send('POST', '/__studio/api/save', { headers: { Host: host, Origin: `http://${host}`, 'Content-Type': 'application/json' }, body });
      expect(saved.status, host).toBe(403);
      const page = await send('GET', '/studio', { headers: { Host: host } });
      expect(page.status, host).toBe(403);
    }
    expectNothingWritten();
  });

  it('a read of an edition file from another origin', async () => {
    const read = await send('GET', `/__studio/api/edition?key=${EARLY}`, { headers: { Origin: 'https://boese.example', 'Sec-Fetch-Site': 'cross-site' } });
    expect(read.status).toBe(403);
    expect(JSON.stringify(read.body)).not.toContain('"offer"');
    const list = await send('GET', '/__studio/api/editions', { headers: { 'Sec-Fetch-Site': 'same-site' } });
    expect(list.status).toBe(403);
  });

  it('a plain form post (no JSON, no preflight) and a post without Origin', async () => {
    const form = await send('POST', '/__studio/api/save', { headers: { Origin: own, 'Content-Type': 'text/plain' }, body });
    expect(form.status).toBe(415);
    const urlencoded = await send('POST', '/__studio/api/save', {
      headers: { Origin: own, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `data=${encodeURIComponent(body)}`,
    });
    expect(urlencoded.status).toBe(415);
    const noOrigin = await send('POST', '/__studio/api/save', { headers: { 'Content-Type': 'application/json' }, body });
    expect(noOrigin.status).toBe(403);
    const get = await send('GET', `/__studio/api/save?key=${EARLY}`);
    expect(get.status).toBe(404);
    const put = await send('PUT', '/__studio/api/save', { headers: { Origin: own, 'Content-Type': 'application/json' }, body });
    expect(put.status).toBe(405);
    expectNothingWritten();
  });

  it('a body too large (announced or streamed) or not JSON, in German', async () => {
    const json = { Origin: own, 'Content-Type': 'application/json' };
    const tooLarge = `"${'x'.repeat(1100 * 1024)}"`;
    const streamed = await send('POST', '/__studio/api/save', { headers: json, body: tooLarge });
    const announced = await send('POST', '/__studio/api/save', { headers: { ...json, 'Content-Length': String(Buffer.byteLength(tooLarge)) }, body: tooLarge });
    for (const large of [streamed, announced]) {
      expect(large.status).toBe(413);
      expect(large.body.message).toBe('Die Anfrage ist zu groß.');
    }
    const broken = await send('POST', '/__studio/api/save', { headers: json, body: `{"key": "${EARLY}", ` });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Die Anfrage ist kein gültiges JSON.');
    expectNothingWritten();
  });

  it('a write by another method than POST', async () => {
    const put = await send('PUT', '/__studio/api/save', { headers: { Origin: own, 'Content-Type': 'application/json' }, body: '{}' });
    expect(put.status).toBe(405);
    expect(put.body.message).toBe('Nur POST ist hier erlaubt.');
    expectNothingWritten();
  });

  it('a body that tries to reach object prototypes: stays data, refused naming the field', async () => {
    const { data, hash } = await openEarly();
    const raw = JSON.stringify({ key: EARLY, data, baseHash: hash }).replace('"slug":', '"__proto__": {"polluted": true}, "slug":');
    const answer = await send('POST', '/__studio/api/save', { headers: { Origin: own, 'Content-Type': 'application/json' }, body: raw });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^editions\/[\w-]+\.json: „__proto__“: Ein Feld namens „__proto__“ gibt es in keiner Edition/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expectNothingWritten();
  });
});

describe('studio routes: one table, each request checked by its route', () => {
  it('answers a route that is not in the table with 404, whatever the method', async () => {
    for (const answer of [await send('GET', '/__studio/api/gibt-es-nicht'), await postAsStudio('/gibt-es-nicht', {}), await postAsStudio('/editions', {})]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Unbekannte Anfrage an das Studio.');
    }
  });

  it('refuses a body or query that does not match with 400, in German, naming the field', async () => {
    const { data } = await openEarly();
    const cases = [
      { answer: await postAsStudio('/check', { key: EARLY, data: 'keine Edition' }), field: 'data', says: /^Die Edition fehlt in der Anfrage/ },
      { answer: await postAsStudio('/check', { key: EARLY, data, day: '15.02.2026' }), field: 'day', says: /^Der Tag für die Vorschau ist kein Datum/ },
      { answer: await postAsStudio('/save', { key: EARLY, data }), field: 'baseHash', says: /^Der Stand der geöffneten Datei fehlt/ },
      { answer: await postAsStudio('/create', { name: 'herbst', from: EARLY, slug: 7 }), field: 'slug', says: /^Die Adresse ist kein Text/ },
      { answer: await send('GET', `/__studio/api/history/version?key=${EARLY}`), field: 'commit', says: /^Bitte eine Version aus dem Verlauf wählen/ },
      // A parameter given twice is not read half: the route expects one.
      { answer: await send('GET', `/__studio/api/edition?key=${EARLY}&key=${FULL}`), field: 'key', says: /^Ungültiger Name der Edition: Text erwartet/ },
    ];
    for (const { answer, field, says } of cases) {
      expect(answer.status, field).toBe(400);
      expect(answer.body.message, field).toMatch(says);
      expect(answer.body.message, field).toContain(`Feld „${field}“`);
    }
    expect(existsSync(path.join(root, 'editions', 'herbst.json'))).toBe(false);
  });
});

describe('studio pages', () => {
  it('serve the studio and its preview only to this machine, never framed by another site', async () => {
    for (const route of ['/studio', '/studio/', '/studio/vorschau', '/studio/feldreferenz']) {
      const page = await send('GET', route, { headers: { 'Sec-Fetch-Site': 'none' } });
      expect(page.status, route).toBe(200);
      expect(page.headers['content-security-policy']).toBe("frame-ancestors 'self'");
      expect(String(page.body)).toContain('<html lang="de">');
    }
    const crossSite = await send('GET', '/studio', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
  });

  it('serve the field reference that each field’s help links to, a row per field under its anchor', async () => {
    const page = await send('GET', '/studio/feldreferenz', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = String(page.body);
    expect(html).toContain('<title>Feldreferenz – Editions-Studio</title>');
    // Every anchor the generated reference has, as the rows' ids.
    const anchors = [...readFileSync(path.join(projectRoot, 'docs/marketing/feldreferenz.md'), 'utf8').matchAll(/<a id="([^"]+)"><\/a>/g)].map(
      (match) => match[1],
    );
    expect(anchors.length).toBeGreaterThan(100);
    for (const anchor of anchors) expect(html, anchor).toContain(`<tr id="${anchor}">`);
    expect(html).toContain('<tr id="feld-offer.early-bird.voucher"><th scope="row"><code>offer.<wbr>voucher</code></th>');
  });
});

describe('refusalOf', () => {
  const fake = (remoteAddress: string, headers: Record<string, string>, method = 'GET') =>
    ({ method, headers, socket: { remoteAddress, localPort: 5173 } }) as unknown as IncomingMessage;

  it('refuses connections that do not come from this machine, whatever they claim', () => {
    expect(refusalOf(fake('192.168.1.20', { host: 'localhost:5173' }), { write: false })?.status).toBe(403);
    expect(
      refusalOf(fake('10.0.0.7', { host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' }, 'POST'), { write: true })
        ?.status,
    ).toBe(403);
  });

  it('accepts the studio’s own page on localhost, 127.0.0.1 and [::1]', () => {
    for (const host of ['localhost:5173', '127.0.0.1:5173', '[::1]:5173']) {
      expect(refusalOf(fake('::1', { host }), { write: false })).toBeUndefined();
      const post = fake(
        '127.0.0.1',
        { host, origin: `http://${host}`, 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin' },
        'POST',
      );
      expect(refusalOf(post, { write: true })).toBeUndefined();
    }
  });
});
