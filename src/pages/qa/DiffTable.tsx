import styled from 'styled-components';
import { differenceField, formatDiffValue, type FieldDifference } from '#engine/editionDiff';
import type { EditionSummary } from '#src/content/pageData';
import { VisuallyHidden } from '#kit/ui/VisuallyHidden';

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
  /* Never squeezed until a path breaks into single letters: phones get stacked rows instead (see the end). */
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

  /*
   * On a phone each row becomes a block: the field, then A and B below it, each named by its cell's
   * label (the column heads it repeats stay for screen readers only). Nothing scrolls sideways.
   */
  @media not all and (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    min-width: 0;
    &, tbody, tr, th, td { display: block; width: auto; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    tbody tr { padding: 0.6rem 0.9rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
    tbody tr:last-child { border-bottom: 0; }
    th, td { padding: 0; border: 0; }
    tbody th { margin-bottom: 0.3rem; }
    td + td { margin-top: 0.3rem; }
    td::before { content: attr(data-label); display: block; font-weight: 700; color: ${({ theme }) => theme.color.seaDark}; }
  }
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

/**
 * Every differing field as a visitor reads it: path, value in A, value in B. Scrolls within itself, headers
 * stay; on a phone each field is a block with A and B below it.
 */
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
              <td data-label={`A: ${a.name}`}>
                <Value value={difference.a} shared={difference.sharedA} />
              </td>
              <td data-label={`B: ${b.name}`}>
                <Value value={difference.b} shared={difference.sharedB} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
