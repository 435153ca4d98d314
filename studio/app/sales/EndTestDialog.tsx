import { useState } from 'react';
import { isPlainObject } from '#engine/resolve';
import { answerOf, messageOf, studio } from '../api';
import { Modal } from '../Dialogs';
import { Button, ErrorText, Help } from '../ui';
import { variantName } from './figureWords';

/**
 * „Test beenden …“ beside an edition's figures: the marketer who has just read the verdict chooses which copy
 * stays, and the studio saves it as a version of the edition's saved file (POST /end-test, as the A/B box in the
 * editor does); it goes live after approval, as every save.
 */

interface OpenedTest {
  hash: string;
  /** The variants the saved file still tests. */
  variants: string[];
}

const variantsOf = (data: Record<string, unknown>) =>
  (Array.isArray(data.variants) ? data.variants : []).flatMap((variant) => (isPlainObject(variant) && typeof variant.name === 'string' ? [variant.name] : []));

export function EndTestDialog({ editionKey, editionName }: { editionKey: string; editionName: string }) {
  const [test, setTest] = useState<OpenedTest>();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();

  const start = async () => {
    setOpen(true);
    setFailure(undefined);
    setTest(undefined);
    setChoice(null);
    try {
      const opened = await answerOf(studio.edition.$get({ query: { key: editionKey } }));
      setTest({ hash: opened.hash, variants: variantsOf(opened.data) });
    } catch (error) {
      setFailure(messageOf(error));
    }
  };
  const end = async () => {
    if (!test) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await answerOf(studio['end-test'].$post({ json: { key: editionKey, baseHash: test.hash, variant: choice } }));
      setOpen(false);
      setDone(
        `Gespeichert: Der A/B-Test von ${editionName} ist beendet, ${choice === null ? 'die eigene Fassung bleibt' : `${variantName(choice)} ist übernommen`}. Live geht das, sobald die Version freigegeben und veröffentlicht ist; bis dahin läuft der Test auf der Website weiter.`,
      );
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        <Button type="button" onClick={() => void start()}>
          Test beenden …
        </Button>
      </p>
      {done && <Help role="status">{done}</Help>}
      <Modal
        open={open}
        title={`A/B-Test von ${editionName} beenden`}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button type="button" onClick={() => setOpen(false)} disabled={busy}>
              Abbrechen
            </Button>
            <Button type="button" $variant="primary" disabled={busy || !test || test.variants.length === 0} onClick={() => void end()}>
              {busy ? 'Wird gespeichert …' : 'Test beenden und speichern'}
            </Button>
          </>
        }
      >
        {!test && !failure && <p>Die Edition wird geladen …</p>}
        {test && test.variants.length === 0 && <p>In der gespeicherten Fassung dieser Edition läuft kein A/B-Test mehr.</p>}
        {test && test.variants.length > 0 && (
          <fieldset>
            <legend>Welche Fassung bleibt?</legend>
            {[null, ...test.variants].map((variant) => (
              <label key={variant ?? ''} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', minHeight: '2.75rem' }}>
                <input type="radio" name="bleibt" checked={choice === variant} onChange={() => setChoice(variant)} />
                {variant === null ? 'Eigene Fassung behalten' : `${variantName(variant)} übernehmen`}
              </label>
            ))}
            <Help>Die Varianten verschwinden aus der Edition; Preis, Termine und Angebot bleiben, wie sie sind.</Help>
          </fieldset>
        )}
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
      </Modal>
    </>
  );
}
