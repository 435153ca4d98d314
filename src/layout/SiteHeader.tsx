import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SiteConfig } from '../content/pageData';
import { Container } from '#kit/ui/layout';
import { BrandMark } from './BrandMark';
import { MAIN_CONTENT_ID } from './landmarkIds';

const Bar = styled.header`
  background: ${({ theme }) => theme.color.page};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 4.25rem;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: 700;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.color.seaDark};
  text-decoration: none;
  padding-block: 0.5rem;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 10;
  padding: 0.75rem 1.25rem;
  background: ${({ theme }) => theme.color.seaDark};
  color: ${({ theme }) => theme.color.onDark};
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus { top: 1rem; }
`;

export function SiteHeader({ site }: { site: SiteConfig }) {
  return (
    <>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>Zum Inhalt springen</SkipLink>
      <Bar>
        <Inner>
          {/* Loads the home page's document: the one app page (QA) never renders another page in the browser. */}
          <Brand to="/" reloadDocument aria-label={`${site.brand} – zur Startseite`}>
            <BrandMark size={36} />
            {site.brand}
          </Brand>
        </Inner>
      </Bar>
    </>
  );
}
