// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '#tests/helpers/render';
import type { ApprovalOverview, ApprovalRequest } from '#studio/shared/approvals';
import { localDraftKey } from '../editor/useLocalDraft';
import { ApprovalPanel } from './ApprovalPanel';

/** „Zur Freigabe geben“ takes the saved version only: unsaved work the editor keeps in this browser stops it, saying which file. */

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const overview: ApprovalOverview = { requests: [], me: { account: 'anna', roles: ['Redaktion'] }, selfApproval: false, today: '2026-02-15', uncommitted: [] };

function serve(
  listed: ApprovalOverview = overview,
  asked: { status: number; body: unknown } = { status: 200, body: { commit: 'a'.repeat(40), title: 'Frühlings-Edition 2027: Preis' } },
) {
  const posted: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/approvals/request')) posted.push(url);
      const answer = url.endsWith('/approvals/request') ? asked : { status: 200, body: listed };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return posted;
}

describe('„Zur Freigabe geben“', () => {
  it('refuses while the editor keeps unsaved changes in this browser, naming the edition, and asks nothing of the server', async () => {
    const posted = serve();
    window.localStorage.setItem(localDraftKey('spring'), JSON.stringify({ data: { name: 'Frühling' }, baseHash: 'abc', at: '2026-02-15T09:00:00.000Z' }));
    renderWithTheme(<ApprovalPanel onPublished={() => {}} onOpen={() => {}} nameOf={(key) => (key === 'spring' ? 'Frühlings-Edition 2027' : key)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zur Freigabe geben' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nicht zur Freigabe gegeben: Du hast ungespeicherte Änderungen („Frühlings-Edition 2027“). Öffne die Edition und speichere oder verwirf sie; zur Freigabe geht nur, was gespeichert ist.',
    );
    expect(posted).toEqual([]);
  });

  it('asks for the saved version when nothing unsaved is kept', async () => {
    const posted = serve();
    renderWithTheme(<ApprovalPanel onPublished={() => {}} onOpen={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zur Freigabe geben' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((await screen.findByText(/^Zur Freigabe gegeben/)).textContent).toBe('Zur Freigabe gegeben: Frühlings-Edition 2027: Preis.');
  });
});

describe('errors and failed go-lives on the start page', () => {
  it('names the field of a refused request and opens its edition', async () => {
    const message =
      'Nicht zur Freigabe gegeben: Die gespeicherte Fassung hat 1 Fehler – Frühlings-Edition 2027, Angebot › Preis: Zahl erwartet, „449,-“ erhalten. So ginge sie nicht live. Öffne die Edition, behebe den Fehler am genannten Feld und speichere; dann noch einmal „Zur Freigabe geben“.';
    const problem = {
      code: 'schema.invalid_type',
      file: 'editions/spring.json',
      path: 'offer.price',
      message: 'x',
      severity: 'error',
      place: 'Frühlings-Edition 2027, Angebot › Preis',
    };
    serve(overview, { status: 422, body: { message, problems: [problem] } });
    const opened = vi.fn();
    renderWithTheme(<ApprovalPanel onPublished={() => {}} onOpen={opened} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zur Freigabe geben' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    fireEvent.click(screen.getByRole('button', { name: 'Frühlings-Edition 2027 öffnen und Fehler beheben' }));
    expect(opened).toHaveBeenCalledWith('spring');
  });

  it('shows a scheduled go-live that failed, why and when the next try is, and the request that is live', async () => {
    const party = (account: string, name: string) => ({ account, name, email: `${account}@example.de` });
    const failed: ApprovalRequest = {
      id: 'r2',
      commit: 'b'.repeat(40),
      requester: party('anna', 'Anna Muster'),
      requested: '2026-11-20T09:00:00.000Z',
      note: '',
      title: 'Frühlings-Edition 2027: Preis',
      status: 'geplant',
      comments: [],
      approver: party('fritz', 'Fritz Freigabe'),
      approved: '2026-11-20T10:00:00.000Z',
      day: '2026-11-28',
      failedGoLive: {
        time: '2026-11-27T23:05:00.000Z',
        reason: 'Der Build ist fehlgeschlagen; nichts wurde veröffentlicht.',
        nextTry: '2026-11-27T23:32:00.000Z',
        tries: 1,
      },
    };
    const published: ApprovalRequest = {
      ...failed,
      id: 'r1',
      title: 'Winter-Edition 2026: Gutschein',
      status: 'veröffentlicht',
      day: undefined,
      failedGoLive: undefined,
      published: '2026-11-10T08:00:00.000Z',
      summary: 'Winter-Edition 2026 (Gutschein)',
    };
    serve({ ...overview, me: { account: 'anna', roles: ['Redaktion'] }, requests: [failed, published], today: '2026-11-28' });
    renderWithTheme(<ApprovalPanel onPublished={() => {}} onOpen={() => {}} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Eine freigegebene Fassung ist nicht live gegangen: Frühlings-Edition 2027: Preis. Warum und wann der nächste Versuch ist, steht an der Anfrage unten.',
    );
    expect(
      screen.getByText(
        'Live gehen ist fehlgeschlagen am 28. November 2026, 00:05 Uhr: Der Build ist fehlgeschlagen; nichts wurde veröffentlicht. Nächster Versuch: 28. November 2026, 00:32 Uhr.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Geplant für den 28. November 2026 (freigegeben von Fritz Freigabe), aber noch nicht live.')).toBeTruthy();
    expect(screen.queryByText(/geht am 28\. November 2026 live/)).toBeNull();
    expect(screen.getByText('Live seit 10. November 2026, 09:00 Uhr (freigegeben von Fritz Freigabe): Winter-Edition 2026 (Gutschein)')).toBeTruthy();
  });
});
