// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { withDialogMethods } from '#tests/helpers/dialogs';
import { renderWithTheme } from '#tests/helpers/render';
import type { PreviewLinkSummary } from '#studio/shared/previewLinks';
import { PreviewLinksDialog } from './PreviewLinksDialog';

/** The dialog's times are the link page's: German time with „Uhr“, whatever time zone the browser is in (this machine's is UTC). */
withDialogMethods();

afterEach(() => vi.unstubAllGlobals());

const link = (id: string, change: Partial<PreviewLinkSummary>): PreviewLinkSummary => ({
  id,
  path: `/studio/vorschau-link/${id}`,
  key: 'spring',
  name: 'Frühlings-Edition',
  creator: 'Rita Redaktion',
  created: '2026-02-15T09:00:00.000Z',
  expires: '2026-02-22T09:00:00.000Z',
  state: 'gültig',
  ...change,
});

it('shows when each link was made, until when it works and when it was revoked in German time', async () => {
  const links = [
    link('sommer', { created: '2026-07-01T22:05:00.000Z', expires: '2026-07-08T22:05:00.000Z' }),
    link('winter', { state: 'widerrufen', revoked: '2026-02-16T17:45:00.000Z' }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(links), { status: 200 })),
  );
  renderWithTheme(<PreviewLinksDialog open editionKey="spring" name="Frühlings-Edition 2027" dirty={false} onClose={() => {}} />);
  const list = await screen.findByRole('list', { name: 'Vorschau-Links' });
  const [summer, winter] = [...list.children] as HTMLElement[];
  // Summer time: two hours after UTC, past midnight.
  expect(summer.textContent).toContain('2. Juli 2026, 00:05 Uhr');
  expect(summer.textContent).toContain('von Rita Redaktion · gilt bis 9. Juli 2026, 00:05 Uhr');
  expect(within(summer).getByRole('button', { name: 'Link vom 2. Juli 2026, 00:05 Uhr widerrufen' })).toBeDefined();
  // Winter time: one hour after UTC.
  expect(winter.textContent).toContain('15. Februar 2026, 10:00 Uhr');
  expect(winter.textContent).toContain('widerrufen am 16. Februar 2026, 18:45 Uhr');
});
