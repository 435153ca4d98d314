import styled from 'styled-components';
import type { SectionProps } from '#kit/model/types';
import type { SolutionProps } from './schema';
import { CheckoutLink } from '#kit/ui/CheckoutLink';
import { WayOnLink } from '#kit/ui/NotSellingNotice';
import { Icon } from '#kit/ui/Icon';
import { Card, CardGrid, IconBubble, SectionHeader, SectionShell } from '#kit/ui/layout';

const Pillars = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
  margin: -${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xl};

  li {
    padding: 0.4rem 1.1rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 2px solid ${({ theme }) => theme.color.sea};
    color: ${({ theme }) => theme.color.sea};
    font-weight: 700;
  }
`;

const FeatureCard = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  > span { margin-bottom: 0; }
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  display: flex;
  justify-content: center;
`;

export function SolutionSection({ section, context }: SectionProps<SolutionProps>) {
  const { sales } = context.edition;
  // The section's own label may speak of the early-bird („Frühbucher-Platz“); after it, the regular label.
  const label = sales.campaignCopy ? section.ctaLabel : sales.checkoutCtaLabel;
  return (
    <SectionShell type="solution" labelledBy="solution-title">
      <SectionHeader id="solution-title" heading={section.heading} />
      {section.pillars.length > 0 && (
        <Pillars aria-label="Die drei Säulen">
          {section.pillars.map((pillar) => (
            <li key={pillar}>{pillar}</li>
          ))}
        </Pillars>
      )}
      <CardGrid $min="22rem">
        {section.features.map((feature) => (
          <FeatureCard key={feature.id}>
            <IconBubble $accent="sea">
              <Icon name={feature.icon} />
            </IconBubble>
            <div>
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
            </div>
          </FeatureCard>
        ))}
      </CardGrid>
      {sales.notSelling ? (
        (sales.notSelling.current ?? sales.notSelling.upcoming) && (
          <Action>
            <WayOnLink notice={sales.notSelling} />
          </Action>
        )
      ) : (
        <Action>
          <CheckoutLink context={context}>{label}</CheckoutLink>
        </Action>
      )}
    </SectionShell>
  );
}
