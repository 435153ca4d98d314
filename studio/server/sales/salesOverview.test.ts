import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { probabilityToBeat, wilsonInterval } from '#studio/shared/conversionStatistics';
import { seedFigures } from '#tests/helpers/seededFigures';
import { openFiguresDatabase, type FiguresDatabase } from './figuresDatabase';
import { keptSalesOverview, salesOverview } from './salesOverview';

/** The „Verkäufe“ answer of the hosted studio, from a seeded figures database: a running test of variant b. */

const dirs: string[] = [];
const databases: FiguresDatabase[] = [];
afterEach(() => {
  for (const database of databases.splice(0)) database.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function seeded() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zahlen-'));
  dirs.push(dir);
  seedFigures(dir, 'nordseeedition');
  const database = openFiguresDatabase(dir);
  databases.push(database);
  return database;
}

describe('the sales overview', () => {
  it('gives per edition and variant the totals, the rates with their interval, the verdict and the days', () => {
    const overview = salesOverview(seeded(), true);
    expect(overview).toMatchObject({ receiving: true, visitsCounted: true, minVisitsForVerdict: 100 });
    expect(overview.editions.map((edition) => edition.edition)).toEqual(['nordseeedition']);
    const [own, b] = overview.editions[0].variants;
    expect(own).toMatchObject({ variant: '', visits: 600, clicks: 30, sales: 12, refunds: 1, revenueCents: 11 * 39_900 });
    expect(b).toMatchObject({ variant: 'b', visits: 580, clicks: 41, sales: 19, refunds: 0, revenueCents: 19 * 39_900 });
    expect(own.clickRate).toEqual({ value: 30 / 600, ...wilsonInterval(30, 600) });
    expect(b.saleRate).toEqual({ value: 19 / 580, ...wilsonInterval(19, 580) });
    expect(own.beatsDefault).toBeUndefined();
    expect(b.beatsDefault?.sales).toBeCloseTo(probabilityToBeat({ successes: 19, trials: 580 }, { successes: 12, trials: 600 })!, 12);
    expect(b.beatsDefault?.clicks).toBeCloseTo(probabilityToBeat({ successes: 41, trials: 580 }, { successes: 30, trials: 600 })!, 12);
    expect(b.days.map((day) => [day.day, day.visits, day.clicks, day.sales])).toEqual([
      ['2026-02-10', 190, 14, 6],
      ['2026-02-11', 200, 12, 7],
      ['2026-02-12', 190, 15, 6],
    ]);
    // The refund is counted on the day the platform reported it.
    expect(own.days.map((day) => [day.day, day.refunds])).toEqual([
      ['2026-02-10', 0],
      ['2026-02-11', 0],
      ['2026-02-12', 1],
    ]);
  });

  it('says visits are not counted while no visits log has been read, and shows no rate then', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zahlen-'));
    dirs.push(dir);
    const database = openFiguresDatabase(dir);
    databases.push(database);
    database.transaction(() => database.run("INSERT INTO sale_events VALUES ('A1', 'on_payment', '2026-02-10', 'nordseeedition', '', 39900)"));
    const overview = salesOverview(database, true);
    expect(overview.visitsCounted).toBe(false);
    expect(overview.editions[0].variants[0]).toMatchObject({ sales: 1, visits: 0, clickRate: undefined, saleRate: undefined });
  });
});

describe('the kept sales overview', () => {
  it('is read again after a write through the studio and after a commit by another process, not otherwise', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zahlen-'));
    dirs.push(dir);
    const database = openFiguresDatabase(dir);
    // The visits job's connection (its own process on the server).
    const job = openFiguresDatabase(dir);
    databases.push(database, job);
    const overview = keptSalesOverview(() => database, true);
    const first = overview();
    expect(first.editions).toEqual([]);
    expect(overview()).toBe(first);

    database.transaction(() => database.run("INSERT INTO sale_events VALUES ('A1', 'on_payment', '2026-02-10', 'nordseeedition', '', 39900)"));
    const afterSale = overview();
    expect(afterSale.editions[0].variants[0]).toMatchObject({ sales: 1, revenueCents: 39_900 });
    expect(overview()).toBe(afterSale);

    job.transaction(() => job.run("INSERT INTO visit_days VALUES ('2026-02-10', 'nordseeedition', '', 120, 9)"));
    expect(overview().editions[0].variants[0]).toMatchObject({ visits: 120, clicks: 9, sales: 1 });
  });
});
