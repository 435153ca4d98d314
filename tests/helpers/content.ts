import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent, type Content, type LoadedEdition } from '#src/content/loadContent';
import { toEditionData, toSiteData } from '#src/content/publicData';
import type { SectionContext } from '#kit/model/types';
import type { SectionDescriptor, SectionType } from '#src/content/pageData';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
export const publicDir = path.join(projectRoot, 'public');

/**
 * The small content files unit and component tests run on (tests/fixtures/editions/): a site.json with
 * a shared default for every section type, an early-bird edition that overrides some of them and a
 * Komplettpreis edition that takes them as they are. Their images are the real ones in public/.
 * A marketer editing editions/ never breaks these tests.
 */
export const fixturesDir = path.join(projectRoot, 'tests/fixtures/editions');

/** The fixture editions by file key. */
export const EARLY = 'fixture-early';
export const FULL = 'fixture-full';

/** The day fixture content is loaded for: both fixture editions sell (before every start date). */
export const FIXTURE_TODAY = '2026-02-15';

/** The fixture content, validated and resolved exactly as the build does with the real files. */
export function fixtureContent(): Content {
  return loadContent({ dir: fixturesDir, publicDir, today: FIXTURE_TODAY });
}

/**
 * The project's own content files (editions/), loaded as the build loads them: for tests of the built
 * dist/ and of the tools, which go through whatever editions there are. Never for asserting copy;
 * that is tests/specContent.test.ts alone.
 */
export function projectContent(today = FIXTURE_TODAY): Content {
  return loadContent({ dir: path.join(projectRoot, 'editions'), publicDir, today });
}

export function editionByKey(content: Content, key: string): LoadedEdition {
  const edition = content.editions.find((candidate) => candidate.key === key);
  if (!edition) throw new Error(`Edition ${key} fehlt`);
  return edition;
}

/** What every section component of an edition's page gets besides its own props. */
export function contextFor(content: Content, key: string): SectionContext {
  return { site: toSiteData(content.site, content.today), edition: toEditionData(editionByKey(content, key)) };
}

export function sectionOf<T extends SectionType>(content: Content, key: string, type: T): Extract<SectionDescriptor, { type: T }> {
  const section = editionByKey(content, key).sections.find((candidate) => candidate.type === type);
  if (!section) throw new Error(`Abschnitt ${type} fehlt in ${key}`);
  return section as Extract<SectionDescriptor, { type: T }>;
}

/*
 * A test names a section of a fixture edition's file by its type, never by its place, and takes the order of the
 * sections from the file: a section type added to the fixtures then fails only that section's own tests.
 */
type RawEdition = Record<string, any>;

const fixtureFile = (key: string) => JSON.parse(readFileSync(path.join(fixturesDir, `${key}.json`), 'utf8')) as RawEdition;

/** Where a section type stands in an edition file's list (its index). */
export function sectionIndex(data: RawEdition, type: string): number {
  const index = (data.sections as Array<{ type: string }>).findIndex((section) => section.type === type);
  if (index < 0) throw new Error(`Abschnitt ${type} fehlt in der Edition`);
  return index;
}

/** A section of an edition file as written there, by its type. */
export const rawSection = (data: RawEdition, type: string) => data.sections[sectionIndex(data, type)];

/** A section's path in a fixture edition's file (`sections[3]`), as the content report names it. */
export const fixtureSectionPath = (key: string, type: string) => `sections[${sectionIndex(fixtureFile(key), type)}]`;

/** The section types of a fixture edition in the order its file lists them. */
export const fixtureSectionTypes = (key: string) => (fixtureFile(key).sections as Array<{ type: string }>).map((section) => section.type);

/** A fixture edition's order of sections with `first` moved to its start, in that order (an A/B variant's order). */
export const fixtureOrderWith = (key: string, first: string[]) => [...first, ...fixtureSectionTypes(key).filter((type) => !first.includes(type))];
