import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { EditionPage } from '#engine/EditionPage';
import { sectionComponents } from '#sections/index';
import { PlatformScriptSettings } from '../checkout/PlatformScriptSettings';
import { FIRST_SCREEN_SECTIONS, FirstScreenEnd } from '../layout/FirstScreenEnd';
import type { SectionContext } from '#kit/model/types';
import type { EditionData, SiteConfig } from '../content/pageData';

/**
 * An edition's route: its resolved data from the loader and the engine's page, with the mark after its first
 * screen that the first paint waits for. A page that sells carries the
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
      {/* The first paint waits for the mark between them: a long page's first screen does not wait for its end. */}
      <EditionPage sections={edition.sections.slice(0, FIRST_SCREEN_SECTIONS)} components={sectionComponents} context={context} />
      <FirstScreenEnd />
      <EditionPage sections={edition.sections.slice(FIRST_SCREEN_SECTIONS)} components={sectionComponents} context={context} />
    </>
  );
}
