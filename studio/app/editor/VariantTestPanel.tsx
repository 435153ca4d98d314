import { useState } from 'react';
import styled from 'styled-components';
import { isPlainObject } from '#engine/resolve';
import type { EndedTestResult, SiteHost } from '#studio/shared/apiTypes';
import { answerOf, messageOf, studio } from '../api';
import { Modal } from '../Dialogs';
import { Button, ErrorText, Help } from '../ui';
import { VariantHostNote } from '../VariantHostNote';
import { NoteBox } from './editorLayout';

/**
 * The edition's running A/B test (its `variants` as saved): the variants and their shares, whether the host shows
 * them, and ending the test — the edition keeps its own copy, or takes one variant's. Ending it saves a version
 * (POST /end-test); it goes live as every save does.
 */

interface VariantTestPanelProps {
  editionKey: string;
  /** The file as last opened or saved, and its hash: the test ends in that version. */
  saved: Record<string, unknown>;
  hash: string;
  /** Unsaved changes in the form: the test ends only in the saved version, so they are saved or dropped first. */
  dirty: boolean;
  siteHost: SiteHost;
  /** The hosted studio: a version goes live after approval; the local one publishes directly. */
  approval: boolean;
  onEnded: (result: EndedTestResult, done: string) => void;
}

interface VariantShare {
  name: string;
  weight: number;
}

const sharesOf = (saved: Record<string, unknown>): VariantShare[] =>
  (Array.isArray(saved.variants) ? saved.variants : []).flatMap((variant) =>
    isPlainObject(variant) && typeof variant.name === 'string' ? [{ name: variant.name, weight: typeof variant.weight === 'number' ? variant.weight : 0 }] : [],
  );

/** The button's and the version's words for a choice: null is the edition's own copy. */
const choiceWords = (variant: string | null) => (variant === null ? 'Eigene Fassung behalten' : `Variante ${variant} übernehmen`);

export function VariantTestPanel({ editionKey, saved, hash, dirty, siteHost, approval, onEnded }: VariantTestPanelProps) {
  const shares = sharesOf(saved);
  const [choice, setChoice] = useState<string | null | undefined>(undefined);
  const [ending, setEnding] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (shares.length === 0) return null;
  const own = 100 - shares.reduce((sum, share) => sum + share.weight, 0);
  const goesLive = approval
    ? 'Live geht nichts davon, bevor die Version freigegeben und veröffentlicht ist; bis dahin läuft der Test auf der Website weiter.'
    : 'Live geht es erst, wenn du veröffentlichst; bis dahin läuft der Test auf der Website weiter.';

  const close = () => {
    setChoice(undefined);
    setFailure(undefined);
  };
  const end = async (variant: string | null) => {
    setEnding(true);
    setFailure(undefined);
    try {
      const result = await answerOf(studio['end-test'].$post({ json: { key: editionKey, baseHash: hash, variant } }));
      setChoice(undefined);
      onEnded(result, `Gespeichert: A/B-Test beendet, ${variant === null ? 'eigene Fassung behalten' : `Variante ${variant} übernommen`}. ${goesLive}`);
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setEnding(false);
    }
  };

  return (
    <Box aria-labelledby="ab-test-titel">
      <h3 id="ab-test-titel">A/B-Test</h3>
      <ul>
        <li>Eigene Fassung: {own} %</li>
        {shares.map((share) => (
          <li key={share.name}>
            Variante {share.name}: {share.weight} %
          </li>
        ))}
      </ul>
      <VariantHostNote siteHost={siteHost} />
      <Help>
        Wie die Varianten verkaufen, zeigt „Verkäufe“ in der Liste der Editionen. Beendest du den Test, behält die Edition ihre eigene Fassung oder übernimmt
        die Texte einer Variante; die Varianten verschwinden aus der Edition.
      </Help>
      {dirty && <Help>Speichere oder verwirf zuerst deine Änderungen: Der Test endet in der gespeicherten Fassung.</Help>}
      <div className="choices">
        <Button type="button" disabled={dirty} onClick={() => setChoice(null)}>
          {choiceWords(null)} …
        </Button>
        {shares.map((share) => (
          <Button key={share.name} type="button" disabled={dirty} onClick={() => setChoice(share.name)}>
            {choiceWords(share.name)} …
          </Button>
        ))}
      </div>
      <Modal
        open={choice !== undefined}
        title={choice === undefined ? '' : `A/B-Test beenden: ${choiceWords(choice)}?`}
        onClose={close}
        actions={
          <>
            <Button type="button" onClick={close} disabled={ending}>
              Abbrechen
            </Button>
            <Button type="button" $variant="primary" disabled={ending} onClick={() => choice !== undefined && void end(choice)}>
              {ending ? 'Wird gespeichert …' : 'Test beenden und speichern'}
            </Button>
          </>
        }
      >
        <p>
          {choice === null
            ? 'Die Edition behält ihre eigene Fassung; alle Varianten werden aus ihr entfernt.'
            : `Die Texte der Variante ${choice} werden die Texte der Edition; alle Varianten werden aus ihr entfernt. Preis, Termine und Angebot bleiben, wie sie sind.`}
        </p>
        <p>Das Studio speichert das als neue Version im Verlauf. {goesLive}</p>
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
      </Modal>
    </Box>
  );
}

const Box = styled(NoteBox)`
  .choices { display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;
