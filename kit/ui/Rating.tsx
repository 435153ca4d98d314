import Star from 'lucide-react/icons/star';
import styled from 'styled-components';
import { formatRating } from '#engine/format';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.15rem;
  color: ${({ theme }) => theme.color.star};
  svg { fill: currentColor; }
`;

/** Stars for a rating; the number itself is spoken, the stars are decoration. */
export function Stars({ rating, scale, size = 20 }: { rating: number; scale: number; size?: number }) {
  return (
    <Row role="img" aria-label={`${formatRating(rating)} von ${scale} Sternen`}>
      {Array.from({ length: scale }, (_, position) => (
        <Star key={`star-${position + 1}`} size={size} aria-hidden="true" focusable="false" opacity={position < Math.round(rating) ? 1 : 0.25} />
      ))}
    </Row>
  );
}
