import Check from 'lucide-react/icons/check';
import styled from 'styled-components';
import { formatWeeks } from '#engine/format';
import type { SectionProps } from '#kit/model/types';
import type { TimelineProps } from './schema';
import { Icon } from '#kit/ui/Icon';
import { IconBubble, SectionHeader, SectionShell } from '#kit/ui/layout';

const Phases = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15.5rem), 1fr));
`;

const Phase = styled.li`
  position: relative;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h3 { font-size: ${({ theme }) => theme.size.h3}; margin-bottom: ${({ theme }) => theme.space.sm}; }
`;

const Weeks = styled.p`
  font-weight: 700;
  font-size: ${({ theme }) => theme.size.small};
  color: ${({ theme }) => theme.color.sea};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  margin-bottom: 0.25rem;
`;

const Items = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.5rem;
  color: ${({ theme }) => theme.color.inkMuted};

  li { display: flex; gap: 0.5rem; align-items: flex-start; }
  svg { flex-shrink: 0; margin-top: 0.3rem; color: ${({ theme }) => theme.color.sea}; }
`;

export function TimelineSection({ section }: SectionProps<TimelineProps>) {
  return (
    <SectionShell type="timeline" tone="sand" labelledBy="timeline-title">
      <SectionHeader id="timeline-title" heading={section.heading} />
      <Phases>
        {section.phases.map((phase) => (
          <Phase key={phase.id}>
            <IconBubble $accent={phase.accent}>
              <Icon name={phase.icon} />
            </IconBubble>
            <Weeks>{formatWeeks(phase.weeks.from, phase.weeks.to)}</Weeks>
            <h3>{phase.title}</h3>
            <Items>
              {phase.items.map((item) => (
                <li key={item}>
                  <Check size={18} aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </Items>
          </Phase>
        ))}
      </Phases>
    </SectionShell>
  );
}
