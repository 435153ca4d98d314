// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withDialogMethods } from '#tests/helpers/dialogs';
import { renderWithTheme } from '#tests/helpers/render';
import type { SiteHost } from '#studio/shared/apiTypes';
import { VariantTestPanel } from './VariantTestPanel';

/** An edition's running A/B test in the editor: its shares, whether the host shows it, and ending it after a confirmation. */
withDialogMethods();

afterEach(() => vi.unstubAllGlobals());

const saved = {
  name: 'Winter-Edition',
  variants: [
    { name: 'b', weight: 30, sections: { hero: { title: 'Anders' } } },
    { name: 'kurz', weight: 20 },
  ],
};
const nginx: SiteHost = { host: 'nginx', splitsVariants: true };

function show({ siteHost = nginx, dirty = false, approval = true, data = saved as Record<string, unknown> } = {}) {
  const onEnded = vi.fn();
  renderWithTheme(<VariantTestPanel editionKey="winter" saved={data} hash="abc" dirty={dirty} siteHost={siteHost} approval={approval} onEnded={onEnded} />);
  return onEnded;
}

describe('the A/B test panel', () => {
  it('lists the own copy’s and each variant’s share, and says the host shows the variants', () => {
    show();
    const panel = screen.getByRole('region', { name: 'A/B-Test' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Eigene Fassung: 50 %', 'Variante b: 30 %', 'Variante kurz: 20 %']);
    expect(panel.textContent).toContain('Die Website läuft mit nginx');
  });

  it('says when the host shows every visitor the own copy, or when the studio does not know the host', () => {
    show({ siteHost: { host: 'netlify', splitsVariants: false } });
    expect(screen.getByRole('region').textContent).toContain(
      'Die Website läuft auf Netlify: Dort sehen alle Besucher die eigene Fassung der Edition; der Test läuft nur, wenn nginx die Website ausliefert.',
    );
    cleanup();
    show({ siteHost: { splitsVariants: false } });
    expect(screen.getByRole('region').textContent).toContain('Wo die Website läuft, weiß das Studio nicht');
  });

  it('says nothing goes live before approval, then ends the test from the saved file and hands the saved version on', async () => {
    const result = { hash: 'def', file: 'editions/winter.json', data: { name: 'Winter-Edition' } };
    const fetch = vi.fn(async () => new Response(JSON.stringify(result), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const onEnded = show();
    fireEvent.click(screen.getByRole('button', { name: 'Variante b übernehmen …' }));
    const dialog = screen.getByRole('dialog', { name: 'A/B-Test beenden: Variante b übernehmen?' });
    expect(dialog.textContent).toContain('Live geht nichts davon, bevor die Version freigegeben und veröffentlicht ist');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Test beenden und speichern' }));
    await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown[] as [string, RequestInit])[1].body))).toEqual({ key: 'winter', baseHash: 'abc', variant: 'b' });
    expect(onEnded.mock.calls[0]).toEqual([result, expect.stringMatching(/^Gespeichert: A\/B-Test beendet, Variante b übernommen\./)]);
  });

  it('shows a refusal in the dialog, and ends nothing while the form has unsaved changes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'editions/winter.json wurde inzwischen geändert.' }), { status: 409 })),
    );
    const onEnded = show({ approval: false });
    fireEvent.click(screen.getByRole('button', { name: 'Eigene Fassung behalten …' }));
    // The local studio publishes without approval.
    expect(screen.getByRole('dialog').textContent).toContain('Live geht es erst, wenn du veröffentlichst');
    fireEvent.click(screen.getByRole('button', { name: 'Test beenden und speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('editions/winter.json wurde inzwischen geändert.');
    expect(onEnded).not.toHaveBeenCalled();
  });

  it('is not there for an edition without a test, and its buttons wait for a save of the form', () => {
    show({ data: { name: 'Winter-Edition' } });
    expect(screen.queryByRole('region')).toBeNull();
    show({ dirty: true });
    expect((screen.getByRole('button', { name: 'Eigene Fassung behalten …' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('region').textContent).toContain('Speichere oder verwirf zuerst deine Änderungen');
  });
});
