import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { expect, it, vi } from 'vitest';
import { serveLiveContent } from './devContentPlugin';
import { EARLY, editionByKey, fixtureContent, FULL } from '../../tests/helpers/content';
import { addSpringEdition, copyContentRoot } from '../../tests/helpers/tempContent';

/** The dev server's content middleware, driven without a browser: a fake server records what it is given. */
function fakeDevServer(root: string) {
  let handler!: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  const listeners: Array<(event: string, file: string) => void> = [];
  const sent: unknown[] = [];
  const server = {
    watcher: { add: vi.fn(), on: (_event: 'all', listener: (event: string, file: string) => void) => listeners.push(listener) },
    middlewares: { use: (_path: string, use: typeof handler) => (handler = use) },
    ws: { send: (payload: unknown) => sent.push(payload) },
    config: { logger: { info: vi.fn(), error: vi.fn() } },
  };
  serveLiveContent(server as unknown as ViteDevServer, root);

  /** GET /data/<file> as the browser asks for it; `undefined` when the middleware passes it on (404). */
  const get = (file: string) => {
    let body: string | undefined;
    const response = { statusCode: 200, setHeader: vi.fn(), end: (text: string) => (body = text) };
    handler({ url: `/${file}` } as IncomingMessage, response as unknown as ServerResponse, () => {});
    return body === undefined ? undefined : JSON.parse(body);
  };
  const emit = (event: string, file: string) => listeners.forEach((listener) => listener(event, file));
  return { server, get, emit, sent };
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
