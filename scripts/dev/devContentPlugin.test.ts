import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { expect, it, vi } from 'vitest';
import { serveLiveContent } from './devContentPlugin';
import { EARLY, editionByKey, fixtureContent, FULL } from '#tests/helpers/content';
import { addSpringEdition, copyContentRoot, editJson } from '#tests/helpers/tempContent';
import type { ContentError } from '#engine/errors';
import { formatSiteReport } from '#src/content/problemHints';
import { loadContent } from '#src/content/loadContent';

/** The dev server's content middleware, driven without a browser: a fake server records what it is given. */
function fakeDevServer(root: string) {
  let handler!: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  const listeners: Array<(event: string, file: string) => void> = [];
  const sent: unknown[] = [];
  const server = {
    watcher: { add: vi.fn(), on: (_event: 'all', listener: (event: string, file: string) => void) => listeners.push(listener) },
    // The data files' middleware is the one mounted at a path (DATA_PATH); the image sizes' is mounted for every path.
    middlewares: {
      use: (mountedAt: string | typeof handler, use?: typeof handler) => {
        if (typeof mountedAt === 'string' && use) handler = use;
      },
    },
    ws: { send: (payload: unknown) => sent.push(payload) },
    config: { logger: { info: vi.fn(), error: vi.fn() } },
  };
  serveLiveContent(server as unknown as ViteDevServer, root);

  /** GET /data/<file> as the browser asks for it: status and body text; no body when the middleware passes it on (404). */
  const request = (file: string) => {
    let body: string | undefined;
    const response = { statusCode: 200, setHeader: vi.fn(), end: (text: string) => (body = text) };
    handler({ url: `/${file}` } as IncomingMessage, response as unknown as ServerResponse, () => {});
    return { status: response.statusCode, body };
  };
  /** The parsed JSON of GET /data/<file>; `undefined` when the middleware passes it on (404). */
  const get = (file: string) => {
    const { body } = request(file);
    return body === undefined ? undefined : JSON.parse(body);
  };
  const emit = (event: string, file: string) => {
    for (const listener of listeners) listener(event, file);
  };
  return { server, request, get, emit, sent };
}

it('serves a newly created edition without a restart and reloads open pages', () => {
  const content = fixtureContent();
  const slugs = [editionByKey(content, EARLY).slug, editionByKey(content, FULL).slug];
  const root = copyContentRoot();
  const dev = fakeDevServer(root);
  expect(dev.server.watcher.add).toHaveBeenCalledWith(path.join(root, 'editions'));
  expect(dev.get('routes.json').editionSlugs).toEqual(slugs);
  expect(dev.get('editions/fruehlingsedition.json')).toBeUndefined();

  addSpringEdition(path.join(root, 'editions'));
  dev.emit('add', path.join(root, 'editions', 'spring.json'));

  expect(dev.sent).toEqual([{ type: 'full-reload' }]);
  // Files in name order: fixture-early, fixture-full, spring.
  expect(dev.get('routes.json').editionSlugs).toEqual([...slugs, 'fruehlingsedition']);
  expect(dev.get('editions/fruehlingsedition.json')).toMatchObject({ key: 'spring', name: 'Frühlings-Edition 2027', startDate: '2027-04-12' });
});

it('reloads for content files only, not for the generated schemas or other folders', () => {
  const root = copyContentRoot();
  const dev = fakeDevServer(root);
  dev.emit('change', path.join(root, 'editions', 'edition.schema.json'));
  dev.emit('change', path.join(root, 'src', 'theme.json'));
  dev.emit('addDir', path.join(root, 'editions', 'alt'));
  expect(dev.sent).toEqual([]);
  dev.emit('change', path.join(root, 'editions', 'site.json'));
  dev.emit('unlink', path.join(root, 'editions', `${FULL}.json`));
  expect(dev.sent).toHaveLength(2);
});

it('reports a broken file once in the terminal and over the open page, answers data requests with the report, and reloads once it is fixed', () => {
  const root = copyContentRoot();
  const editions = path.join(root, 'editions');
  const dev = fakeDevServer(root);
  let price: unknown;
  editJson(editions, `${EARLY}.json`, (data) => {
    price = data.offer.price;
    data.offer.price = '399€';
  });
  let report = '';
  try {
    loadContent({ dir: editions, publicDir: path.join(root, 'public') });
  } catch (error) {
    report = formatSiteReport((error as ContentError).problems);
  }
  expect(report).toMatch(new RegExp(`editions/${EARLY}\\.json:\\d+:\\d+ → offer\\.price: Zahl erwartet, "399€" erhalten`));

  dev.emit('change', path.join(editions, `${EARLY}.json`));
  expect(dev.sent).toEqual([{ type: 'error', err: { message: report, stack: '' } }]);
  expect(dev.server.config.logger.info).toHaveBeenLastCalledWith(`editions/${EARLY}.json geändert: fehlerhaft`, { timestamp: true });
  expect(dev.server.config.logger.error).toHaveBeenCalledWith(report, { timestamp: true });
  // The reloaded page asks again; the terminal already shows this report.
  expect(dev.request('routes.json')).toEqual({ status: 500, body: report });
  expect(dev.request('site.json')).toEqual({ status: 500, body: report });
  expect(dev.server.config.logger.error).toHaveBeenCalledTimes(1);

  editJson(editions, `${EARLY}.json`, (data) => (data.offer.price = price));
  dev.emit('change', path.join(editions, `${EARLY}.json`));
  expect(dev.sent.at(-1)).toEqual({ type: 'full-reload' });
  expect(dev.request('routes.json').status).toBe(200);
  expect(dev.server.config.logger.error).toHaveBeenCalledTimes(1);
});
