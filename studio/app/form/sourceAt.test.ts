import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir } from '#tests/helpers/content';
import { sourceAt } from './FormContext';
import { clone, getAt, moved, removeAt, setAt, type Path } from './paths';

/**
 * Own and shared values in the studio's form, on every list of the fixtures' shared section defaults:
 * „Für diese Edition ändern“ (copy the default in), moves, adds, removes and „Gemeinsamen Text verwenden“
 * (remove it again) keep every item's fields with that item. A list the edition writes replaces the shared
 * one as a whole (engine/resolve.ts), so no field inside it may be paired with the shared item at its index.
 */

const defaults = (JSON.parse(readFileSync(path.join(fixturesDir, 'site.json'), 'utf8')) as { sectionDefaults: Record<string, Record<string, unknown>> })
  .sectionDefaults;

/** Every list of objects in the defaults, with its path inside the section (`reviews`, `phases`). */
const LISTS = Object.entries(defaults).flatMap(([type, section]) =>
  Object.entries(section)
    .filter(([, value]) => Array.isArray(value) && value.length > 1 && value.every((item) => typeof item === 'object'))
    .map(([field, value]) => ({ type, field, items: value as Array<Record<string, unknown>> })),
);

/** A draft whose only section is `type`, at index 1 (after a hero), with nothing of its own. */
const draftWith = (type: string): Record<string, unknown> => ({ sections: [{ type: 'hero' }, { type }] });

describe.each(LISTS)('the list $type.$field', ({ type, field, items }) => {
  const listPath: Path = ['sections', 1, field];

  it('is shared while the edition has none, item by item as in site.json', () => {
    const draft = draftWith(type);
    expect(sourceAt(draft, defaults, listPath)).toEqual({ kind: 'shared', shared: items });
  });

  it('copied into the edition, every field of every item is the edition’s own, with no shared value to return to', () => {
    const draft = setAt(draftWith(type), listPath, clone(items));
    items.forEach((item, index) => {
      for (const key of Object.keys(item)) expect(sourceAt(draft, defaults, [...listPath, index, key]), `${field}[${index}].${key}`).toEqual({ kind: 'own' });
    });
    // The list as a whole can go back to the shared one.
    expect(sourceAt(draft, defaults, listPath)).toEqual({ kind: 'own', shared: items });
  });

  it('moved, every item keeps its own fields (by id), and none of them turns shared', () => {
    let draft = setAt(draftWith(type), listPath, clone(items));
    draft = setAt(draft, listPath, moved(getAt(draft, listPath) as unknown[], items.length - 1, 0));
    const list = getAt(draft, listPath) as Array<Record<string, unknown>>;
    expect(list.map((item) => item.id)).toEqual([items.at(-1)!.id, ...items.slice(0, -1).map((item) => item.id)]);
    for (const [index, item] of list.entries()) {
      expect(item).toEqual(items.find((original) => original.id === item.id));
      for (const key of Object.keys(item)) expect(sourceAt(draft, defaults, [...listPath, index, key]).kind).toBe('own');
    }
  });

  it('an item removed or added changes no other item', () => {
    let draft = setAt(draftWith(type), listPath, clone(items));
    draft = removeAt(draft, [...listPath, 0]);
    expect(getAt(draft, listPath)).toEqual(items.slice(1));
    draft = setAt(draft, [...listPath, items.length - 1], { id: 'neu' });
    expect(getAt(draft, listPath)).toEqual([...items.slice(1), { id: 'neu' }]);
    expect(sourceAt(draft, defaults, [...listPath, items.length - 1, 'id'])).toEqual({ kind: 'own' });
  });

  it('„Gemeinsamen Text verwenden“ on the list brings back the shared items, in their order', () => {
    const own = setAt(draftWith(type), listPath, moved(clone(items), 0, items.length - 1));
    const back = removeAt(own, listPath);
    expect(sourceAt(back, defaults, listPath)).toEqual({ kind: 'shared', shared: items });
  });
});

it('covers the reviews and at least four other lists', () => {
  expect(LISTS.map((list) => `${list.type}.${list.field}`)).toEqual(expect.arrayContaining(['testimonials.reviews', 'timeline.phases']));
  expect(LISTS.length).toBeGreaterThanOrEqual(5);
});
