import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { EditionPage } from '#engine/EditionPage';
import { sectionComponents } from '#sections/index';
import { PlatformScriptSettings } from '../checkout/PlatformScriptSettings';
import type { SectionContext } from '#kit/model/types';
import type { EditionData, SiteConfig } from '../content/pageData';

/**
 * An edition's route: its resolved data from the loader and the engine's page. A page that sells carries the
 * settings of the platform's promo-code helper, which its browser part loads (src/startup/platformScriptPart.ts).
 */
export function EditionRoute() {
  const edition = useLoaderData() as EditionData;
  const site = useRouteLoaderData('root') as SiteConfig;
  // A page that does not sell (upcoming or closed) has no checkout link for the helper to work on: nothing is loaded from the platform.
  const needsPlatformScript = site.checkout.promoHelper.enabled && !edition.sales.notSelling;
  const context: SectionContext = { site, edition };
  const { scriptUrl, productId, promoHelper } = site.checkout;
  return (
    <>
      {needsPlatformScript && <PlatformScriptSettings settings={{ scriptUrl, productId, adjustDomain: promoHelper.adjustDomain }} />}
      <EditionPage sections={edition.sections} components={sectionComponents} context={context} />
    </>
  );
}
