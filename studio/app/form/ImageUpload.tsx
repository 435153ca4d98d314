import Upload from 'lucide-react/icons/upload';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { answerOf, messageOf, studio } from '../api';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_WIDTH, type StudioImage } from '#studio/shared/apiTypes';
import { ErrorText, Help } from '../ui';

/**
 * A new image for the field: dropped onto the box or chosen with its button. The studio's server checks
 * and re-encodes it into public/images (studio/server/imageUpload.ts); the new file is then chosen.
 */

const Zone = styled.div<{ $over: boolean }>`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  padding: 1rem;
  border: 2px dashed ${({ $over, theme }) => ($over ? theme.color.sea : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $over, theme }) => ($over ? theme.color.sand : theme.color.surface)};
  input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0.5rem 1rem;
    border: 2px solid ${({ theme }) => theme.color.sea};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.color.sea};
    font-weight: 700;
    cursor: pointer;
  }
  input:focus-visible + label { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 });
/** A file dragged from the computer (not text or a link dragged within the page). */
const carriesFiles = (event: { dataTransfer: DataTransfer | null }) => event.dataTransfer?.types.includes('Files') === true;

export function ImageUpload({ onUploaded }: { onUploaded: (image: StudioImage) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<string>();

  // A file dropped just beside the box would otherwise be opened by the browser in place of the studio.
  useEffect(() => {
    const keep = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);

  const send = async (file: File | undefined) => {
    if (!file || busy) return;
    // Emptied at once, so choosing the same file again (after a refusal) is a change again.
    if (input.current) input.current.value = '';
    setFailure(undefined);
    // Said at once rather than after sending megabytes the server refuses anyway.
    if (file.size > UPLOAD_MAX_BYTES) {
      setFailure(`„${file.name}“ ist ${megabytes(file.size)} MB groß; erlaubt sind höchstens ${MAX_MB} MB. Bitte ein kleineres Foto wählen.`);
      return;
    }
    setBusy(file.name);
    try {
      // The file as it is, its name in a header (URI-encoded: a header carries no umlauts).
      const sent = studio.images.upload.$post(
        { header: { 'x-file-name': encodeURIComponent(file.name) } },
        { headers: { 'Content-Type': file.type || 'application/octet-stream' }, init: { body: file } },
      );
      onUploaded(await answerOf(sent));
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <Zone
      $over={over}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={(event) => {
        // Moving onto the button or the text inside is no leaving.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={dropped}
      aria-busy={busy !== undefined}
    >
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        aria-describedby={`${id}-hilfe`}
        onChange={(event) => void send(event.target.files?.[0])}
        disabled={busy !== undefined}
      />
      <label htmlFor={id}>
        <Upload size={18} aria-hidden="true" /> Neues Bild hochladen
      </label>
      <Help id={`${id}-hilfe`}>
        Oder ein Foto hierher ziehen. JPEG, PNG, WebP oder AVIF, mindestens {UPLOAD_MIN_WIDTH} Pixel breit, höchstens {MAX_MB} MB. Das Studio speichert es ohne
        Metadaten unter einem neuen Namen bei den Bildern der Website; vorhandene Bilder bleiben unverändert.
      </Help>
      <p role="status">{busy ? `„${busy}“ wird hochgeladen …` : ''}</p>
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
    </Zone>
  );
}
