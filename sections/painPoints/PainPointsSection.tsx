import styled from 'styled-components';
import type { SectionProps } from '../../engine/types';
import { Icon } from '../../src/ui/Icon';
import { Card, CardGrid, IconBubble, SectionHeader, SectionShell } from '../../src/ui/layout';

const Closing = styled.p`
  margin: ${({ theme }) => theme.space.xl} auto 0;
  max-width: ${({ theme }) => theme.width.text};
  text-align: center;
  font-size: ${({ theme }) => theme.size.lead};
  font-weight: 600;
`;

export function PainPointsSection({ context }: SectionProps<'painPoints'>) {
  const content = context.site.sections.painPoints;
  return (
    <SectionShell type="painPoints" tone="sand" labelledBy="painPoints-title">
      <SectionHeader id="painPoints-title" heading={content.heading} />
      <CardGrid $min="15rem">
        {content.items.map((item) => (
          <Card key={item.id}>
            <IconBubble $accent="rose">
              <Icon name={item.icon} />
            </IconBubble>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </Card>
        ))}
      </CardGrid>
      {content.closing && <Closing>{content.closing}</Closing>}
    </SectionShell>
  );
}
