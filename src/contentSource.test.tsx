// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDateShort } from '../engine/format';
import { EARLY, editionByKey, fixtureContent, FULL } from '../tests/helpers/content';
import { renderApp } from '../tests/helpers/routerPage';
import { DATA_PATH, fetchedContent } from './contentSource';
import { publicDataFiles } from './content/publicData';

/**
 * The browser's side of the data split: on client-side navigation the route loaders fetch the static
 * JSON the build writes. msw answers those requests with exactly what the build would write.
 */
const content = fixtureContent();
const early = editionByKey(content, EARLY);
const full = editionByKey(content, FULL);
const files = publicDataFiles(content);
const requested: string[] = [];
const server = setupServer(
  http.get(`${DATA_PATH}/*`, ({ request }) => {
    const file = new URL(request.url).pathname.slice(DATA_PATH.length + 1);
    requested.push(file);
    return files.has(file) ? HttpResponse.json(files.get(file) as Record<string, unknown>) : new HttpResponse(null, { status: 404, statusText: 'Not Found' });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requested.length = 0;
});
afterAll(() => server.close());

describe('fetched content (client-side navigation)', () => {
  it('loads an edition page from its own JSON file and nothing of the other editions', async () => {
    const { router } = renderApp(content, '/', fetchedContent);
    await screen.findByRole('link', { name: new RegExp(content.site.home.currentEditionCta) });
    await act(() => router.navigate(`/${full.slug}`));
    await screen.findByText(`Start: ${formatDateShort(full.startDate)}`);
    expect(requested).toContain(`editions/${full.slug}.json`);
    expect(requested).not.toContain(`editions/${early.slug}.json`);
  });

  it('shows the error screen with the status when the data cannot be loaded', async () => {
    server.use(http.get(`${DATA_PATH}/editions/${early.slug}.json`, () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    renderApp(content, `/${early.slug}`, fetchedContent);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('503 Service Unavailable')).toBeTruthy();
  });

  it('shows the error screen with the message when the network fails', async () => {
    server.use(http.get(`${DATA_PATH}/editions/${early.slug}.json`, () => HttpResponse.error()));
    renderApp(content, `/${early.slug}`, fetchedContent);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/fetch/i);
  });
});
