// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '#tests/helpers/render';
import type { ApprovalOverview } from '#studio/shared/approvals';
import { localDraftKey } from '../editor/useLocalDraft';
import { ApprovalPanel } from './ApprovalPanel';

/** „Zur Freigabe geben“ takes the saved version only: unsaved work the editor keeps in this browser stops it, saying which file. */

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const overview: ApprovalOverview = { requests: [], me: { account: 'anna', roles: ['Redaktion'] }, selfApproval: false, today: '2026-02-15', uncommitted: [] };

function serve() {
  const posted: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/approvals/request')) posted.push(url);
      const body = url.endsWith('/approvals/request') ? { commit: 'a'.repeat(40), title: 'Frühlings-Edition 2027: Preis' } : overview;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return posted;
}

describe('„Zur Freigabe geben“', () => {
  it('refuses while the editor keeps unsaved changes in this browser, naming the file, and asks nothing of the server', async () => {
    const posted = serve();
    window.localStorage.setItem(localDraftKey('spring'), JSON.stringify({ data: { name: 'Frühling' }, baseHash: 'abc', at: '2026-02-15T09:00:00.000Z' }));
    renderWithTheme(<ApprovalPanel onPublished={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zur Freigabe geben' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nicht zur Freigabe gegeben: Du hast ungespeicherte Änderungen (editions/spring.json). Öffne die Edition und speichere oder verwirf sie; zur Freigabe geht nur, was gespeichert ist.',
    );
    expect(posted).toEqual([]);
  });

  it('asks for the saved version when nothing unsaved is kept', async () => {
    const posted = serve();
    renderWithTheme(<ApprovalPanel onPublished={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zur Freigabe geben' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((await screen.findByText(/^Zur Freigabe gegeben/)).textContent).toBe('Zur Freigabe gegeben: Frühlings-Edition 2027: Preis, Fassung aaaaaaa.');
  });
});
