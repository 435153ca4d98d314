// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '#tests/helpers/render';
import type { ApprovalOverview, ApprovalRequest } from '#studio/shared/approvals';
import { ApprovalItem } from './ApprovalItem';

/** A request is titled by what it changes, who gave it to approval and when shown small (no commit hash), and lists every change it carries by person. */

const request: ApprovalRequest = {
  id: 'r1',
  commit: 'b98f13f0123456789abcdef0123456789abcdef0',
  requester: { account: 'anna', name: 'Anna Muster', email: 'anna@example.de' },
  requested: '2026-02-15T09:00:00.000Z',
  note: 'Nur mein Text.',
  title: 'Winter-Edition 2026: Gutscheincode; Frühlings-Edition 2027: Überschrift',
  authors: [
    {
      name: 'Anna Muster',
      email: 'anna@example.de',
      changes: [{ commit: 'c'.repeat(40), date: '2026-02-15T08:30:00.000Z', subject: 'Frühlings-Edition 2027 gespeichert: Überschrift' }],
      more: 0,
    },
    {
      name: 'Clara Beispiel',
      email: 'clara@example.de',
      changes: [{ commit: 'd'.repeat(40), date: '2026-02-14T16:00:00.000Z', subject: 'Winter-Edition 2026 gespeichert: Gutscheincode' }],
      more: 2,
    },
  ],
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

describe('a request for approval', () => {
  it('is titled by its changes, shows who asked when small, and lists each person’s changes', () => {
    renderWithTheme(<ApprovalItem request={request} overview={overview} onChanged={() => {}} onPublished={() => {}} />);
    expect(screen.getByRole('heading', { level: 4 }).textContent).toBe('Winter-Edition 2026: Gutscheincode; Frühlings-Edition 2027: Überschrift offen');
    expect(screen.getByText('Zur Freigabe gegeben von Anna Muster am 15. Februar 2026, 10:00 Uhr').tagName).toBe('SMALL');
    expect(document.body.textContent).not.toContain('b98f13f');
    const changes = screen.getByRole('list', { name: 'Alle Änderungen in dieser Fassung, die noch keine Freigabe hatten, nach Person:' });
    const people = within(changes)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === changes);
    expect(people.map((person) => person.textContent)).toEqual([
      'Anna MusterFrühlings-Edition 2027 gespeichert: Überschrift (15. Februar 2026, 09:30 Uhr)',
      'Clara BeispielWinter-Edition 2026 gespeichert: Gutscheincode (14. Februar 2026, 17:00 Uhr)und 2 ältere (im Verlauf der Edition)',
    ]);
  });
});
