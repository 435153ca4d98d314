// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { withDialogMethods } from '#tests/helpers/dialogs';
import { renderWithTheme } from '#tests/helpers/render';
import type { EditionHistory, EditionVersion } from '#studio/shared/apiTypes';
import { HistoryDialog } from './HistoryDialog';

/** The Verlauf as a marketer reads it: what happened and by whom, a developer's commit named as such, a version that cannot be loaded said so without a button. */
withDialogMethods();

afterEach(() => vi.unstubAllGlobals());

const version = (commit: string, change: Partial<EditionVersion>): EditionVersion => ({
  commit: commit.repeat(40),
  date: '2026-02-15T09:30:00.000Z',
  author: 'Rita Redaktion',
  subject: '',
  kind: 'gespeichert',
  created: false,
  readable: true,
  differences: [],
  ...change,
});

it('names each version’s kind and author, folds a developer’s message away, and offers no button for a version that cannot be loaded', async () => {
  const history: EditionHistory = {
    versions: [
      version('a', {
        kind: 'veröffentlicht',
        author: 'Frieda Freigabe',
        subject: 'Veröffentlicht: Frühlings-Edition (Preis)',
        differences: [{ path: 'offer.price', a: 349, b: 339 }],
      }),
      version('b', { kind: 'gespeichert', subject: 'Frühlings-Edition gespeichert: Preis', differences: [{ path: 'offer.price', a: 349, b: 339 }] }),
      version('c', { kind: 'außerhalb', author: 'Dev Eloper', subject: 'Fix typo in spring edition', differences: [{ path: 'name', a: 'x', b: 'y' }] }),
      version('d', {
        kind: 'außerhalb',
        author: 'Dev Eloper',
        subject: 'Add spring edition',
        created: true,
        readable: false,
        problem: 'offer.price: Zahl erwartet (und 4 weitere Fehler)',
      }),
    ],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(history), { status: 200 })),
  );
  renderWithTheme(
    <HistoryDialog
      open
      editionKey="spring"
      name="Frühlings-Edition 2027"
      labelOf={(difference) => `Feld ${difference.path}`}
      onRestore={() => {}}
      onClose={() => {}}
    />,
  );
  const list = await screen.findByRole('list', { name: 'Fassungen' });
  const headings = within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent?.split(' · ')[0]);
  expect(headings).toEqual(['Veröffentlicht', 'Gespeichert', 'Änderung außerhalb des Studios', 'Änderung außerhalb des Studios']);
  const entries = [...list.children] as HTMLElement[];
  expect(entries[0].textContent).toContain('von Frieda Freigabe');
  // German time whatever the machine's zone, and no version hash.
  expect(entries[0].textContent).toContain('15. Februar 2026, 10:30 Uhr');
  expect(list.textContent).not.toMatch(/aaaaaaa|bbbbbbb/);
  expect(screen.getByRole('dialog', { name: 'Verlauf von „Frühlings-Edition 2027“' })).toBeDefined();
  expect(entries[0].textContent).toContain('Feld offer.price');
  // The developer's English words are there for developers, folded away; the heading names the change in German.
  expect(within(entries[2]).getByText('Nachricht im Repository').closest('details')?.open).toBe(false);
  expect(entries[3].textContent).toContain('Lässt sich nicht laden: offer.price: Zahl erwartet (und 4 weitere Fehler)');
  expect(within(entries[3]).queryByRole('button')).toBeNull();
  expect(within(entries[2]).getByRole('button', { name: /in den Editor laden$/ })).toBeDefined();
});
