import Check from 'lucide-react/icons/check';
import styled from 'styled-components';
import { formatCount } from '#engine/format';
import type { SectionProps } from '#kit/model/types';
import type { TrainerProps } from './schema';
import { Eyebrow, SectionShell } from '#kit/ui/layout';
import { ResponsiveImage } from '#kit/ui/ResponsiveImage';

const Layout = styled.div`
  display: grid;
  gap: clamp(2rem, 1rem + 3vw, 4rem);
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: minmax(14rem, 0.8fr) 1.2fr;
  }
`;

const Portrait = styled.figure`
  position: relative;
  margin: 0;
  max-width: 26rem;
  img { width: 100%; border-radius: ${({ theme }) => theme.radius.lg}; box-shadow: ${({ theme }) => theme.shadow.raised}; }
`;

const Badges = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.md} 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  li {
    padding: 0.35rem 0.95rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.sea};
    color: ${({ theme }) => theme.color.onDark};
    font-weight: 700;
    font-size: ${({ theme }) => theme.size.small};
  }
`;

const Text = styled.div`
  h2 { font-size: ${({ theme }) => theme.size.h2}; }
  > p { margin-top: ${({ theme }) => theme.space.md}; }
`;

const Role = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.color.sea};
`;

const Highlights = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  display: grid;
  gap: 0.5rem;
  li { display: flex; gap: 0.6rem; }
  svg { flex-shrink: 0; margin-top: 0.3rem; color: ${({ theme }) => theme.color.sea}; }
`;

export function TrainerSection({ section, context }: SectionProps<TrainerProps>) {
  const { claims } = context.site;
  return (
    <SectionShell type="trainer" tone="sand" labelledBy="trainer-title">
      <Layout>
        <Portrait>
          <ResponsiveImage image={section.portrait} sizes="(min-width: 48rem) 26rem, 100vw" />
          <Badges aria-label="Erfahrung">
            <li>{claims.yearsExperience}+ Jahre Erfahrung</li>
            <li>{formatCount(claims.participants)}+ Teilnehmer</li>
          </Badges>
        </Portrait>
        <Text>
          {section.heading.eyebrow && <Eyebrow>{section.heading.eyebrow}</Eyebrow>}
          <h2 id="trainer-title">{section.heading.title}</h2>
          <Role>
            {section.name} · {section.role}
          </Role>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {section.highlights.length > 0 && (
            <Highlights>
              {section.highlights.map((highlight) => (
                <li key={highlight}>
                  <Check size={20} aria-hidden="true" />
                  <span>{highlight}</span>
                </li>
              ))}
            </Highlights>
          )}
        </Text>
      </Layout>
    </SectionShell>
  );
}
