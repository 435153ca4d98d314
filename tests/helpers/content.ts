import path from 'node:path';
import { loadContent, type Content, type LoadedEdition } from '../../src/site/loadContent';
import { toEditionData } from '../../src/site/publicData';
import type { SectionContext, SectionDescriptor, SectionType } from '../../src/site/types';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

/** The shipped content files, validated exactly as the build does. */
export function shippedContent(): Content {
  return loadContent({
    dir: path.join(projectRoot, 'editions'),
    publicDir: path.join(projectRoot, 'public'),
    today: '2025-01-01',
  });
}

export function editionByKey(content: Content, key: string): LoadedEdition {
  const edition = content.editions.find((candidate) => candidate.key === key);
  if (!edition) throw new Error(`Edition ${key} fehlt`);
  return edition;
}

export function contextFor(content: Content, key: string): SectionContext {
  const { $schema: _schema, ...site } = content.site;
  return { site, edition: toEditionData(editionByKey(content, key)) };
}

export function sectionOf<T extends SectionType>(content: Content, key: string, type: T): Extract<SectionDescriptor, { type: T }> {
  const section = editionByKey(content, key).sections.find((candidate) => candidate.type === type);
  if (!section) throw new Error(`Abschnitt ${type} fehlt in ${key}`);
  return section as Extract<SectionDescriptor, { type: T }>;
}
