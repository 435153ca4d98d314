import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { addDays, lastSalesDay } from '#kit/model/sales';
import { loadContent } from '#src/content/loadContent';
import { sells } from './helpers/builtSite';
import { projectRoot, publicDir } from './helpers/content';
import { renderedSiteProblems } from './helpers/renderedSite';
import { editJson, makeSpring } from './helpers/tempContent';
import { TEST_DAY } from './helpers/testDay';

/**
 * The built-site tests take what they expect from each edition's state in the build (tests/helpers/builtSite.ts),
 * so a marketer's editions cannot break them. Here a copy of the project's editions gets what a marketer might add —
 * a spring edition whose sales are over, one whose sales open later, one whose sales open on the tests' day and so
 * takes over the home page — and a new price for an edition already there; its pages, rendered as the build renders
 * them (tests/helpers/renderedSite.ts), must pass the same checks: for the tests' day, the day before every sale
 * window and the day after them all. Nothing here depends on which editions the project ships: whatever they are,
 * the copy keeps them.
 */
type Json = Record<string, any>;

const editionsOf = (editions: string) => loadContent({ dir: editions, publicDir, today: TEST_DAY }).editions;

/** A spring edition made from another edition's file as a marketer would, with its own address and sale window. */
function addSpring(editions: string, template: string, file: string, slug: string, dates: { validFrom: string; startDate: string }) {
  cpSync(path.join(editions, template), path.join(editions, file));
  editJson(editions, file, (data: Json) => {
    makeSpring(data);
    delete data.current;
    // makeSpring writes an early-bird offer; a Komplettpreis template keeps its own kind of offer.
    if (data.offer.mode !== 'early-bird') for (const field of ['regularPrice', 'voucher']) delete data.offer[field];
    data.slug = slug;
    data.name = `${data.name} (${slug})`;
    data.startDate = dates.startDate;
    data.offer.validFrom = dates.validFrom;
    // Its early-bird lasts its whole sale window, whatever the template's dates say.
    delete data.offer.earlyBirdUntil;
    delete data.salesEnd;
  });
}

/** A copy of the project's editions folder with a marketer's additions. */
function marketerEditions(): string {
  const editions = path.join(mkdtempSync(path.join(os.tmpdir(), 'editionen-')), 'editions');
  cpSync(path.join(projectRoot, 'editions'), editions, { recursive: true });
  // File names and addresses of their own, beside whatever editions the project has (a spring.json of a marketer's included).
  const shipped = editionsOf(editions);
  // An early-bird edition where there is one, so that the copy has editions in every state.
  const template = path.basename((shipped.find((edition) => edition.offer.mode === 'early-bird') ?? shipped[0]).file);
  const latestStart = shipped
    .map((edition) => edition.startDate)
    .sort()
    .at(-1)!;
  addSpring(editions, template, 'fruehling-vorbei.json', 'fruehling-vorbei', { validFrom: addDays(TEST_DAY, -240), startDate: addDays(TEST_DAY, -150) });
  addSpring(editions, template, 'fruehling-spaeter.json', 'fruehling-spaeter', { validFrom: addDays(TEST_DAY, 120), startDate: addDays(TEST_DAY, 210) });
  // Sales that open on the tests' day, for the latest course: the newest launch, whatever else sells that day.
  addSpring(editions, template, 'fruehling-heute.json', 'fruehling-heute', {
    validFrom: TEST_DAY,
    startDate: addDays([latestStart, TEST_DAY].sort().at(-1)!, 30),
  });
  editJson(editions, template, (data: Json) => {
    data.offer.price -= 20;
    if (data.offer.regularPrice) data.offer.regularPrice -= 10;
  });
  return editions;
}

describe('the built-site checks with a marketer’s editions', () => {
  it('hold for every state: closed, upcoming, early-bird and on sale, with the home page on the newest launch, the next to open or the last that closed', async () => {
    const editions = marketerEditions();
    onTestFinished(() => rmSync(path.dirname(editions), { recursive: true, force: true }));
    const all = editionsOf(editions);
    // The day before the first sales open, and the day after the last ones end: nothing sells on either.
    const before = addDays(all.map((edition) => edition.offer.validFrom).sort()[0], -1);
    const after = addDays(all.map(lastSalesDay).sort().at(-1)!, 1);

    const today = await renderedSiteProblems(editions, publicDir, TEST_DAY);
    const states = Object.fromEntries(today.content.editions.map(({ slug, sales }) => [slug, sales.state]));
    expect(states).toMatchObject({ 'fruehling-vorbei': 'closed', 'fruehling-spaeter': 'upcoming' });
    expect(sells(states['fruehling-heute'])).toBe(true);
    expect(today.content.featured.slug).toBe('fruehling-heute');
    expect(today.problems).toEqual([]);

    for (const [day, state] of [
      [before, 'upcoming'],
      [after, 'closed'],
    ]) {
      const quiet = await renderedSiteProblems(editions, publicDir, day);
      expect(quiet.content.editions.map((edition) => edition.sales.state)).toEqual(quiet.content.editions.map(() => state));
      expect(quiet.problems).toEqual([]);
    }
  });
});
