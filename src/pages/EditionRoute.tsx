import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { EditionPage } from '../../engine/EditionPage';
import { sectionComponents } from '../../sections';
import { useCheckoutScript } from '../checkout/useCheckoutScript';
import type { EditionData, SectionContext, SiteConfig } from '../content/pageData';

/** An edition's route: its resolved data from the loader, the platform's promo-code helper, and the engine's page. */
export function EditionRoute() {
  const edition = useLoaderData() as EditionData;
  const site = useRouteLoaderData('root') as SiteConfig;
  // A closed edition has no checkout link for the helper to work on: nothing is loaded from the platform.
  useCheckoutScript(site.checkout, edition.sales.state !== 'closed');
  const context: SectionContext = { site, edition };
  return <EditionPage sections={edition.sections} components={sectionComponents} context={context} />;
}
