import type { ReactNode } from 'react';
import styled, { createGlobalStyle, css } from 'styled-components';
import { FONT_STACK_RULES } from '#kit/fontStacks';
import { VisuallyHidden } from '#kit/ui/VisuallyHidden';

/**
 * The studio's controls: the site's colours and faces, tool-sized (denser than the sales page), with
 * click targets of at least 44 px and a focus ring that is always visible.
 */

export const StudioGlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  ${FONT_STACK_RULES}
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.page};
    color: ${({ theme }) => theme.color.ink};
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
    line-height: 1.5;
  }
  h1, h2, h3, h4 { margin: 0; line-height: 1.25; }
  h1, h2 { font-family: ${({ theme }) => theme.font.heading}; }
  p { margin: 0; }
  a { color: ${({ theme }) => theme.color.sea}; text-underline-offset: 0.18em; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
`;

export const controlHeight = '2.75rem';

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: ${controlHeight};
  padding: 0 1rem;
  font: inherit;
  font-weight: 700;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 2px solid transparent;
  cursor: pointer;
  text-decoration: none;
  /* A long label (a field's name in „… hinzufügen“) wraps on a narrow screen instead of widening the page. */
  max-width: 100%;
  padding-block: 0.35rem;
  text-align: center;
  overflow-wrap: anywhere;
  > svg { flex-shrink: 0; }
  &:disabled, &[aria-disabled='true'] { cursor: not-allowed; opacity: 0.75; }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'quiet' | 'danger' }>`
  ${buttonBase}
  ${({ $variant = 'secondary', theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.sea};
          color: ${theme.color.onDark};
          &:hover:not(:disabled) { background: ${theme.color.seaDark}; }
        `;
      case 'danger':
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.ctaHover};
          border-color: ${theme.color.ctaHover};
          &:hover:not(:disabled) { background: #f8e6e1; }
        `;
      case 'quiet':
        return css`
          background: transparent;
          color: ${theme.color.sea};
          padding: 0 0.6rem;
          &:hover:not(:disabled) { background: ${theme.color.seaTint}; }
        `;
      default:
        return css`
          background: ${theme.color.surface};
          color: ${theme.color.sea};
          border-color: ${theme.color.sea};
          &:hover:not(:disabled) { background: ${theme.color.seaTint}; }
        `;
    }
  }}
`;

/**
 * A full-width bordered tile that is a button: a problem in the list, an image or an icon to choose.
 * Shown as chosen with `aria-pressed`.
 */
export const tileButton = css`
  width: 100%;
  padding: 0.5rem;
  font: inherit;
  text-align: left;
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.color.sea}; }
  &[aria-pressed='true'] { border: 2px solid ${({ theme }) => theme.color.sea}; background: ${({ theme }) => theme.color.seaTint}; }
`;

export const ButtonLink = styled.a`
  ${buttonBase}
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.sea};
  border-color: ${({ theme }) => theme.color.sea};
  &:hover { background: ${({ theme }) => theme.color.seaTint}; }
`;

/** A small square button with an icon and a spoken name (move up, move down, remove). */
export const IconButton = styled.button`
  ${buttonBase}
  width: ${controlHeight};
  padding: 0;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.sea};
  border-color: ${({ theme }) => theme.color.border};
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.color.sea}; background: ${({ theme }) => theme.color.seaTint}; }
  &:disabled { opacity: 0.55; }
`;

export const inputStyle = css<{ $invalid?: boolean }>`
  display: block;
  width: 100%;
  min-height: ${controlHeight};
  padding: 0.5rem 0.75rem;
  font: inherit;
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.ctaHover : theme.color.inkMuted)};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ $invalid, theme }) => ($invalid ? `inset 0 0 0 1px ${theme.color.ctaHover}` : 'none')};
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyle}
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyle}
  resize: vertical;
  line-height: 1.5;
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${inputStyle}
  padding-right: 2rem;
`;

export const Label = styled.label`
  display: block;
  font-weight: 700;
  margin-bottom: 0.25rem;
`;

export const Help = styled.p`
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.color.inkMuted};
  margin-top: 0.25rem;
`;

export const ErrorText = styled.p`
  display: flex;
  gap: 0.4rem;
  margin-top: 0.35rem;
  font-size: 0.9375rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.ctaHover};
`;

export const WarningText = styled.p`
  margin-top: 0.35rem;
  font-size: 0.9375rem;
  color: #6f5208;
`;

// The site's own screen-reader-only text, so both keep one definition.
export { VisuallyHidden };

/** A field's problem under it, announced as „Fehler: …“ (the field names it with aria-describedby). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorText id={id}>
      <VisuallyHidden>Fehler: </VisuallyHidden>
      {children}
    </ErrorText>
  );
}

export const Badge = styled.span<{ $tone?: 'shared' | 'own' | 'error' | 'current' | 'neutral' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  padding: 0.1rem 0.55rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.875rem;
  font-weight: 700;
  white-space: nowrap;
  ${({ $tone = 'neutral', theme }) => {
    switch ($tone) {
      case 'shared':
        return css`background: ${theme.accent.sand.background}; color: ${theme.accent.sand.foreground};`;
      case 'own':
        return css`background: ${theme.accent.sage.background}; color: ${theme.accent.sage.foreground};`;
      case 'error':
        return css`background: ${theme.accent.rose.background}; color: ${theme.accent.rose.foreground};`;
      case 'current':
        return css`background: ${theme.color.sea}; color: ${theme.color.onDark};`;
      default:
        return css`background: ${theme.color.sand}; color: ${theme.color.ink};`;
    }
  }}
`;

/** A white card on the start screen (the calendar, the live site). */
export const Panel = styled.div`
  display: grid;
  gap: 1rem;
  padding: 1.5rem;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  @media (max-width: 40rem) {
    padding: 1rem;
  }
`;

/** A modal dialog (native <dialog>: focus stays inside, Escape closes it). */
export const Dialog = styled.dialog`
  width: min(46rem, calc(100vw - 2rem));
  max-height: calc(100vh - 4rem);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: ${({ theme }) => theme.color.ink};
  &::backdrop { background: rgba(31, 42, 46, 0.55); }
  > div { padding: 1.5rem; display: grid; gap: 1rem; }
  h2 { font-size: 1.375rem; }
`;

export const DialogActions = styled.div`
  && { display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: flex-end; padding: 0; }
`;
