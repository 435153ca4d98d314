import { useEffect } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { SiteConfig } from '../content/pageData';
import { Container } from '#kit/ui/layout';
import { NOT_FOUND_ATTRIBUTE } from '../prerendered';
import { logNotFound } from './notFoundLog';

const Box = styled(Container)`
  padding-block: ${({ theme }) => theme.space.section};
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.size.h2}; margin-bottom: ${({ theme }) => theme.space.md}; }
  p { font-size: 5rem; font-family: ${({ theme }) => theme.font.heading}; color: ${({ theme }) => theme.color.sea}; line-height: 1; margin-bottom: ${({ theme }) => theme.space.md}; }
  a { font-weight: 700; font-size: ${({ theme }) => theme.size.lead}; }
`;

/** Shown for every unknown path; logs the path so monitoring and QA see broken links. */
export function NotFoundPage() {
  const site = useRouteLoaderData('root') as SiteConfig;
  const { pathname } = useLocation();
  useEffect(() => {
    logNotFound(pathname);
  }, [pathname]);
  return (
    <Box {...{ [NOT_FOUND_ATTRIBUTE]: '' }}>
      <p aria-hidden="true">404</p>
      <h1>{site.notFound.heading}</h1>
      <Link to="/">{site.notFound.homeLinkLabel}</Link>
    </Box>
  );
}
