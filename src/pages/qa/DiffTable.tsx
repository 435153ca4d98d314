import styled from 'styled-components';
import { differenceField, formatDiffValue, type FieldDifference } from '../../../engine/editionDiff';
import type { EditionSummary } from '../../content/pageData';
import { VisuallyHidden } from '../../../kit/ui/VisuallyHidden';

const Scroller = styled.div`
  max-height: min(32rem, 70vh);
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Table = styled.table`
  width: 100%;
  /* On phones the table scrolls sideways rather than squeezing a path into single letters. */
  min-width: 34rem;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.size.small};
  line-height: 1.45;

  th, td {
    padding: 0.6rem 0.9rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.color.seaTint};
    color: ${({ theme }) => theme.color.seaDark};
    white-space: nowrap;
  }
  tbody tr:nth-child(even) { background: ${({ theme }) => theme.color.page}; }
  tbody tr:last-child > * { border-bottom: 0; }
  tbody th { font-weight: 400; width: 30%; }
  td { width: 35%; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 0.9em; color: ${({ theme }) => theme.color.seaDark}; }
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.color.inkMuted};
  font-style: italic;
`;

const SharedTag = styled.span`
  display: inline-block;
  margin-top: 0.3rem;
  padding: 0.05rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.seaTint};
  color: ${({ theme }) => theme.color.seaDark};
  font-size: 0.85em;
  white-space: nowrap;
`;

/** A value as the visitor reads it; a value from site.json's shared defaults says so. */
function Value({ value, shared }: { value: unknown; shared?: boolean }) {
  const text = formatDiffValue(value);
  return (
    <>
      {value === undefined || value === '' ? <Missing>{text}</Missing> : text}
      {shared && (
        <>
          <br />
          <SharedTag>Standard aus site.json</SharedTag>
        </>
      )}
    </>
  );
}

/** Every differing field as a visitor reads it: path, value in A, value in B. Scrolls within itself, headers stay. */
export function DiffTable({ a, b, differences }: { a: EditionSummary; b: EditionSummary; differences: FieldDifference[] }) {
  return (
    <Scroller role="region" aria-label="Tabelle der Unterschiede" tabIndex={0}>
      <Table>
        <caption>
          <VisuallyHidden>
            Felder, in denen sich {a.name} ({a.key}) und {b.name} ({b.key}) unterscheiden
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">Feld</th>
            <th scope="col">A: {a.name}</th>
            <th scope="col">B: {b.name}</th>
          </tr>
        </thead>
        <tbody>
          {differences.map((difference) => (
            <tr key={difference.path}>
              <th scope="row">
                <code>{differenceField(difference)}</code>
              </th>
              <td>
                <Value value={difference.a} shared={difference.sharedA} />
              </td>
              <td>
                <Value value={difference.b} shared={difference.sharedB} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
