import { useId, useState } from 'react';
import styled from 'styled-components';
import { answerOf, messageOf, studio } from '../api';
import type { StudioProblem } from '#studio/shared/apiTypes';
import type { UncommittedFile } from '#studio/shared/leftovers';
import { OpenEditions } from './OpenEditions';
import { Button, ErrorText, Help } from '../ui';

/**
 * „Ungespeicherte Änderungen“: files in editions/ or public/ that differ from the last saved version (a save or
 * an upload cut off by a restart, an edit on the server). While there are any, nothing goes „Zur Freigabe“;
 * the Redaktion keeps them as a version (committed in their name) or discards them (back to the last saved
 * version), each file named. A kept file whose content has errors is said so, with the edition to open.
 */

const Box = styled.div`
  display: grid;
  gap: 0.6rem;
  padding: 1rem;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  ul { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.5rem; }
  li { overflow-wrap: anywhere; }
  li div { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 0.25rem; }
`;

const MEANING: Record<UncommittedFile['change'], string> = {
  geändert: 'geändert, aber nicht gespeichert',
  neu: 'neu, aber nicht gespeichert',
  gelöscht: 'gelöscht, aber nicht gespeichert',
};

interface UncommittedFilesProps {
  files: UncommittedFile[];
  /** Redaktion may keep or discard; everyone else reads what blocks. */
  mayChange: boolean;
  onChanged: () => void;
  /** Opens an edition in the editor. */
  onOpen: (key: string) => void;
}

/** What keeping a file did: a version, and the errors its content still has. */
function keptWords(file: string, errors: StudioProblem[]): string {
  if (errors.length === 0) return `${file} ist jetzt eine gespeicherte Fassung im Verlauf.`;
  const listed = errors.map((error) => `${error.place ?? error.file}: ${error.message}`).join('; ');
  return `${file} ist jetzt eine gespeicherte Fassung im Verlauf, hat aber ${errors.length === 1 ? 'einen Fehler' : `${errors.length} Fehler`} – ${listed}. So geht sie nicht zur Freigabe: Öffne die Edition, behebe ${errors.length === 1 ? 'ihn' : 'sie'} am genannten Feld und speichere.`;
}

export function UncommittedFiles({ files, mayChange, onChanged, onOpen }: UncommittedFilesProps) {
  const ids = useId();
  const [failure, setFailure] = useState<string>();
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<StudioProblem[]>([]);
  const [confirming, setConfirming] = useState<string>();

  const act = async (file: string, how: 'keep' | 'discard') => {
    setFailure(undefined);
    setConfirming(undefined);
    setErrors([]);
    try {
      if (how === 'keep') {
        const kept = await answerOf(studio.approvals.uncommitted.keep.$post({ json: { files: [file] } }));
        setStatus(keptWords(file, kept.errors));
        setErrors(kept.errors);
      } else {
        await answerOf(studio.approvals.uncommitted.discard.$post({ json: { files: [file] } }));
        setStatus(`${file} ist verworfen: Es gilt wieder die zuletzt gespeicherte Fassung.`);
      }
      onChanged();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return (
    <Box role="region" aria-labelledby={`${ids}-titel`}>
      <h3 id={`${ids}-titel`}>Ungespeicherte Änderungen</h3>
      {files.length > 0 && (
        <>
          <p>
            Diese Dateien weichen von der zuletzt gespeicherten Fassung ab, etwa weil das Studio beim Speichern oder Hochladen neu gestartet wurde. Solange sie
            so bleiben, geht nichts zur Freigabe.
          </p>
          <ul aria-labelledby={`${ids}-titel`}>
            {files.map(({ file, change }) => (
              <li key={file}>
                <strong>{file}</strong>: {MEANING[change]}
                {mayChange && (
                  <div>
                    <Button type="button" onClick={() => void act(file, 'keep')}>
                      Als Fassung behalten
                    </Button>
                    {confirming === file ? (
                      <>
                        <Button type="button" $variant="danger" onClick={() => void act(file, 'discard')}>
                          Ja, {file} verwerfen
                        </Button>
                        <Button type="button" $variant="quiet" onClick={() => setConfirming(undefined)}>
                          Abbrechen
                        </Button>
                      </>
                    ) : (
                      <Button type="button" onClick={() => setConfirming(file)}>
                        Verwerfen …
                      </Button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
          {!mayChange && <Help>Behalten oder verwerfen kann sie eine Person mit der Rolle „Redaktion“.</Help>}
        </>
      )}
      <p role="status">{status}</p>
      {errors.length > 0 && <OpenEditions problems={errors} onOpen={onOpen} />}
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
    </Box>
  );
}
