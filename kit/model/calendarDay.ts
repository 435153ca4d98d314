/**
 * Calendar days as JJJJ-MM-TT. Free of every other module: the Vite and vitest configurations import it
 * directly from Node, which needs file extensions on relative imports.
 */

/** A calendar day as JJJJ-MM-TT, `days` after `iso` (dates in the files are calendar days: computed in UTC). */
export function addDays(iso: string, days: number): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Today in Germany, where buyers read „bis 15. Dezember“: a build at 00:30 in Berlin is already the
 * new day there, though UTC still says yesterday.
 */
export function todayInGermany(now = new Date()): string {
  // Swedish writes dates as JJJJ-MM-TT. Made once: making a format takes far longer than using it.
  berlinDay ??= new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
  return berlinDay.format(now);
}
let berlinDay: Intl.DateTimeFormat | undefined;
