import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { differenceField, formatDiffValue, type FieldDifference } from '#engine/editionDiff';
import { Badge, Button, Dialog, DialogActions } from './ui';

/** The studio's questions before something cannot be undone: saving (with the changes), reloading, removing. */

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  /** `alertdialog` for a refusal that needs an answer. */
  role?: 'dialog' | 'alertdialog';
}

export function Modal({ open, title, onClose, children, actions, role = 'dialog' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <Dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div>
          <h2 id={titleId}>{title}</h2>
          {children}
          <DialogActions>{actions}</DialogActions>
        </div>
      )}
    </Dialog>
  );
}

const Changes = styled.div`
  max-height: 50vh;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  table { width: 100%; border-collapse: collapse; font-size: 0.9375rem; }
  th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.65rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; overflow-wrap: anywhere; }
  th { position: sticky; top: 0; background: ${({ theme }) => theme.color.sand}; }
  td:first-child { width: 32%; font-weight: 700; }
  td:first-child .path { display: block; font-family: ${({ theme }) => theme.font.mono}; font-size: 0.8125rem; font-weight: 400; color: ${({ theme }) => theme.color.inkMuted}; overflow-wrap: anywhere; }
  del { color: ${({ theme }) => theme.color.ctaHover}; text-decoration-thickness: 1px; }
  ins { color: ${({ theme }) => theme.accent.sage.foreground}; text-decoration: none; font-weight: 700; }
`;

/**
 * The changes against the file on disk, as `npm run editions:diff` lists them, each field named as the form
 * names it (`labelOf`), with the field's path in the file beneath.
 */
export function ChangeTable({ differences, file, labelOf }: { differences: FieldDifference[]; file: string; labelOf: (difference: FieldDifference) => string }) {
  if (differences.length === 0) return <p>Keine Änderungen am Inhalt gegenüber {file}.</p>;
  return (
    <Changes>
      <table>
        <caption style={{ textAlign: 'left', padding: '0.5rem 0.65rem' }}>
          {differences.length} {differences.length === 1 ? 'geändertes Feld' : 'geänderte Felder'} gegenüber {file}
        </caption>
        <thead>
          <tr>
            <th scope="col">Feld</th>
            <th scope="col">Bisher</th>
            <th scope="col">Neu</th>
          </tr>
        </thead>
        <tbody>
          {differences.map((difference) => (
            <tr key={difference.path}>
              <td>
                {labelOf(difference)}
                <span className="path">{differenceField(difference)}</span>
              </td>
              <td>
                <del>{formatDiffValue(difference.a)}</del> {difference.sharedA && <Badge $tone="shared">Standard</Badge>}
              </td>
              <td>
                <ins>{formatDiffValue(difference.b)}</ins> {difference.sharedB && <Badge $tone="shared">Standard</Badge>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Changes>
  );
}

interface SaveDialogProps {
  open: boolean;
  file: string;
  differences: FieldDifference[];
  labelOf: (difference: FieldDifference) => string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}

export function SaveDialog({ open, file, differences, labelOf, saving, onSave, onClose }: SaveDialogProps) {
  return (
    <Modal
      open={open}
      title="Änderungen speichern?"
      onClose={onClose}
      actions={
        <>
          <Button type="button" onClick={onClose}>
            Weiter bearbeiten
          </Button>
          <Button type="button" $variant="primary" onClick={onSave} disabled={saving}>
            {saving ? 'Wird gespeichert …' : `In ${file} speichern`}
          </Button>
        </>
      }
    >
      <p>
        Das ändert die Datei <strong>{file}</strong>. „Standard“ heißt: Der Wert kommt aus dem gemeinsamen Text in site.json.
      </p>
      <ChangeTable differences={differences} file={file} labelOf={labelOf} />
    </Modal>
  );
}
