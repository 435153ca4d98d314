import type { ContentProblem } from '#engine/errors';
import { editionKeyOfPath } from '#src/content/editionFile';
import { problemWords } from './editor/problemWords';

/**
 * The calendar's warning (src/content/rules/calendar.ts) as the studio shows it: the terminal's version names the
 * file, its field path and the command that makes a new edition; on the studio's screens an edition is named by its
 * name, a date field by its label in the form, and a new edition is made under „Neue Edition anlegen“.
 */

/** The date fields the calendar's rule names, by their labels in the form (the field reference; a test keeps them in step). */
export const CALENDAR_FIELDS: Readonly<Record<string, string>> = {
  startDate: 'Starttermin der Edition',
  salesEnd: 'Letzter Verkaufstag',
  'offer.validFrom': 'Erster Verkaufstag (Anmeldung öffnet)',
};

/** `warning` in the marketer's words; `nameOf` names an edition by its key (undefined: its key in quotes). */
export function calendarWarningWords(warning: Pick<ContentProblem, 'message' | 'file' | 'path'>, nameOf: (key: string) => string | undefined): string {
  const edition = (file: string) => {
    const key = editionKeyOfPath(file);
    return key ? `„${nameOf(key) ?? key}“` : 'den Website-Einstellungen';
  };
  const message = problemWords(
    warning.message
      .replace('Mit „npm run edition:new“ die nächste Edition anlegen', 'Unter „Neue Edition anlegen“ die nächste Edition anlegen')
      .replace(/ \((?:offer\.validFrom|startDate|salesEnd)\)/g, '')
      .replace(/editions\/[^\s,;)]+\.json/g, edition),
    { placeOf: (path) => CALENDAR_FIELDS[path] ?? path, labelOfKey: (key) => CALENDAR_FIELDS[key] },
  );
  const field = warning.path ? CALENDAR_FIELDS[warning.path] : undefined;
  const where = field ? `Feld „${field}“ in ${edition(warning.file)}` : edition(warning.file);
  return `${message.charAt(0).toUpperCase()}${message.slice(1)} (${where}).`;
}
