// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureContent } from '#tests/helpers/content';
import { memorySource, renderApp } from '#tests/helpers/routerPage';

const content = fixtureContent();
const editionPath = `/${content.featured.slug}`;

describe('404 and error screens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the 404 page for an unknown path and logs the path as an error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(content, '/gibt-es-nicht/unterseite');
    expect(await screen.findByRole('heading', { name: content.site.notFound.heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: content.site.notFound.homeLinkLabel }).getAttribute('href')).toBe('/');
    // Logged from an effect, which may run just after the heading appears.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('404'), '/gibt-es-nicht/unterseite'));
  });

  it('shows "Unexpected Application Error!" with the message when a loader fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = { ...memorySource(content), edition: () => Promise.reject(new Error('Daten nicht erreichbar')) };
    renderApp(content, editionPath, failing);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Daten nicht erreichbar')).toBeTruthy();
  });

  it('shows the status of an error response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = { ...memorySource(content), edition: () => Promise.reject(new Response(null, { status: 503, statusText: 'Service Unavailable' })) };
    renderApp(content, editionPath, failing);
    expect(await screen.findByText('503 Service Unavailable')).toBeTruthy();
  });
});
