import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Trash2 from 'lucide-react/icons/trash';
import styled from 'styled-components';
import { IconButton } from '../ui';

/**
 * One reorderable list's tools, the same for a list field's entries and for the page's sections: up, down and
 * remove for each entry, with ids `<prefix>-<index>-hoch|runter|weg` so focus can follow an entry it moved.
 */

const Tools = styled.div`
  display: flex;
  gap: 0.35rem;
  flex-shrink: 0;
`;

export function ReorderTools({
  idPrefix,
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  idPrefix: string;
  index: number;
  count: number;
  name: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <Tools>
      <IconButton
        type="button"
        id={`${idPrefix}-${index}-hoch`}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={`${name} nach oben`}
      >
        <ArrowUp size={18} aria-hidden="true" />
      </IconButton>
      <IconButton
        type="button"
        id={`${idPrefix}-${index}-runter`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={`${name} nach unten`}
      >
        <ArrowDown size={18} aria-hidden="true" />
      </IconButton>
      <IconButton type="button" id={`${idPrefix}-${index}-weg`} onClick={() => onRemove(index)} aria-label={`${name} entfernen`}>
        <Trash2 size={18} aria-hidden="true" />
      </IconButton>
    </Tools>
  );
}

/** Where focus goes after a move: the same button on the moved entry, or the other one when it reached an edge. */
export function focusAfterMove(idPrefix: string, from: number, to: number, count: number): string {
  const direction = to < from ? 'hoch' : 'runter';
  const edge = (direction === 'hoch' && to === 0) || (direction === 'runter' && to === count - 1);
  return `${idPrefix}-${to}-${edge ? (direction === 'hoch' ? 'runter' : 'hoch') : direction}`;
}
