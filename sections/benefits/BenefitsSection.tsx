import Gift from 'lucide-react/icons/gift';
import styled from 'styled-components';
import { formatEuro } from '#engine/format';
import { totalValue } from '#kit/model/offer';
import type { SectionProps } from '#kit/model/types';
import type { BenefitsProps } from './schema';
import { Icon } from '#kit/ui/Icon';
import { IconCardItem } from '#kit/ui/IconCardItem';
import { CardGrid, SectionHeader, SectionShell } from '#kit/ui/layout';

const Value = styled.p`
  margin: ${({ theme }) => theme.space.xl} auto 0;
  max-width: 32rem;
  text-align: center;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.seaTint};
  font-size: ${({ theme }) => theme.size.lead};

  strong { display: block; font-family: ${({ theme }) => theme.font.heading}; font-size: 2rem; color: ${({ theme }) => theme.color.sea}; }
`;

const Bonus = styled.aside`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: clamp(1.5rem, 1rem + 2vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.seaDark};
  color: ${({ theme }) => theme.color.onDark};

  h3 { color: ${({ theme }) => theme.color.onDark}; font-size: ${({ theme }) => theme.size.h3}; }
  > p { color: ${({ theme }) => theme.color.onDarkMuted}; margin-top: ${({ theme }) => theme.space.xs}; }
`;

const BonusTitle = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h3 { font-size: 1.6rem; }
`;

const BonusList = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: rgba(255, 255, 255, 0.08);
  }
  p { color: ${({ theme }) => theme.color.onDarkMuted}; }
  strong { display: block; }
`;

export function BenefitsSection({ section, context }: SectionProps<BenefitsProps>) {
  const total = totalValue(context.edition.valueBreakdown);
  return (
    <SectionShell type="benefits" labelledBy="benefits-title">
      <SectionHeader id="benefits-title" heading={section.heading} />
      <CardGrid $min="17rem">
        {section.items.map((item) => (
          <IconCardItem key={item.id} icon={item.icon} accent={item.accent} title={item.title} text={item.description} />
        ))}
      </CardGrid>
      <Value>
        {section.valueLabel}
        <strong>{formatEuro(total)}+</strong>
      </Value>
      {section.bonus && (
        <Bonus aria-labelledby="benefits-bonus-title">
          <BonusTitle>
            <Gift size={30} aria-hidden="true" />
            <h3 id="benefits-bonus-title">{section.bonus.title}</h3>
          </BonusTitle>
          {section.bonus.intro && <p>{section.bonus.intro}</p>}
          <BonusList>
            {section.bonus.items.map((item) => (
              <li key={item.id}>
                <Icon name={item.icon} />
                <div>
                  <strong>{item.title}</strong>
                  <p>{item.description}</p>
                </div>
              </li>
            ))}
          </BonusList>
        </Bonus>
      )}
    </SectionShell>
  );
}
