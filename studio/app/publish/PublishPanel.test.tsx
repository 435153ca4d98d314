// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withDialogMethods } from '#tests/helpers/dialogs';
import { renderWithTheme } from '#tests/helpers/render';
import type { PublishOverview } from '#studio/shared/apiTypes';
import { PublishPanel } from './PublishPanel';

/** After a rollback, putting the newer release live again is worded as going forward, not as another rollback. */

withDialogMethods();
afterEach(() => vi.unstubAllGlobals());

const overview: PublishOverview = {
  target: { kind: 'directory', description: 'Ordner /srv/site (nginx)' },
  releases: [
    { id: 'neu', time: '2026-11-28T10:00:00.000Z', live: false, summary: 'Frühlings-Edition 2027 (Preis)' },
    { id: 'alt', time: '2026-11-20T10:00:00.000Z', live: true, summary: 'Winter-Edition 2026 (Gutschein)' },
    { id: 'aelter', time: '2026-11-10T10:00:00.000Z', live: false, summary: 'Winter-Edition 2026 (Preis)' },
  ],
  skipped: [],
};

describe('„Wieder live schalten“', () => {
  it('asks to go forward to a release newer than the live one, and back to an older one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(overview), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    renderWithTheme(<PublishPanel hosted />);
    fireEvent.click(await screen.findByRole('button', { name: 'Veröffentlichung vom 28. November 2026, 11:00 Uhr wieder live schalten' }));
    expect(screen.getByRole('dialog', { name: 'Neuere Fassung wieder live schalten?' }).textContent).toContain('Das geht wieder vorwärts');
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichung vom 10. November 2026, 11:00 Uhr wieder live schalten' }));
    expect(screen.getByRole('dialog', { name: 'Frühere Fassung wieder live schalten?' })).toBeTruthy();
  });
});
