import styled from 'styled-components';

/** A note on the QA page: the loading state, and what the page needs without JavaScript. */
export const QaNote = styled.p`
  max-width: ${({ theme }) => theme.width.content};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};

  &[data-without-js] { border-left: 6px solid ${({ theme }) => theme.color.cta}; }
  html[data-js] &[data-without-js] { display: none; }
  html:not([data-js]) &[data-loading] { display: none; }
`;
