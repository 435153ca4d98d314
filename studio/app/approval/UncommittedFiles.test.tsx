// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '#tests/helpers/render';
import { UncommittedFiles } from './UncommittedFiles';

/** What blocks „Zur Freigabe geben“, named with what a person with a browser does about it: keep as a version, or discard after asking. */

afterEach(() => vi.unstubAllGlobals());

function serve() {
  const posted: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { files: string[] };
      posted.push({ url, body });
      return new Response(JSON.stringify(url.endsWith('/keep') ? { kept: body.files } : { discarded: body.files }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return posted;
}

const files = [
  { file: 'public/images/strand.jpg', change: 'neu' as const },
  { file: 'editions/winter.json', change: 'geändert' as const },
];

describe('„Ungespeicherte Änderungen“', () => {
  it('names each file and keeps one as a version', async () => {
    const posted = serve();
    const changed = vi.fn();
    renderWithTheme(<UncommittedFiles files={files} mayChange onChanged={changed} />);
    const list = screen.getByRole('list', { name: 'Ungespeicherte Änderungen' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent!.replace(/Als Fassung behalten.*$/, '')),
    ).toEqual(['public/images/strand.jpg: neu, aber nicht gespeichert', 'editions/winter.json: geändert, aber nicht gespeichert']);
    fireEvent.click(within(within(list).getAllByRole('listitem')[0]).getByRole('button', { name: 'Als Fassung behalten' }));
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(posted).toEqual([{ url: '/__studio/api/approvals/uncommitted/keep', body: { files: ['public/images/strand.jpg'] } }]);
    expect(screen.getByRole('status').textContent).toBe('public/images/strand.jpg ist jetzt eine gespeicherte Fassung im Verlauf.');
  });

  it('discards only after a second click that names the file', async () => {
    const posted = serve();
    renderWithTheme(<UncommittedFiles files={files} mayChange onChanged={() => {}} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Verwerfen …' })[1]);
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, editions/winter.json verwerfen' }));
    await waitFor(() => expect(posted).toEqual([{ url: '/__studio/api/approvals/uncommitted/discard', body: { files: ['editions/winter.json'] } }]));
  });

  it('tells someone without the Redaktion role who can act, and offers no button', () => {
    renderWithTheme(<UncommittedFiles files={files} mayChange={false} onChanged={() => {}} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Behalten oder verwerfen kann sie eine Person mit der Rolle „Redaktion“.')).toBeTruthy();
  });
});
