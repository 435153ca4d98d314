/**
 * Preview links and the image library (docs/entwicklung/studio.md): what the studio's page and its server share.
 * Types and constants, and how both write a link's times.
 */

/** Where a preview link's pages live; the hosted gate lets exactly this path through without a session. */
export const PREVIEW_LINK_PATH = '/studio/vorschau-link';
export const DEFAULT_LINK_DAYS = 7;
export const MAX_LINK_DAYS = 30;

const BERLIN = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A link's moment (made, valid until, revoked) in German time, whatever the time zone of the browser or the
 * server: „15. Februar 2026, 10:00 Uhr“. The studio's dialog and the link's page show the same words; a link
 * is sent to people in Germany. Put together from parts: how Intl joins date and time differs between versions.
 */
export function linkTime(iso: string): string {
  const part = Object.fromEntries(BERLIN.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.day}. ${part.month} ${part.year}, ${part.hour}:${part.minute} Uhr`;
}

export interface PreviewLinkSummary {
  id: string;
  /** The link's address, from the studio's own origin (path only; the page adds the origin). */
  path: string;
  key: string;
  /** The edition's name when the link was made. */
  name: string;
  creator: string;
  /** ISO times. */
  created: string;
  expires: string;
  revoked?: string;
  state: 'gültig' | 'abgelaufen' | 'widerrufen';
  /** The A/B variants of the edition in the link's content, by name, when it was just made (the link shows each). */
  variants?: string[];
}

/** One place an image is named: the file (or which snapshot) and the field. */
export interface ImageUse {
  /** „editions/spring.json“, „Live-Release 2026-03-01T…: editions/spring.json“, „Vorschau-Link von anna: …“ */
  where: string;
  field: string;
}

export interface LibraryImage {
  name: string;
  src: string;
  bytes: number;
  uses: ImageUse[];
}

export interface ImageLibrary {
  images: LibraryImage[];
  /** What could not be read for the uses (the live release unreachable), in German; deleting is refused then. */
  unknown?: string;
}
