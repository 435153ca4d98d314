import { useCallback, useEffect, useState } from 'react';
import { answerOf, messageOf, studio } from './api';
import type { StudioEditionSummary, StudioSetup } from '../shared/apiTypes';
import { Editor } from './editor/Editor';
import { EditionList } from './EditionList';

/**
 * The studio's two screens: the list of editions (with „Neue Edition anlegen“) and the editor of one.
 * The open edition is in the address (`/studio?edition=spring`), so a reload or the back button keeps it.
 */

const keyInAddress = () => new URLSearchParams(window.location.search).get('edition');

export function Studio() {
  const [setup, setSetup] = useState<StudioSetup>();
  const [editions, setEditions] = useState<StudioEditionSummary[]>();
  const [openKey, setOpenKey] = useState(keyInAddress);
  const [failure, setFailure] = useState<string>();

  const refresh = useCallback(() => {
    answerOf(studio.editions.$get()).then(setEditions, (error: unknown) => setFailure(messageOf(error)));
  }, []);

  useEffect(() => {
    answerOf(studio.setup.$get()).then(setSetup, (error: unknown) => setFailure(messageOf(error)));
    refresh();
    const onPop = () => setOpenKey(keyInAddress());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [refresh]);

  const open = (key: string | null) => {
    const url = key ? `${window.location.pathname}?edition=${encodeURIComponent(key)}` : window.location.pathname;
    window.history.pushState(null, '', url);
    setOpenKey(key);
    if (!key) refresh();
  };

  useEffect(() => {
    if (!openKey) document.title = 'Editions-Studio';
  }, [openKey]);

  if (failure) {
    return (
      <main style={{ padding: '2rem', maxWidth: '48rem' }}>
        <h1>Editions-Studio</h1>
        <p role="alert" style={{ marginTop: '1rem' }}>
          {failure}
        </p>
      </main>
    );
  }
  if (!setup || !editions) {
    return (
      <main style={{ padding: '2rem' }}>
        <h1>Editions-Studio</h1>
        <p role="status" style={{ marginTop: '1rem' }}>
          Wird geladen …
        </p>
      </main>
    );
  }
  if (openKey) return <Editor key={openKey} editionKey={openKey} setup={setup} editions={editions} onClose={() => open(null)} />;
  return <EditionList editions={editions} siteHost={setup.siteHost} onOpen={open} onCreated={(key) => open(key)} />;
}
