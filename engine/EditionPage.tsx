import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { useCheckoutScript } from '../src/checkout/useCheckoutScript';
import { SectionRenderer } from './SectionRenderer';
import type { EditionData, SiteConfig } from '../src/site/types';

/** One edition's landing page: its section descriptors, in order, through the section registry. */
export function EditionPage() {
  const edition = useLoaderData() as EditionData;
  const site = useRouteLoaderData('root') as SiteConfig;
  useCheckoutScript(site.checkout);
  const context = { site, edition };
  return (
    <>
      {edition.sections.map((section) => (
        // Each type appears once per page (checked at build time), so the type is a stable key.
        <SectionRenderer key={section.type} section={section} context={context} />
      ))}
    </>
  );
}
