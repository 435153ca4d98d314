// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '#tests/helpers/render';
import type { ApprovalOverview, ApprovalRequest } from '#studio/shared/approvals';
import { ApprovalActions } from './ApprovalActions';

/** Approving a request for a day: the day's field is named for the version it schedules, and sends that day. */

afterEach(() => vi.unstubAllGlobals());

const request: ApprovalRequest = {
  id: 'r1',
  commit: 'abcdef0123456789abcdef0123456789abcdef01',
  requester: { account: 'anna', name: 'Anna Muster', email: 'anna@example.de' },
  requested: '2026-02-15T09:00:00.000Z',
  note: '',
  status: 'offen',
  comments: [],
};
const overview: ApprovalOverview = { requests: [request], me: { account: 'fritz', roles: ['Freigabe'] }, selfApproval: false, today: '2026-02-15', uncommitted: [] };

describe('approving for a day', () => {
  it('names the day field „Tag für Fassung …“ and approves the request for the day typed there', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        posted.push(JSON.parse(String(init.body)));
        return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const act = async (change: () => Promise<unknown>) => (await change(), true);
    renderWithTheme(<ApprovalActions request={request} overview={overview} comment="" act={act} onCommentUsed={() => {}} onPublished={() => {}} />);
    fireEvent.click(screen.getByLabelText('an einem Tag'));
    const day = screen.getByRole('textbox', { name: 'Tag für Fassung abcdef0' });
    fireEvent.change(day, { target: { value: '20.02.2026' } });
    fireEvent.blur(day);
    fireEvent.click(screen.getByRole('button', { name: 'Freigeben' }));
    await waitFor(() => expect(posted).toEqual([{ id: 'r1', day: '2026-02-20' }]));
  });
});
