import type { ContentSource } from './pageData';
import type { Content } from './loadContent';
import { toEditionData, toEditionList, toHomeData, toSiteData } from './publicData';

/** The validated content held in memory, as the prerender (and tests) hand it to route loaders. */
export function memorySource(content: Content): ContentSource {
  const site = toSiteData(content.site, content.today);
  return {
    site: () => site,
    home: () => toHomeData(content),
    edition: (slug) => {
      const edition = content.editions.find((candidate) => candidate.slug === slug);
      if (!edition) throw new Response(null, { status: 404 });
      return toEditionData(edition);
    },
    editionList: () => toEditionList(content),
  };
}
