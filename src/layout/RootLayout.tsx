import { useEffect } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import type { SiteConfig } from '../content/pageData';
import { PageHead } from './PageHead';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { MAIN_CONTENT_ID } from './landmarkIds';

const Main = styled.main`
  display: block;
  min-height: 50vh;
`;

/** Shell of every page. The head tags come first so the prerender step can move them into <head>. */
export function RootLayout() {
  const site = useRouteLoaderData('root') as SiteConfig;
  // Effects run only after hydration has committed: browser tests wait for this mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <>
      <PageHead />
      <SiteHeader site={site} />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter site={site} />
    </>
  );
}
