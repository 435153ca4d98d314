import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDiffValue, type FieldDifference } from '#engine/editionDiff';
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

/*
 * A table that scrolls within the dialog on wider screens. On a phone it flows in the dialog (which scrolls
 * itself), each change a block: the field, then „Bisher“ and „Neu“ beneath it. Words wrap whole.
 */
const Changes = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 0.9375rem; }
  th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.65rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; overflow-wrap: break-word; }
  th { position: sticky; top: 0; background: ${({ theme }) => theme.color.sand}; }
  td:first-child { width: 32%; font-weight: 700; }
  del { color: ${({ theme }) => theme.color.ctaHover}; text-decoration-thickness: 1px; }
  ins { color: ${({ theme }) => theme.accent.sage.foreground}; text-decoration: none; font-weight: 700; }

  @media (min-width: 40.01rem) {
    max-height: 50vh;
    overflow: auto;
  }
  @media (max-width: 40rem) {
    table, tbody, tr, td { display: block; width: auto; }
    table { table-layout: auto; }
    caption { display: block; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    tr { padding: 0.5rem 0.65rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
    tr:last-child { border-bottom: 0; }
    td { padding: 0; border: 0; }
    td:first-child { width: auto; margin-bottom: 0.3rem; }
    td + td { margin-top: 0.3rem; }
    td[data-label]::before { content: attr(data-label); display: block; font-weight: 700; font-size: 0.8125rem; color: ${({ theme }) => theme.color.inkMuted}; }
  }
`;

/** The order of the sections („hero, painPoints, …“) in the names the navigation gives them. */
const sectionOrder = (value: unknown, sectionName: (type: string) => string) =>
  typeof value === 'string' ? value.split(', ').map(sectionName).join(', ') : value;

interface ChangeTableProps {
  differences: FieldDifference[];
  /** What the changes are compared with, after „gegenüber“ („der gespeicherten Fassung“). */
  against: string;
  labelOf: (difference: FieldDifference) => string;
  /** A section type by its name in the navigation, for the row of the sections' order. */
  sectionName?: (type: string) => string;
}

/**
 * The changes against the saved version, as `npm run editions:diff` lists them, each field named as the form
 * names it (`labelOf`); the fields' paths in the file are the developers' (`npm run editions:diff`).
 */
export function ChangeTable({ differences, against, labelOf, sectionName }: ChangeTableProps) {
  if (differences.length === 0) return <p>Keine Änderungen am Inhalt gegenüber {against}.</p>;
  const shown = (difference: FieldDifference, side: 'a' | 'b') =>
    formatDiffValue(difference.path === 'sections' && sectionName ? sectionOrder(difference[side], sectionName) : difference[side]);
  return (
    <Changes>
      <table>
        <caption style={{ textAlign: 'left', padding: '0.5rem 0.65rem' }}>
          {differences.length} {differences.length === 1 ? 'geändertes Feld' : 'geänderte Felder'} gegenüber {against}
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
              <td>{labelOf(difference)}</td>
              <td data-label="Bisher">
                <del>{shown(difference, 'a')}</del> {difference.sharedA && <Badge $tone="shared">Standard</Badge>}
              </td>
              <td data-label="Neu">
                <ins>{shown(difference, 'b')}</ins> {difference.sharedB && <Badge $tone="shared">Standard</Badge>}
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
  /** The edition's name, as the editor's heading shows it. */
  name: string;
  differences: FieldDifference[];
  labelOf: (difference: FieldDifference) => string;
  sectionName?: (type: string) => string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}

export function SaveDialog({ open, name, differences, labelOf, sectionName, saving, onSave, onClose }: SaveDialogProps) {
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
            {saving ? 'Wird gespeichert …' : 'Jetzt speichern'}
          </Button>
        </>
      }
    >
      <p>
        Das ändert die gespeicherte Fassung von <strong>{name}</strong>. „Standard“ heißt: Der Wert kommt aus dem gemeinsamen Text aller Editionen.
      </p>
      <ChangeTable differences={differences} against="der gespeicherten Fassung" labelOf={labelOf} sectionName={sectionName} />
    </Modal>
  );
}
