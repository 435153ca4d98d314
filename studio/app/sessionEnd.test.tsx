// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, studio } from './api';
import type { DraftHandle } from './editor/useDraft';
import { localDraftKey, useLocalDraft } from './editor/useLocalDraft';
import { navigation, resetSessionEnd } from './sessionEnd';

/** A 401 of the hosted studio (the session ended): the unsaved draft is kept in the browser, then the page goes to the login, saying why. */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSessionEnd();
  window.localStorage.clear();
});

const refusal = (body: unknown) => new Response(JSON.stringify(body), { status: 401, headers: { 'Content-Type': 'application/json' } });

describe('the studio’s page when the session has ended', () => {
  it('keeps the unsaved draft at once and goes to the login page with the reason', async () => {
    const opened = { key: 'spring', file: 'editions/spring.json', data: { name: 'Frühling' }, hash: 'abc' };
    const edition = { opened, draft: { name: 'Frühling mit Änderung' }, dirty: true, replace: () => {} } as unknown as DraftHandle;
    renderHook(() => useLocalDraft('spring', edition));
    const went: string[] = [];
    vi.spyOn(navigation, 'go').mockImplementation((url) => void went.push(url));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal({ message: 'Deine Sitzung ist abgelaufen.', grund: 'idle' })),
    );

    await expect(answerOf(studio.editions.$get())).rejects.toThrow('Deine Sitzung ist abgelaufen.');
    expect(went).toEqual(['/studio/anmelden?grund=idle&entwurf=1']);
    // Kept before leaving, not after the editor's usual pause.
    expect(JSON.parse(window.localStorage.getItem(localDraftKey('spring'))!)).toMatchObject({ data: { name: 'Frühling mit Änderung' }, baseHash: 'abc' });

    // Several refused requests at once go to the login page once.
    await expect(answerOf(studio.calendar.$get())).rejects.toThrow();
    expect(went).toHaveLength(1);
  });

  it('stays on the page for any other refusal', async () => {
    const went: string[] = [];
    vi.spyOn(navigation, 'go').mockImplementation((url) => void went.push(url));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Dafür braucht dein Konto die Rolle „Freigabe“.' }), { status: 403 })),
    );
    await expect(answerOf(studio.publish.$get())).rejects.toThrow('Dafür braucht dein Konto die Rolle „Freigabe“.');
    expect(went).toEqual([]);
  });
});
