import styled from 'styled-components';

/** The form's building blocks, shared by every kind of field. */

export const Row = styled.div`
  display: grid;
  gap: 0.15rem;
  min-width: 0;
`;

export const Fieldset = styled.fieldset<{ $level: number }>`
  margin: 0;
  min-width: 0;
  display: grid;
  gap: 1.1rem;
  padding: ${({ $level }) => ($level === 0 ? '0' : '1rem')};
  border: ${({ $level, theme }) => ($level === 0 ? '0' : `1px solid ${theme.color.border}`)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $level, theme }) => ($level % 2 === 1 ? theme.color.page : theme.color.surface)};
  > legend { font-weight: 700; font-size: 1.0625rem; padding: 0 0.35rem; margin-left: -0.35rem; }
`;

export const SourceLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin-top: 0.35rem;
  font-size: 0.9375rem;
`;

export const SharedBox = styled.div`
  padding: 0.6rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.sand};
  border: 1px dashed ${({ theme }) => theme.color.sandDeep};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ul { margin: 0; padding-left: 1.2rem; }
`;

export const Counter = styled.span<{ $over: boolean }>`
  font-size: 0.875rem;
  color: ${({ $over, theme }) => ($over ? theme.color.ctaHover : theme.color.inkMuted)};
  font-weight: ${({ $over }) => ($over ? 700 : 400)};
`;

export const LabelLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 0.75rem;
`;

export const WithUnit = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  max-width: 14rem;
  span { font-weight: 700; }
`;

export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 2.75rem;
  font-weight: 700;
  cursor: pointer;
  input { width: 1.35rem; height: 1.35rem; accent-color: ${({ theme }) => theme.color.sea}; margin: 0; }
`;

export const ListBox = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
`;

export const Entry = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
`;

export const EntryHead = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  /* A long entry title (a FAQ question) wraps: it is read in full and never widens the form. */
  h4 { flex: 1; min-width: 0; font-size: 1rem; overflow-wrap: anywhere; }
`;

export const PlainEntry = styled.li`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  > div:first-child { flex: 1; min-width: 0; }
`;
