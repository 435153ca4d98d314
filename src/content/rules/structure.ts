import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from '#engine/errors';
import { sellsOnSomeDay } from '#kit/model/sales';
import { editionImages } from '../images';
import { problemAt, problemIn, SITE_FILE_PATH, type Rule } from './context';

/** The hero first (it holds the h1), and each section type once per page (its type is its anchor and key). */
export const sectionOrderRules: Rule = ({ editions }) =>
  editions.flatMap((edition) => {
    const problems: ContentProblem[] = [];
    if (edition.sections[0]?.type !== 'hero') problems.push(problemAt(edition, 'sections[0].type', 'sections.hero-first', {}));
    const seen = new Set<string>();
    edition.sections.forEach((section, index) => {
      if (seen.has(section.type)) problems.push(problemAt(edition, `sections[${index}].type`, 'sections.type-twice', { type: section.type }));
      seen.add(section.type);
    });
    return problems;
  });

/**
 * An edition that sells on some day shows its price (PAngV): its page has checkout buttons, and the price card is
 * the one place that names the price with its label and VAT note. Independent of today, so a file valid when saved
 * stays valid.
 */
export const priceSectionRules: Rule = ({ editions }) =>
  editions.flatMap((edition) =>
    sellsOnSomeDay(edition) && !edition.sections.some((section) => section.type === 'pricing')
      ? [problemAt(edition, 'sections', 'sections.price-missing', {})]
      : [],
  );

/** Every list entry with an `id` within one list must have its own: ids become HTML ids and React keys. */
function duplicateIds(value: unknown, at: PropertyKey[], report: (at: PropertyKey[], id: string, first: PropertyKey[]) => void) {
  if (Array.isArray(value)) {
    const firstAt = new Map<string, number>();
    value.forEach((item, index) => {
      const id = item && typeof item === 'object' && 'id' in item ? (item as { id: unknown }).id : undefined;
      if (typeof id === 'string') {
        const first = firstAt.get(id);
        if (first !== undefined) report([...at, index, 'id'], id, [...at, first]);
        else firstAt.set(id, index);
      }
      duplicateIds(item, [...at, index], report);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) duplicateIds(item, [...at, key], report);
  }
}

const pathText = (keys: PropertyKey[]) =>
  keys
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');

export const uniqueIdRules: Rule = (input) => {
  const problems: ContentProblem[] = [];
  for (const edition of input.editions) {
    duplicateIds(edition.sections, ['sections'], (at, id, first) =>
      problems.push(problemAt(edition, at, 'items.duplicate-id', { id, first: pathText(first) })),
    );
    duplicateIds(edition.valueBreakdown, ['valueBreakdown'], (at, id, first) =>
      problems.push(problemIn(edition.file, pathText(at), 'items.duplicate-id', { id, first: pathText(first) })),
    );
  }
  const { sectionDefaults: _defaults, ...site } = input.site;
  duplicateIds(site, [], (at, id, first) => problems.push(problemIn(SITE_FILE_PATH, pathText(at), 'items.duplicate-id', { id, first: pathText(first) })));
  return problems;
};

/** Every image a section names (from the sections' metadata) must be a file in public/. */
export const imageFileRules: Rule = ({ editions, publicDir }) =>
  editions.flatMap((edition) =>
    editionImages(edition).flatMap(({ at, image }) =>
      existsSync(path.join(publicDir, image.src)) ? [] : [problemAt(edition, `${at}.src`, 'image.missing', { src: image.src })],
    ),
  );
