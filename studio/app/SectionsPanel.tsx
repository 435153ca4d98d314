import PencilLine from 'lucide-react/icons/pencil-line';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import styled from 'styled-components';
import type { StudioSetup } from '../shared/apiTypes';
import { useForm } from './form/FormContext';
import { moved, setAt } from './form/paths';
import { focusAfterMove, ReorderTools } from './form/ReorderTools';
import { RemoveSectionDialog } from './RemoveSectionDialog';
import { Badge, Button, Help, Label, Select } from './ui';

/** The page's sections in their order: move, remove, add; each opens its own fields. */

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.5rem 0.5rem 0.5rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  /* On a phone the buttons go below the name rather than past the screen's edge. */
  .name { flex: 1 1 12rem; min-width: 0; }
  .actions { display: flex; align-items: center; gap: 0.5rem; margin-left: auto; }
  .name strong { display: block; }
  .name span { font-size: 0.875rem; color: ${({ theme }) => theme.color.inkMuted}; }
`;

const Add = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  > div { flex: 1 1 14rem; }
`;

interface SectionsPanelProps {
  sections: Array<{ index: number; type: string }>;
  setup: StudioSetup;
  labelOf: (type: string) => string;
  onEdit: (type: string) => void;
}

export function SectionsPanel({ sections, setup, labelOf, onEdit }: SectionsPanelProps) {
  const { draft, update, focusLater } = useForm();
  const list = Array.isArray(draft.sections) ? (draft.sections as Array<Record<string, unknown>>) : [];
  const missing = setup.sections.filter((definition) => !sections.some((section) => section.type === definition.type));
  const [adding, setAdding] = useState(missing[0]?.type ?? '');
  const [removing, setRemoving] = useState<number>();
  const chosen = missing.some((definition) => definition.type === adding) ? adding : (missing[0]?.type ?? '');

  const ownFields = (section: Record<string, unknown>) => Object.keys(section).filter((key) => key !== 'type').length;
  const move = (from: number, to: number) => {
    const type = list[from]?.type as string;
    update((current) => setAt(current, ['sections'], moved(list, from, to)), `„${labelOf(type)}“ ist jetzt Abschnitt ${to + 1} von ${list.length}.`);
    focusLater(focusAfterMove('abschnitt', from, to, list.length));
  };

  return (
    <>
      <h2 id="gruppe-titel" tabIndex={-1}>
        Abschnitte
      </h2>
      <Help>
        Die Abschnitte der Seite von oben nach unten. Der Kopfbereich steht immer zuerst, jeder Abschnitt kommt höchstens einmal vor. Ein Abschnitt ohne eigene
        Felder zeigt die gemeinsamen Texte aus site.json.
      </Help>
      <List aria-label="Reihenfolge der Abschnitte">
        {list.map((section, index) => {
          const type = String(section.type);
          const own = ownFields(section);
          return (
            <li key={`${type}-${index}`}>
              <div className="name">
                <strong>
                  {index + 1}. {labelOf(type)}
                </strong>
                <span>
                  {own === 0 ? (
                    <Badge $tone="shared">Nur gemeinsame Texte</Badge>
                  ) : (
                    <Badge $tone="own">{own === 1 ? '1 eigenes Feld' : `${own} eigene Felder`}</Badge>
                  )}
                </span>
              </div>
              <div className="actions">
                <Button type="button" $variant="quiet" onClick={() => onEdit(type)} aria-label={`Bearbeiten: ${labelOf(type)}`}>
                  <PencilLine size={18} aria-hidden="true" /> Bearbeiten
                </Button>
                <ReorderTools idPrefix="abschnitt" index={index} count={list.length} name={labelOf(type)} onMove={move} onRemove={setRemoving} />
              </div>
            </li>
          );
        })}
      </List>
      {missing.length > 0 && (
        <Add>
          <div>
            <Label htmlFor="abschnitt-neu">Abschnitt hinzufügen</Label>
            <Select id="abschnitt-neu" value={chosen} onChange={(event) => setAdding(event.target.value)}>
              {missing.map((definition) => (
                <option key={definition.type} value={definition.type}>
                  {definition.label}
                </option>
              ))}
            </Select>
          </div>
          <Button
            type="button"
            onClick={() => {
              update((current) => setAt(current, ['sections'], [...list, { type: chosen }]), `Abschnitt „${labelOf(chosen)}“ am Ende hinzugefügt.`);
              focusLater(`abschnitt-${list.length}-hoch`);
            }}
          >
            <Plus size={18} aria-hidden="true" /> Am Ende hinzufügen
          </Button>
        </Add>
      )}
      <RemoveSectionDialog
        section={removing !== undefined ? { type: String(list[removing]?.type), label: labelOf(String(list[removing]?.type)) } : undefined}
        draft={draft}
        onKeep={() => setRemoving(undefined)}
        onRemove={() => {
          if (removing === undefined) return;
          const type = String(list[removing]?.type);
          update(
            (current) =>
              setAt(
                current,
                ['sections'],
                list.filter((_, at) => at !== removing),
              ),
            `Abschnitt „${labelOf(type)}“ entfernt.`,
          );
          setRemoving(undefined);
          focusLater(list.length > 1 ? `abschnitt-${Math.max(0, removing - 1)}-weg` : 'abschnitt-neu');
        }}
      />
    </>
  );
}
