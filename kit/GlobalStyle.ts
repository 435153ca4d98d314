import { createGlobalStyle } from 'styled-components';
import { FONT_STACK_RULES } from './fontStacks';
import { LATER_BLOCK_ESTIMATE, LATER_BLOCKS, LATER_BLOCKS_ATTRIBUTE } from './laterBlocks';

/** The blocks the first layout skips (laterBlocks.ts), each selector under the mark. */
const later = LATER_BLOCKS.split(', ')
  .map((selector) => `html[${LATER_BLOCKS_ATTRIBUTE}] ${selector}`)
  .join(', ');

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  ${FONT_STACK_RULES}
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.page};
    color: ${({ theme }) => theme.color.ink};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.size.body};
    line-height: 1.6;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3 {
    font-family: ${({ theme }) => theme.font.heading};
    line-height: 1.25;
    margin: 0;
    color: ${({ theme }) => theme.color.ink};
    text-wrap: balance;
    /* Long German compounds ("Gewichtscoaching") must break rather than push the page sideways. */
    overflow-wrap: break-word;
    hyphens: auto;
  }
  p { margin: 0; }
  img { max-width: 100%; height: auto; display: block; }
  /* Icons keep their size beside long text in a flex row. */
  svg { flex-shrink: 0; }
  a { color: ${({ theme }) => theme.color.sea}; text-underline-offset: 0.18em; }
  a:hover { text-decoration-thickness: 2px; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 3px;
    border-radius: 4px;
  }
  /* Without JavaScript the FAQ cannot fold, so every answer stays readable. */
  html:not([data-js]) [data-faq-answer][hidden] { display: block; }
  /* A fresh visit's first layout lays out the first screen only; the start-up brings the rest back at once. */
  ${later} { content-visibility: auto; contain-intrinsic-block-size: auto ${LATER_BLOCK_ESTIMATE}; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
