// @vitest-environment jsdom
import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DAYS, datedEditionsDir, projectRoot } from '../../tests/helpers/datedEditions';
import { App } from '../App';
import { loadContent } from '../content/loadContent';
import { memorySource } from '../content/memorySource';
import { toRouteManifest } from '../content/publicData';
import { createRoutes } from '../routes';
import { CHECKOUT_SCRIPT_ATTRIBUTE } from './useCheckoutScript';

/** In the browser, after hydration: a closed edition's page loads nothing from the sales platform. */

const dir = datedEditionsDir();

function renderWinter(today: string) {
  const content = loadContent({ dir, publicDir: path.join(projectRoot, 'public'), today });
  const router = createMemoryRouter(createRoutes(toRouteManifest(content).editionSlugs, memorySource(content)), { initialEntries: ['/winteredition'] });
  return render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
}

const platformScripts = () => document.querySelectorAll(`script[${CHECKOUT_SCRIPT_ATTRIBUTE}]`);

describe('the platform script and the sales state', () => {
  it('is loaded while the edition sells, also at the regular price', async () => {
    for (const day of [DAYS.earlyBird, DAYS.regular]) {
      const view = renderWinter(day);
      // The first render of a whole page in jsdom is slow on a busy machine.
      await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
      await waitFor(() => expect(platformScripts()).toHaveLength(1));
      view.unmount();
    }
  }, 60_000);

  it('is not loaded on a closed edition, whose links lead to the current edition', async () => {
    delete document.documentElement.dataset.hydrated;
    renderWinter(DAYS.closed);
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(screen.getAllByRole('link', { name: /Zur Frühlings-Edition 2027/ })).toHaveLength(3);
    // RootLayout marks <html> in an effect that runs after the page's own (the script hook's) in the same
    // commit: once the mark is there, the hook has run and would have added the script.
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe(''));
    expect(platformScripts()).toHaveLength(0);
  }, 60_000);

  it('is not loaded before sales open either: an upcoming page has no checkout link', async () => {
    delete document.documentElement.dataset.hydrated;
    renderWinter('2025-09-20');
    await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    expect(screen.getAllByText(/öffnet am 1\.\s+Oktober\s+2025\./).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe(''));
    expect(platformScripts()).toHaveLength(0);
  }, 60_000);
});
