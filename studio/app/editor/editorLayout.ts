import styled from 'styled-components';

/**
 * The editor's frame. Wide screens: navigation, form and preview side by side, each scrolling on its own.
 * Below NARROW the page scrolls as one column: the navigation folds into a list at the top, and a switch
 * shows either the form or the preview, so nothing is ever wider than the screen.
 */

export const NARROW = '60rem';

export const Layout = styled.div`
  height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
  min-width: 0;
  @media (max-width: ${NARROW}) {
    height: auto;
    min-height: 100vh;
    grid-template-rows: auto auto 1fr;
  }
`;

export const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.6rem 1rem;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h1 { font-size: 1.25rem; overflow-wrap: anywhere; }
  .title { flex: 1 1 16rem; min-width: 0; }
  .file { font-size: 0.875rem; color: ${({ theme }) => theme.color.inkMuted}; overflow-wrap: anywhere; }
  .status { font-size: 0.9375rem; font-weight: 700; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: 13rem minmax(22rem, 34rem) minmax(0, 1fr);
  min-height: 0;
  min-width: 0;
  /* The panes group the columns for the narrow switch; on wide screens their children are the columns. */
  > [data-pane] { display: contents; }
  @media (max-width: 75rem) {
    grid-template-columns: 11rem minmax(20rem, 30rem) minmax(0, 1fr);
  }
  @media (max-width: ${NARROW}) {
    grid-template-columns: minmax(0, 1fr);
    &[data-view='form'] > [data-pane='preview'] { display: none; }
    &[data-view='preview'] > [data-pane='form'] { display: none; }
    /* The preview scales the page into its box: on a phone that box is the screen below the switch. */
    > [data-pane='preview'] > * { height: calc(100vh - 4rem); }
  }
`;

/** The form/preview switch; only on narrow screens, where the two cannot stand side by side. */
export const ViewSwitch = styled.div`
  display: none;
  @media (max-width: ${NARROW}) {
    display: flex;
    gap: 0.5rem;
    position: sticky;
    top: 0;
    z-index: 2;
    padding: 0.5rem 1rem;
    background: ${({ theme }) => theme.color.sand};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    > button { flex: 1 1 0; }
  }
`;

export const FormColumn = styled.main`
  overflow: auto;
  min-width: 0;
  padding: 1rem 1.25rem 4rem;
  display: grid;
  gap: 1.25rem;
  align-content: start;
  h2 { font-size: 1.375rem; overflow-wrap: anywhere; }
  > form { display: grid; gap: 1.25rem; min-width: 0; }
  @media (max-width: ${NARROW}) {
    overflow: visible;
    padding: 1rem 1rem 3rem;
  }
`;

export const Intro = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
`;

export const StatusText = styled.p<{ $tone: 'ok' | 'dirty' | 'error' }>`
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.color.ctaHover : $tone === 'dirty' ? theme.accent.sun.foreground : theme.accent.sage.foreground)};
`;

/** A box of notes in the form beside the fields (where the edition stands, its A/B test). */
export const NoteBox = styled.section`
  display: grid;
  gap: 0.6rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h3 { font-size: 1.0625rem; }
  ul { margin: 0; padding-left: 1.25rem; }
`;
