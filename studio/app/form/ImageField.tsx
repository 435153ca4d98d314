import ImageIcon from 'lucide-react/icons/image';
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { isPlainObject, mergeOver } from '#engine/resolve';
import { Badge, Button, Dialog, DialogActions, Help, tileButton, WarningText } from '../ui';
import { describedBy, FieldProblems } from './FieldProblems';
import { ImageUpload } from './ImageUpload';
import { useForm, type Source } from './FormContext';
import { getAt, pathText, setAt, type Path } from './paths';
import { FieldReference } from './FieldReference';

/**
 * An image from public/images: chosen from pictures of the files there, with the width and height
 * read from the file itself (the page reserves that space before the image loads).
 */

const Box = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Current = styled.div`
  display: flex;
  gap: 1rem;
  align-items: center;
  flex-wrap: wrap;
  img { width: 9rem; height: 6rem; object-fit: cover; border-radius: ${({ theme }) => theme.radius.sm}; border: 1px solid ${({ theme }) => theme.color.border}; background: ${({ theme }) => theme.color.sand}; }
`;

const Choices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0.75rem;
  button {
    ${tileButton}
    display: grid;
    gap: 0.35rem;
  }
  img { width: 100%; aspect-ratio: 3 / 2; object-fit: cover; border-radius: 4px; background: ${({ theme }) => theme.color.sand}; }
  span { font-size: 0.875rem; overflow-wrap: anywhere; }
`;

interface ImageFieldProps {
  path: Path;
  /** The alt text field. */
  children: ReactNode;
  label: string;
  help: string;
  controlId: string;
  source: Source;
}

export function ImageField({ path, label, help, controlId, source, children }: ImageFieldProps) {
  const { draft, update, images, loadImages, imageAdded, problems } = useForm();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(loadImages, [loadImages]);
  // An edition may give only some fields of a shared image; the page shows them merged.
  const own = getAt(draft, path);
  const value = (source.kind === 'own' && source.shared !== undefined ? mergeOver(source.shared, own) : own) as Record<string, unknown> | undefined;
  const image = isPlainObject(value) ? value : {};
  const file = images?.find((candidate) => candidate.src === image.src);
  const sizeDiffers = file && (file.width !== image.width || file.height !== image.height);
  const partProblems = ['', '.src', '.width', '.height'].flatMap((part) => problems.get(`${pathText(path)}${part}`) ?? []);
  const problemsId = `${controlId}-fehler`;

  const choose = (src: string, width: number, height: number) => {
    update(
      (current) => setAt(current, path, { ...image, src, width, height, alt: typeof image.alt === 'string' ? image.alt : '' }),
      `Bild ${src} gewählt (${width} × ${height} Pixel).`,
    );
    dialog.current?.close();
    trigger.current?.focus();
  };

  return (
    <Box role="group" aria-labelledby={`${controlId}-name`}>
      <strong id={`${controlId}-name`}>{label}</strong>
      {help && <Help>{help}</Help>}
      <FieldReference path={path} />
      <Current>
        {typeof image.src === 'string' ? <img src={image.src} alt="" /> : <ImageIcon size={48} aria-hidden="true" />}
        <div>
          <p>{typeof image.src === 'string' ? image.src.replace('/images/', '') : 'Noch kein Bild gewählt'}</p>
          {typeof image.width === 'number' && <p>{`${image.width} × ${String(image.height)} Pixel`}</p>}
          <Button
            ref={trigger}
            type="button"
            id={controlId}
            aria-haspopup="dialog"
            aria-label={`Bild wählen: ${label}`}
            aria-describedby={describedBy(partProblems.length > 0 && problemsId)}
            onClick={() => {
              loadImages();
              dialog.current?.showModal();
            }}
          >
            Bild wählen
          </Button>
        </div>
      </Current>
      {sizeDiffers && (
        <WarningText>
          Die Datei ist {file.width} × {file.height} Pixel groß, eingetragen sind {String(image.width)} × {String(image.height)}.{' '}
          <Button type="button" $variant="quiet" onClick={() => choose(file.src, file.width, file.height)}>
            Maße aus der Datei übernehmen
          </Button>
        </WarningText>
      )}
      <FieldProblems id={problemsId} problems={partProblems} />
      {children}
      {source.kind === 'own' && source.shared !== undefined && <Badge $tone="own">Eigenes Bild dieser Edition</Badge>}
      <Dialog ref={dialog} aria-labelledby={`${controlId}-dialog`} onCancel={() => trigger.current?.focus()}>
        <div>
          <h2 id={`${controlId}-dialog`}>Bild wählen: {label}</h2>
          <Help>Bilder, die die Website schon hat, oder ein neues von deinem Rechner.</Help>
          <ImageUpload
            onUploaded={(uploaded) => {
              imageAdded(uploaded);
              choose(uploaded.src, uploaded.width, uploaded.height);
            }}
          />
          {images === undefined ? (
            <p role="status">Bilder werden geladen …</p>
          ) : (
            <Choices>
              {images.map((candidate) => (
                <li key={candidate.src}>
                  <button type="button" aria-pressed={candidate.src === image.src} onClick={() => choose(candidate.src, candidate.width, candidate.height)}>
                    <img src={candidate.src} alt="" />
                    <span>
                      <strong>{candidate.src.replace('/images/', '')}</strong>
                      <br />
                      {candidate.width} × {candidate.height} Pixel
                    </span>
                  </button>
                </li>
              ))}
            </Choices>
          )}
          <DialogActions>
            <Button
              type="button"
              onClick={() => {
                dialog.current?.close();
                trigger.current?.focus();
              }}
            >
              Abbrechen
            </Button>
          </DialogActions>
        </div>
      </Dialog>
    </Box>
  );
}
