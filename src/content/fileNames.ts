import { slugify } from '#engine/slug';

/**
 * Which names content files and edition addresses may have. An edition's file name is its key (`spring`
 * for editions/spring.json): the tools, the studio and the QA pages name editions by it, so it must be
 * one plain word that every system stores the same way: lowercase ASCII letters and digits, joined by
 * single hyphens. Anything else in editions/ (`.hidden.json`, `Spring.json`, `früh.json`, `-rf.json`,
 * `spring edition.json`) is not an edition; the loader names it instead of publishing it.
 */

export const EDITION_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EDITION_KEY_MAX = 40;
export const SITE_KEY = 'site';

/**
 * Names Windows reserves for devices: a file or folder so named (with any extension) cannot be opened
 * or deleted there, so a checkout on Windows or a copy of dist/ would break.
 */
export const WINDOWS_DEVICE_NAMES: readonly string[] = [
  'con',
  'prn',
  'aux',
  'nul',
  ...Array.from({ length: 9 }, (_, index) => `com${index + 1}`),
  ...Array.from({ length: 9 }, (_, index) => `lpt${index + 1}`),
];

export const isWindowsDeviceName = (name: string) => WINDOWS_DEVICE_NAMES.includes(name.toLowerCase());

export const DEVICE_NAME_NOTE = 'unter Windows ein reservierter Gerätename (wie con, prn, aux, nul, com1–com9, lpt1–lpt9)';

/** Why `key` cannot name an edition file, as the end of a German sentence; undefined when it can. */
export function editionKeyProblem(key: string): string | undefined {
  if (!EDITION_KEY.test(key)) return 'nur Kleinbuchstaben (ohne Umlaute), Ziffern und einzelne Bindestriche dazwischen erlaubt';
  if (key.length > EDITION_KEY_MAX) return `höchstens ${EDITION_KEY_MAX} Zeichen erlaubt`;
  if (key === SITE_KEY) return '„site“ ist der Name der Einstellungsdatei';
  if (isWindowsDeviceName(key)) return `„${key}“ ist ${DEVICE_NAME_NOTE}`;
  return undefined;
}

/** An edition file's name: a valid key and `.json`. */
export const isEditionFileName = (name: string) => name.endsWith('.json') && editionKeyProblem(name.slice(0, -'.json'.length)) === undefined;

/** A name that follows the rule, for the message about one that does not (`Spring Edition.json` → `spring-edition.json`). */
export function suggestedFileName(name: string): string | undefined {
  const key = slugify(name.replace(/\.json$/i, ''), EDITION_KEY_MAX);
  return key !== '' && editionKeyProblem(key) === undefined ? `${key}.json` : undefined;
}
