// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '#tests/helpers/render';
import type { ApprovalOverview, ApprovalRequest } from '#studio/shared/approvals';
import { ApprovalActions } from './ApprovalActions';

/**
 * Approving a request: „sofort“ or a day is chosen each time, and nothing is approved before a confirmation
 * that says what goes live when; an approval is withdrawn until it is published.
 */

afterEach(() => vi.unstubAllGlobals());

const request: ApprovalRequest = {
  id: 'r1',
  commit: 'abcdef0123456789abcdef0123456789abcdef01',
  requester: { account: 'anna', name: 'Anna Muster', email: 'anna@example.de' },
  requested: '2026-02-15T09:00:00.000Z',
  note: '',
  title: 'Winter-Edition 2026: Gutscheincode',
  status: 'offen',
  comments: [],
};
const overview: ApprovalOverview = {
  requests: [request],
  me: { account: 'fritz', roles: ['Freigabe'] },
  selfApproval: false,
  today: '2026-02-15',
  uncommitted: [],
};

function serve() {
  const posted: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return posted;
}

const act = async (change: () => Promise<unknown>) => {
  await change();
  return true;
};
const show = (shown: ApprovalRequest) =>
  renderWithTheme(<ApprovalActions request={shown} overview={overview} comment="" act={act} onCommentUsed={() => {}} onPublished={() => {}} />);

describe('approving', () => {
  it('names the day field „Tag für Fassung …“ and, once confirmed, approves the request for the day typed there', async () => {
    const posted = serve();
    show(request);
    fireEvent.click(screen.getByLabelText('an einem Tag'));
    const day = screen.getByRole('textbox', { name: 'Tag für Fassung vom 15. Februar 2026, 10:00 Uhr' });
    fireEvent.change(day, { target: { value: '20.02.2026' } });
    fireEvent.blur(day);
    fireEvent.click(screen.getByRole('button', { name: 'Freigeben …' }));
    expect(screen.getByRole('group', { name: /freigeben\?/ }).textContent).toContain(
      '„Winter-Edition 2026: Gutscheincode“ (Fassung vom 15. Februar 2026, 10:00 Uhr) freigeben? Sie geht am 20. Februar 2026 von selbst live (die geplante Veröffentlichung baut die Seite in der Nacht zu diesem Tag). Bis dahin lässt sich die Freigabe zurücknehmen.',
    );
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, für den 20. Februar 2026 freigeben' }));
    await waitFor(() => expect(posted).toEqual([{ url: '/__studio/api/approvals/approve', body: { id: 'r1', day: '2026-02-20' } }]));
  });

  it('has no default: „sofort“ is chosen, then confirmed with what goes live when', async () => {
    const posted = serve();
    show(request);
    fireEvent.click(screen.getByRole('button', { name: 'Freigeben …' }));
    expect(screen.getByText('Bitte wählen, wann die Fassung live geht: sofort oder an einem Tag.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('sofort (mit „Veröffentlichen“)'));
    fireEvent.click(screen.getByRole('button', { name: 'Freigeben …' }));
    expect(screen.getByRole('group', { name: /freigeben\?/ }).textContent).toContain(
      '„Winter-Edition 2026: Gutscheincode“ (Fassung vom 15. Februar 2026, 10:00 Uhr) freigeben? Sie geht live, sobald eine Person mit der Rolle „Freigabe“ „Veröffentlichen …“ wählt. Bis dahin lässt sich die Freigabe zurücknehmen.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Freigeben …' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ja, freigeben' }));
    await waitFor(() => expect(posted).toEqual([{ url: '/__studio/api/approvals/approve', body: { id: 'r1' } }]));
  });
});

describe('withdrawing an approval', () => {
  it.each([
    ['freigegeben' as const, 'Freigabe zurücknehmen'],
    ['geplant' as const, 'Freigabe zurücknehmen (Termin absagen)'],
  ])('offers it for a request %s', async (status, label) => {
    const posted = serve();
    show({
      ...request,
      status,
      approver: { account: 'fritz', name: 'fritz', email: 'fritz@example.de' },
      approved: '2026-02-15T10:00:00.000Z',
      ...(status === 'geplant' ? { day: '2026-03-01' } : {}),
    });
    fireEvent.click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(posted).toEqual([{ url: '/__studio/api/approvals/cancel', body: { id: 'r1' } }]));
  });
});
