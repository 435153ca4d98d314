import { ContentError } from '#engine/errors';
import { formatSiteReport } from '#src/content/problemHints';
import { formatDateLong } from '#engine/format';
import type { Content } from '#src/content/loadContent';
import { BuildError } from './buildError';

/**
 * The content as the build for another day loads it, loaded once per day. The clock always wins, so a build
 * for a coming change day must succeed from the files that are valid today; if one would not, the build
 * says so now, naming the day, rather than on that day.
 */
export function contentForDays(today: Content, load: (day: string) => Content): (day: string) => Content {
  const loaded = new Map<string, Content>([[today.today, today]]);
  return (day) => {
    let content = loaded.get(day);
    if (!content) {
      try {
        content = load(day);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        throw new BuildError(
          `Am ${formatDateLong(day)} ändert sich eine Seite von selbst, aber für diesen Tag ließen sich die Seiten nicht bauen:\n${formatSiteReport(error.problems)}`,
        );
      }
      loaded.set(day, content);
    }
    return content;
  };
}
