import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { SectionHeading } from '#engine/schemaParts';
import type { AccentName } from '../model/iconNames';

type Tone = 'page' | 'sand' | 'sea';

const tones = {
  page: css`background: ${({ theme }) => theme.color.page};`,
  sand: css`background: ${({ theme }) => theme.color.sand};`,
  sea: css`
    background: ${({ theme }) => theme.color.sea};
    color: ${({ theme }) => theme.color.onDark};
    h2, h3 { color: ${({ theme }) => theme.color.onDark}; }
  `,
};

const SectionBand = styled.section<{ $tone: Tone }>`
  padding-block: ${({ theme }) => theme.space.section};
  ${({ $tone }) => tones[$tone]}
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.width.content};
  margin-inline: auto;
  padding-inline: clamp(1.125rem, 0.5rem + 3vw, 2.5rem);
`;

/**
 * The wrapper of every page section. `data-section` names the section type so tests and QA tools
 * can find it; `aria-labelledby` ties the landmark to its heading.
 */
export function SectionShell({ type, tone = 'page', labelledBy, children }: { type: string; tone?: Tone; labelledBy: string; children: ReactNode }) {
  return (
    <SectionBand data-section={type} data-tone={tone === 'sea' ? 'dark' : undefined} $tone={tone} aria-labelledby={labelledBy} id={type}>
      <Container>{children}</Container>
    </SectionBand>
  );
}

const HeaderBlock = styled.header<{ $center: boolean }>`
  max-width: ${({ theme }) => theme.width.text};
  margin-bottom: ${({ theme }) => theme.space.xl};
  ${({ $center }) => $center && css`margin-inline: auto; text-align: center;`}

  h2 { font-size: ${({ theme }) => theme.size.h2}; }
`;

export const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.size.small};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.sea};
  margin-bottom: ${({ theme }) => theme.space.sm};

  [data-tone='dark'] & { color: ${({ theme }) => theme.color.onDarkMuted}; }
`;

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.size.lead};
  color: inherit;
  opacity: 0.92;
`;

export function SectionHeader({ id, heading, center = true }: { id: string; heading: SectionHeading; center?: boolean }) {
  return (
    <HeaderBlock $center={center}>
      {heading.eyebrow && <Eyebrow>{heading.eyebrow}</Eyebrow>}
      <h2 id={id}>{heading.title}</h2>
      {heading.intro && <Intro>{heading.intro}</Intro>}
    </HeaderBlock>
  );
}

/** A responsive grid of cards: one column on phones, more as space allows. */
export const CardGrid = styled.ul<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min ?? '15rem'}), 1fr));
`;

export const Card = styled.li`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.color.ink};

  h3 { font-size: ${({ theme }) => theme.size.h3}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  p { color: ${({ theme }) => theme.color.inkMuted}; }
`;

/** The tinted square behind a card's icon, in one of the theme's accent colours. */
export const IconBubble = styled.span<{ $accent: AccentName }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $accent }) => theme.accent[$accent].background};
  color: ${({ theme, $accent }) => theme.accent[$accent].foreground};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
