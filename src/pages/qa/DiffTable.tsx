import styled from 'styled-components';
import { differenceField, formatDiffValue, type FieldDifference } from '#engine/editionDiff';
import type { EditionSummary } from '#src/content/pageData';
import { pathPieces } from '#kit/ui/pathPieces';
import { VisuallyHidden } from '#kit/ui/VisuallyHidden';

/* From the tablet width up the table scrolls within itself under its sticky heads; on a phone it flows in the page. */
const Scroller = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    max-height: min(32rem, 70vh);
    overflow: auto;
  }
`;

const Table = styled.table`
  width: 100%;
  /* Never squeezed until a word breaks: phones get stacked rows instead (see the end). Fixed columns let a long address wrap. */
  min-width: 34rem;
  table-layout: fixed;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.size.small};
  line-height: 1.45;

  th, td {
    padding: 0.6rem 0.9rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    /* Words wrap whole; only one longer than the whole line (an address) is broken. */
    overflow-wrap: break-word;
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
  tbody th strong { display: block; font-weight: 700; }
  code { display: block; margin-top: 0.15rem; font-family: ${({ theme }) => theme.font.mono}; font-size: 0.85em; color: ${({ theme }) => theme.color.seaDark}; }
  /* A path breaks between its parts only (kit/ui/pathPieces.ts). */
  code > span { white-space: nowrap; }

  /*
   * On a phone each row becomes a block: the field, then A and B below it, each named by its cell's
   * label (the column heads it repeats stay for screen readers only). Nothing scrolls sideways.
   */
  @media not all and (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    min-width: 0;
    table-layout: auto;
    &, tbody, tr, th, td, tbody th { display: block; width: auto; }
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

/** A field by the name the studio's form gives it (the build's `fieldLabels`) over its path; a field without a name by its path. */
function FieldName({ difference, a, b }: { difference: FieldDifference; a: EditionSummary; b: EditionSummary }) {
  const label = a.fieldLabels[difference.path] ?? b.fieldLabels[difference.path];
  return (
    <>
      {label && <strong>{difference.moved ? `${label} (Reihenfolge)` : label}</strong>}
      <code>{pathPieces(differenceField(difference))}</code>
    </>
  );
}

/** The order of the sections („hero, painPoints, …“) in the names the studio gives them. */
function sectionNames(value: unknown, edition: EditionSummary): unknown {
  if (typeof value !== 'string') return value;
  return value
    .split(', ')
    .map((type) => edition.fieldLabels[`sections.${type}`] ?? type)
    .join(', ');
}

/**
 * Every differing field as a visitor reads it: its name as the studio names it with its path beneath, value in A,
 * value in B. From the tablet width up it scrolls within itself, headers stay; on a phone each field is a block with
 * A and B below it, in the page's own flow.
 */
export function DiffTable({ a, b, differences }: { a: EditionSummary; b: EditionSummary; differences: FieldDifference[] }) {
  const shownValue = (difference: FieldDifference, side: 'a' | 'b') =>
    difference.path === 'sections' ? sectionNames(difference[side], side === 'a' ? a : b) : difference[side];
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
                <FieldName difference={difference} a={a} b={b} />
              </th>
              <td data-label={`A: ${a.name}`}>
                <Value value={shownValue(difference, 'a')} shared={difference.sharedA} />
              </td>
              <td data-label={`B: ${b.name}`}>
                <Value value={shownValue(difference, 'b')} shared={difference.sharedB} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
