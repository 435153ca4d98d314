import type { AccentName } from './model/iconNames';
import { FONT_STACK_VARIABLES } from './fontStacks';

/**
 * Design tokens: the one place for colours, type and spacing. Sizes are generous on purpose: the
 * audience is over 40 and mostly on phones. Every text colour meets WCAG AAA (7 : 1) on its background.
 */
export const theme = {
  color: {
    page: '#FFFDF8',
    surface: '#FFFFFF',
    sand: '#F6EFE3',
    sandDeep: '#EADDC8',
    ink: '#1F2A2E',
    inkMuted: '#3A474C',
    sea: '#0D4B50',
    seaDark: '#0A3D41',
    seaTint: '#E3EFEE',
    cta: '#8E3525',
    ctaHover: '#76291D',
    ctaText: '#FFFFFF',
    star: '#B7791F',
    border: '#DCD3C4',
    focus: '#1A5FB4',
    onDark: '#FFFFFF',
    onDarkMuted: '#F0F6F5',
  },
  accent: {
    sea: { background: '#E3EFEE', foreground: '#0D4B50' },
    sage: { background: '#E7F0E8', foreground: '#264D30' },
    sand: { background: '#F6EBD9', foreground: '#603D0C' },
    rose: { background: '#F8E6E1', foreground: '#76301F' },
    sun: { background: '#FBF1D4', foreground: '#574005' },
    plum: { background: '#EFE7F1', foreground: '#5E3A6B' },
  } satisfies Record<AccentName, { background: string; foreground: string }>,
  font: {
    // The web faces, then local faces matched to them, laid out in until the web faces arrive (fontStacks.ts).
    body: FONT_STACK_VARIABLES.body,
    heading: FONT_STACK_VARIABLES.heading,
    /** Field paths and code in tools (the QA comparison); system fonts, nothing extra to load. */
    mono: "ui-monospace, 'SF Mono', 'Cascadia Mono', 'DejaVu Sans Mono', Menlo, monospace",
  },
  size: {
    body: '1.1875rem',
    small: '1.0625rem',
    lead: '1.3125rem',
    h1: 'clamp(2.125rem, 1.6rem + 2.6vw, 3.5rem)',
    h2: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.5rem)',
    h3: '1.3125rem',
  },
  space: {
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1.25rem',
    lg: '2rem',
    xl: '3rem',
    section: 'clamp(4rem, 3rem + 4vw, 6.5rem)',
  },
  radius: { sm: '8px', md: '14px', lg: '22px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(31, 42, 46, 0.06), 0 8px 24px rgba(31, 42, 46, 0.07)',
    raised: '0 2px 4px rgba(31, 42, 46, 0.08), 0 18px 40px rgba(31, 42, 46, 0.12)',
  },
  width: { content: '72rem', text: '44rem' },
  breakpoint: { tablet: '48rem', desktop: '64rem' },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
