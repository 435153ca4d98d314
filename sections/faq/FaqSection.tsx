import ChevronDown from 'lucide-react/icons/chevron-down';
import Mail from 'lucide-react/icons/mail';
import styled from 'styled-components';
import type { SectionProps } from '#kit/model/types';
import type { FaqProps } from './schema';
import { mailtoHref } from '#kit/ui/mailto';
import { SectionHeader, SectionShell } from '#kit/ui/layout';

const List = styled.div`
  max-width: ${({ theme }) => theme.width.text};
  margin-inline: auto;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  h3 { font-family: ${({ theme }) => theme.font.body}; font-size: ${({ theme }) => theme.size.body}; }
`;

const Toggle = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  min-height: 3.5rem;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.color.ink};
  text-align: left;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.md};

  svg { flex-shrink: 0; transition: transform 0.2s ease; color: ${({ theme }) => theme.color.sea}; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`;

// A section with a name (its question) is a region landmark: what `role="region"` on a div would say.
const Answer = styled.section`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.inkMuted};
  p + p { margin-top: ${({ theme }) => theme.space.sm}; }
`;

const Contact = styled.aside`
  max-width: ${({ theme }) => theme.width.text};
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.seaTint};
  text-align: center;

  h3 { font-size: ${({ theme }) => theme.size.h3}; margin-bottom: ${({ theme }) => theme.space.xs}; }
  a {
    display: inline-flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 0.25rem 0.5rem;
    margin-top: ${({ theme }) => theme.space.sm};
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/**
 * Accordion: each question is a button that toggles its own answer, so several can be open at
 * once. The markup is static, every answer closed (`hidden`) but in the HTML: without JavaScript every
 * answer is shown (see `data-js` in the shell); the toggling is the section's browser part (./client.ts).
 */
export function FaqSection({ section, context }: SectionProps<FaqProps>) {
  return (
    <SectionShell type="faq" tone="sand" labelledBy="faq-title">
      <SectionHeader id="faq-title" heading={section.heading} />
      <List>
        {section.entries.map((entry) => {
          const buttonId = `faq-question-${entry.id}`;
          const panelId = `faq-answer-${entry.id}`;
          return (
            <Item key={entry.id}>
              <h3>
                <Toggle type="button" id={buttonId} aria-expanded="false" aria-controls={panelId}>
                  <span>{entry.question}</span>
                  <ChevronDown size={24} aria-hidden="true" />
                </Toggle>
              </h3>
              <Answer id={panelId} aria-labelledby={buttonId} hidden data-faq-answer="">
                {entry.answer.split(/\n\s*\n/).map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </Answer>
            </Item>
          );
        })}
      </List>
      <Contact aria-labelledby="faq-contact-title">
        <h3 id="faq-contact-title">{section.contactTitle}</h3>
        <p>{section.contactText}</p>
        <a href={mailtoHref(context.site.contact.email, section.contactSubject)}>
          <Mail size={20} aria-hidden="true" />
          {section.contactLinkLabel}: {context.site.contact.email}
        </a>
      </Contact>
    </SectionShell>
  );
}
