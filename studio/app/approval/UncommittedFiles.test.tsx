// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '#tests/helpers/render';
import { UncommittedFiles } from './UncommittedFiles';

/** What blocks „Zur Freigabe geben“, named with what a person with a browser does about it: keep as a version, or discard after asking. */

afterEach(() => vi.unstubAllGlobals());

function serve(errors: unknown[] = []) {
  const posted: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { files: string[] };
      posted.push({ url, body });
      return new Response(JSON.stringify(url.endsWith('/keep') ? { kept: body.files, errors } : { discarded: body.files }), {
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
    renderWithTheme(<UncommittedFiles files={files} mayChange onChanged={changed} onOpen={() => {}} />);
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

  it('says when a kept file has errors, names the field, and opens the edition to fix them', async () => {
    serve([
      {
        code: 'schema.invalid_type',
        file: 'editions/winter.json',
        path: 'offer.price',
        message: 'Zahl erwartet, „449,-“ erhalten',
        severity: 'error',
        place: 'Winter-Edition 2026, Angebot › Preis',
      },
    ]);
    const opened = vi.fn();
    renderWithTheme(<UncommittedFiles files={files} mayChange onChanged={() => {}} onOpen={opened} />);
    fireEvent.click(within(screen.getAllByRole('listitem')[1]).getByRole('button', { name: 'Als Fassung behalten' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'editions/winter.json ist jetzt eine gespeicherte Fassung im Verlauf, hat aber einen Fehler – Winter-Edition 2026, Angebot › Preis: Zahl erwartet, „449,-“ erhalten. So geht sie nicht zur Freigabe: Öffne die Edition, behebe ihn am genannten Feld und speichere.',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Winter-Edition 2026 öffnen und Fehler beheben' }));
    expect(opened).toHaveBeenCalledWith('winter');
  });

  it('discards only after a second click that names the file', async () => {
    const posted = serve();
    renderWithTheme(<UncommittedFiles files={files} mayChange onChanged={() => {}} onOpen={() => {}} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Verwerfen …' })[1]);
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ja, editions/winter.json verwerfen' }));
    await waitFor(() => expect(posted).toEqual([{ url: '/__studio/api/approvals/uncommitted/discard', body: { files: ['editions/winter.json'] } }]));
  });

  it('tells someone without the Redaktion role who can act, and offers no button', () => {
    renderWithTheme(<UncommittedFiles files={files} mayChange={false} onChanged={() => {}} onOpen={() => {}} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Behalten oder verwerfen kann sie eine Person mit der Rolle „Redaktion“.')).toBeTruthy();
  });
});
