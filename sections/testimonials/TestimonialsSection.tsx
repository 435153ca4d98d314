import BadgeCheck from 'lucide-react/icons/badge-check';
import Quote from 'lucide-react/icons/quote';
import styled from 'styled-components';
import type { SectionProps } from '#kit/model/types';
import type { TestimonialsProps } from './schema';
import { Card, CardGrid, SectionHeader, SectionShell } from '#kit/ui/layout';
import { Stars } from '#kit/ui/Rating';

const Review = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  blockquote { margin: 0; flex: 1; }
  blockquote p { color: ${({ theme }) => theme.color.ink}; }
  > svg { color: ${({ theme }) => theme.color.sandDeep}; }
`;

const Author = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.color.ink} !important;
  span { display: block; font-weight: 400; color: ${({ theme }) => theme.color.inkMuted}; font-size: ${({ theme }) => theme.size.small}; }
`;

const Verification = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  justify-content: center;
  color: ${({ theme }) => theme.color.inkMuted};
  font-size: ${({ theme }) => theme.size.small};
  svg { flex-shrink: 0; color: ${({ theme }) => theme.color.sea}; margin-top: 0.2rem; }
`;

export function TestimonialsSection({ section, context }: SectionProps<TestimonialsProps>) {
  const reviews = section.reviews.slice(0, section.shown);
  return (
    <SectionShell type="testimonials" labelledBy="testimonials-title">
      <SectionHeader id="testimonials-title" heading={section.heading} />
      <CardGrid $min="18rem">
        {reviews.map((review) => (
          <Review key={review.id}>
            <Quote size={32} aria-hidden="true" />
            <Stars rating={review.rating} scale={context.site.claims.ratingScale} />
            <blockquote>
              <p>{review.text}</p>
            </blockquote>
            <Author>
              {review.name}
              <span>{section.programLabels[review.program]}</span>
            </Author>
          </Review>
        ))}
      </CardGrid>
      <Verification>
        <BadgeCheck size={20} aria-hidden="true" />
        <span>{section.verificationNote}</span>
      </Verification>
    </SectionShell>
  );
}
