/**
 * Times as a marketer reads them: always German time (Europe/Berlin), whatever zone the browser is set to, so one
 * event shows the same clock time on every screen (Freigaben, Live-Seite, Verlauf, save status).
 */
const GERMAN = { timeZone: 'Europe/Berlin' } as const;

/** „14:03“ */
export const clockTime = (at: Date | string) => new Date(at).toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit', ...GERMAN });

/** „25. November 2026, 14:03 Uhr“: when a release went live, a version was saved or a draft kept. */
export const releaseTime = (iso: string) =>
  `${new Date(iso).toLocaleDateString('de-DE', { day: 'numeric', month: 'long', year: 'numeric', ...GERMAN })}, ${clockTime(iso)} Uhr`;
