import styled from 'styled-components';
import { VisuallyHidden } from '../ui';
import { GROUPS, SECTIONS_GROUP, sectionGroup, type SectionEntry } from './formPlaces';
import { NARROW } from './editorLayout';

/** The parts of the edition, each with the number of errors in it; on narrow screens a row of buttons that wraps. */

const Nav = styled.nav`
  overflow: auto;
  padding: 0.75rem 0.5rem;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.sand};
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.15rem; }
  ul ul { margin: 0.15rem 0 0.35rem 0.75rem; }
  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.4rem;
    width: 100%;
    min-height: 2.75rem;
    padding: 0.3rem 0.6rem;
    font: inherit;
    text-align: left;
    color: ${({ theme }) => theme.color.ink};
    background: transparent;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
    &:hover { background: ${({ theme }) => theme.color.sandDeep}; }
    &[aria-current='true'] { background: ${({ theme }) => theme.color.sea}; color: ${({ theme }) => theme.color.onDark}; font-weight: 700; }
  }
  .count { flex-shrink: 0; min-width: 1.5rem; padding: 0 0.4rem; border-radius: 999px; background: #8c3424; color: #fff; font-size: 0.8125rem; font-weight: 700; text-align: center; }
  @media (max-width: ${NARROW}) {
    overflow: visible;
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    ul, ul ul { display: flex; flex-wrap: wrap; gap: 0.35rem; margin: 0; }
    li:has(> ul) { display: contents; }
    button { width: auto; border: 1px solid ${({ theme }) => theme.color.border}; background: ${({ theme }) => theme.color.surface}; }
  }
`;

interface EditorNavProps {
  sections: readonly SectionEntry[];
  current: string;
  sectionLabel: (type: string) => string;
  errorsIn: (group: string) => number;
  onGo: (group: string) => void;
}

export function EditorNav({ sections, current, sectionLabel, errorsIn, onGo }: EditorNavProps) {
  const button = (id: string, label: string) => <NavButton id={id} label={label} current={current} count={errorsIn(id)} onGo={onGo} />;
  return (
    <Nav aria-label="Teile der Edition">
      <ul>
        {GROUPS.map((group) => (
          <li key={group.id}>{button(group.id, group.label)}</li>
        ))}
        <li>
          {button(SECTIONS_GROUP, 'Abschnitte')}
          <ul>
            {sections.map((section) => (
              <li key={`${section.type}-${section.index}`}>{button(sectionGroup(section.type), sectionLabel(section.type))}</li>
            ))}
          </ul>
        </li>
      </ul>
    </Nav>
  );
}

function NavButton({ id, label, current, count, onGo }: { id: string; label: string; current: string; count: number; onGo: (id: string) => void }) {
  return (
    <button type="button" aria-current={current === id ? 'true' : undefined} onClick={() => onGo(id)}>
      <span>{label}</span>
      {count > 0 && (
        <span className="count">
          {count}
          <VisuallyHidden> Fehler</VisuallyHidden>
        </span>
      )}
    </button>
  );
}
