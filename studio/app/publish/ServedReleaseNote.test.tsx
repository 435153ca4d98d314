// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReleaseSummary } from '#studio/shared/apiTypes';
import { renderWithTheme } from '#tests/helpers/render';
import { ServedReleaseNote } from './ServedReleaseNote';

/** The studio says when the web server serves another release than the live one, and nothing while both agree. */

const releases: ReleaseSummary[] = [
  { id: '2026-11-28T13-05-00Z', time: '2026-11-28T13:05:00.000Z', live: true, summary: 'Frühlings-Edition 2027: A/B-Test beendet' },
  { id: '2026-11-27T09-00-00Z', time: '2026-11-27T09:00:00.000Z', live: false, summary: 'Frühlings-Edition 2027: A/B-Test gestartet' },
];
const url = 'https://www.example.de/';

describe('the web server’s release beside the live one', () => {
  it('warns, with both times in German, when the web server serves an earlier release', () => {
    renderWithTheme(<ServedReleaseNote served={{ url, release: '2026-11-27T09-00-00Z' }} releases={releases} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Achtung: Die Website unter https://www.example.de/ zeigt noch die Veröffentlichung vom 27. November 2026, 10:00 Uhr, nicht die Live-Fassung vom 28. November 2026, 14:05 Uhr. Der Webserver hat den Wechsel nicht übernommen; bitte sag der Betreuung der Website Bescheid.',
    );
  });

  it('says nothing while the web server serves the live release, and why it could not ask when it could not', () => {
    const { container } = renderWithTheme(<ServedReleaseNote served={{ url, release: '2026-11-28T13-05-00Z' }} releases={releases} />);
    expect(container.textContent).toBe('');
    renderWithTheme(<ServedReleaseNote served={{ url, failure: 'Der Webserver antwortet nicht (fetch failed).' }} releases={releases} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Ob die Website unter https://www.example.de/ die Live-Fassung zeigt, ließ sich nicht prüfen: Der Webserver antwortet nicht (fetch failed).',
    );
  });
});
