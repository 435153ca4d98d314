import PencilLine from 'lucide-react/icons/pencil-line';
import styled from 'styled-components';
import { formatDateLong } from '#engine/format';
import { SALES_STATE_LABELS, type SalesState } from '#kit/model/sales';
import type { StudioEditionSummary } from '../shared/apiTypes';
import { Badge, Button, VisuallyHidden } from './ui';

/** The start screen's list of editions: name, address, start and state today, each with its button to open it. */

/** Selling is green, before and after the sale plain and sand: no state is an error. */
const STATE_TONE = { upcoming: 'neutral', 'early-bird': 'own', 'on-sale': 'own', closed: 'shared' } as const satisfies Record<SalesState, string>;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  th, td { text-align: left; padding: 0.75rem 1rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; vertical-align: middle; }
  th { font-size: 0.9375rem; color: ${({ theme }) => theme.color.inkMuted}; background: ${({ theme }) => theme.color.sand}; }
  tr:last-child td { border-bottom: 0; }
  td:last-child { text-align: right; white-space: nowrap; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 0.9375rem; overflow-wrap: anywhere; }
  /* On a phone each edition is a card: its cells one below the other, each named by its column. */
  @media (max-width: 40rem) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tr { display: grid; gap: 0.35rem; padding: 0.9rem 1rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
    tr:last-child { border-bottom: 0; }
    td { display: block; padding: 0; border: 0; }
    td[data-label]::before { content: attr(data-label) ': '; font-weight: 700; color: ${({ theme }) => theme.color.inkMuted}; }
    td:last-child { text-align: left; margin-top: 0.35rem; }
  }
`;

interface EditionTableProps {
  editions: StudioEditionSummary[];
  onOpen: (key: string) => void;
}

export function EditionTable({ editions, onOpen }: EditionTableProps) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Adresse</th>
          <th scope="col">Start</th>
          <th scope="col">Heute</th>
          <th scope="col">
            <VisuallyHidden>Aktion</VisuallyHidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {editions.map((edition) => (
          <tr key={edition.key}>
            <td>
              <strong>{edition.name ?? edition.key}</strong>
            </td>
            <td data-label="Adresse">{edition.slug ? `/${edition.slug}` : '–'}</td>
            <td data-label="Start">{edition.startDate && /^\d{4}-\d{2}-\d{2}$/.test(edition.startDate) ? formatDateLong(edition.startDate) : '–'}</td>
            <td data-label="Heute" data-state={edition.state}>
              <StateBadges edition={edition} />
            </td>
            <td>
              <Button type="button" onClick={() => onOpen(edition.key)} disabled={!edition.readable} aria-label={`${edition.name ?? edition.key} öffnen`}>
                <PencilLine size={18} aria-hidden="true" />
                Öffnen
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The state today, and whether the home page promotes the edition; a file with errors says so instead. */
function StateBadges({ edition }: { edition: StudioEditionSummary }) {
  if (!edition.readable) return <Badge $tone="error">Datei fehlerhaft</Badge>;
  if (!edition.state) return <Badge $tone="error">Hat Fehler, Stand unbekannt</Badge>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.35rem' }}>
      <Badge $tone={STATE_TONE[edition.state]}>{SALES_STATE_LABELS[edition.state]}</Badge>
      {edition.promoted && <Badge $tone="current">Startseite wirbt dafür</Badge>}
    </span>
  );
}
