import styled from 'styled-components';
import type { SectionProps } from '#kit/model/types';
import type { PainPointsProps } from './schema';
import { IconCardItem } from '#kit/ui/IconCardItem';
import { CardGrid, SectionHeader, SectionShell } from '#kit/ui/layout';

const Closing = styled.p`
  margin: ${({ theme }) => theme.space.xl} auto 0;
  max-width: ${({ theme }) => theme.width.text};
  text-align: center;
  font-size: ${({ theme }) => theme.size.lead};
  font-weight: 700;
`;

export function PainPointsSection({ section }: SectionProps<PainPointsProps>) {
  return (
    <SectionShell type="painPoints" tone="sand" labelledBy="painPoints-title">
      <SectionHeader id="painPoints-title" heading={section.heading} />
      <CardGrid $min="15rem">
        {section.items.map((item) => (
          <IconCardItem key={item.id} icon={item.icon} accent="rose" title={item.title} text={item.description} />
        ))}
      </CardGrid>
      {section.closing && <Closing>{section.closing}</Closing>}
    </SectionShell>
  );
}
