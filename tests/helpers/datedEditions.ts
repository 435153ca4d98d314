import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyProject, editJson } from '#scripts/dev/projectCopy';

/**
 * The shipped editions with dates (issue 11): winter's early-bird ends on 15 December 2025 and its
 * sales on 4 January 2026, and a spring edition opens its sales on 15 January 2027, so the closed winter page has an edition
 * to point to. Every figure and text the dated tests read is set here (WINTER), so a marketer's change to the
 * shipped winter edition fails only tests/specContent.test.ts.
 */

const projectRoot = path.resolve(import.meta.dirname, '../..');

export const WINTER_DATES = { earlyBirdUntil: '2025-12-15', salesEnd: '2026-01-04' };

/** What the dated winter edition says, whatever the shipped file says today. */
export const WINTER = {
  name: 'Winter-Edition 2026',
  startDate: '2026-01-05',
  offer: { validFrom: '2025-10-01', price: 399, regularPrice: 499, voucher: 'FRUEHBUCHER26' },
  checkoutCtaLabel: 'Jetzt Frühbucher-Rabatt sichern',
  badges: ['Frühbucher!'],
  bannerTitle: 'Frühbucher-Rabatt:',
  secondaryCtaLabel: 'Mehr erfahren',
  solutionCtaLabel: 'Jetzt Frühbucher-Platz sichern',
} as const;

/** One day in each state of the winter edition. */
export const DAYS = {
  earlyBird: '2025-12-10',
  /** The day after the early-bird's last day. */
  regular: '2025-12-16',
  /** The day after the last day of sales. */
  closed: '2026-01-05',
} as const;

type Json = Record<string, any>;

/** Writes the dated winter and a current spring edition into an `editions/` folder (a copy of the shipped one). */
export function dateEditions(dir: string, changeWinter: (data: Json) => void = () => {}) {
  cpSync(path.join(dir, 'winter.json'), path.join(dir, 'spring.json'));
  editJson(dir, 'spring.json', (data) => {
    Object.assign(data, { slug: 'fruehlingsedition', name: 'Frühlings-Edition 2027', startDate: '2027-04-12' });
    data.seo.title = 'Gewichtscoaching 40+ – Frühlings-Edition 2027';
    data.seo.description = 'Das 11-Wochen-Gewichtscoaching im Frühling 2027: Live-Calls, Videomodule und eine Gruppe, die dich trägt.';
    Object.assign(data.offer, { validFrom: '2027-01-15', price: 349, regularPrice: 449, voucher: 'FRUEHLING27' });
    // Its early-bird runs until its sales end, the day before its start, whatever dates winter.json names.
    delete data.offer.earlyBirdUntil;
    delete data.salesEnd;
    Object.assign(data.sections[0], { badge: 'Frühlings-Edition 2027', title: 'Leichter in den Frühling' });
  });
  editJson(dir, 'winter.json', (data) => {
    Object.assign(data, { name: WINTER.name, startDate: WINTER.startDate, checkoutCtaLabel: WINTER.checkoutCtaLabel });
    Object.assign(data.offer, WINTER.offer);
    const hero = data.sections.find((section: Json) => section.type === 'hero');
    Object.assign(hero, { badges: [...WINTER.badges], secondaryCtaLabel: WINTER.secondaryCtaLabel });
    hero.banner.title = WINTER.bannerTitle;
    data.sections.find((section: Json) => section.type === 'solution').ctaLabel = WINTER.solutionCtaLabel;
    data.offer.earlyBirdUntil = WINTER_DATES.earlyBirdUntil;
    data.salesEnd = WINTER_DATES.salesEnd;
    // Copy that stays after the early-bird may not speak of it (rules/dates.ts): the description says no price.
    data.seo.description = 'Elf Wochen Gruppen-Coaching für alle über 40: mit Live-Calls, Videomodulen und einer Gruppe, die dich trägt.';
    changeWinter(data);
  });
  return dir;
}

/** A scratch `editions/` folder with the dated editions. */
export function datedEditionsDir(changeWinter?: (data: Json) => void): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'editionen-termine-')), 'editions');
  cpSync(path.join(projectRoot, 'editions'), dir, { recursive: true });
  return dateEditions(dir, changeWinter);
}

/** A throwaway copy of the project (sharing node_modules) with the dated editions, to build. */
export function datedProject(): string {
  const dir = copyProject();
  dateEditions(path.join(dir, 'editions'));
  return dir;
}

export { projectRoot };
