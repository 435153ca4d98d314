import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { formatDateLong } from '#engine/format';
import type { TimelineEntry } from '#kit/model/timeline';
import type { SiteCalendar } from '#src/content/siteCalendar';
import { calendarWarningWords } from './calendarWords';
import { answerOf, messageOf, studio } from './api';
import type { StudioCalendar } from '../shared/apiTypes';
import { ErrorText, Panel } from './ui';

/**
 * „Kalender“: what each page shows today and, day by day, what changes by itself from then on (which page,
 * and what the home page promotes), with the check's warning that the site will soon have nothing to
 * sell. The start screen and the publish review show it; the dates in the files decide it all.
 */

const Days = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  > li { display: grid; gap: 0.25rem; padding-left: 0.75rem; border-left: 4px solid ${({ theme }) => theme.color.border}; }
  > li[data-today] { border-left-color: ${({ theme }) => theme.color.sea}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.2rem; }
  .day { font-weight: 700; }
  code { font-family: ${({ theme }) => theme.font.mono}; font-size: 0.9375rem; overflow-wrap: anywhere; }
  li li { overflow-wrap: anywhere; }
`;

const Warning = styled.div`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 6px solid ${({ theme }) => theme.accent.sun.foreground};
  background: ${({ theme }) => theme.accent.sun.background};
  color: ${({ theme }) => theme.accent.sun.foreground};
  svg { flex: none; margin-top: 0.15rem; }
  p { margin: 0; }
  strong { display: block; }
`;

const HOME = 'Startseite';

/** One line of a day: the page, or for the home page its name in bold (the line begins with it). */
function Line({ page, text }: { page: string; text: string }) {
  if (page === '/') {
    return text.startsWith(HOME) ? (
      <li>
        <strong>{HOME}</strong>
        {text.slice(HOME.length)}
      </li>
    ) : (
      <li>{text}</li>
    );
  }
  return (
    <li>
      <code>{page}</code>: {text}
    </li>
  );
}

/** The editions' names by key, read once when `wanted` (the warning names an edition by its name). */
function useEditionNames(wanted: boolean): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!wanted) return;
    answerOf(studio.editions.$get()).then(
      (editions) => setNames(new Map(editions.flatMap((edition) => (edition.name ? [[edition.key, edition.name] as const] : [])))),
      // Not readable: the warning names the edition by its key.
      () => {},
    );
  }, [wanted]);
  return names;
}

/** The 14-day warning, when the check gives it. */
export function CalendarWarning({ calendar }: { calendar: SiteCalendar }) {
  const names = useEditionNames(Boolean(calendar.warning));
  if (!calendar.warning) return null;
  return (
    <Warning role="status" data-calendar-warning="">
      <TriangleAlert size={22} aria-hidden="true" />
      <p>
        <strong>Tage ohne Verkauf</strong>
        {calendarWarningWords(calendar.warning, (key) => names.get(key))}
      </p>
    </Warning>
  );
}

/** Today's pages, then each coming day with its changes. */
export function CalendarDays({ calendar, label }: { calendar: SiteCalendar; label: string }) {
  const days = [...new Set(calendar.coming.map((entry) => entry.day))];
  const on = (day: string): TimelineEntry[] => calendar.coming.filter((entry) => entry.day === day);
  return (
    <Days aria-label={label} data-calendar="">
      <li data-today="">
        <span className="day">Heute, {formatDateLong(calendar.today)}</span>
        <ul>
          {calendar.now.map((entry) => (
            <Line key={entry.page} page={entry.page} text={entry.shows} />
          ))}
        </ul>
      </li>
      {days.map((day) => (
        <li key={day}>
          <span className="day">ab {formatDateLong(day)}</span>
          <ul>
            {on(day).map((entry) => (
              <Line key={entry.page} page={entry.page} text={entry.change} />
            ))}
          </ul>
        </li>
      ))}
      {days.length === 0 && <li>Danach ändert sich keine Seite mehr von selbst.</li>}
    </Days>
  );
}

const Intro = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
  max-width: 46rem;
`;

/** The start screen's „Kalender“: the files on disk as of the studio's day. */
export function CalendarSection() {
  const ids = useId();
  const [calendar, setCalendar] = useState<StudioCalendar>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    answerOf(studio.calendar.$get()).then(setCalendar, (error: unknown) => setFailure(messageOf(error)));
  }, []);

  const { leftOut = [] } = calendar ?? {};
  return (
    <section id="kalender" aria-labelledby={`${ids}-titel`}>
      <h2 id={`${ids}-titel`}>Kalender</h2>
      <Panel>
        <Intro>
          Die Seiten ändern sich an den Tagen, die in den Editionen stehen, von selbst: Eine Edition verkauft ab ihrem ersten Verkaufstag bis zu ihrem letzten,
          und die Startseite wirbt für die Edition, die als letzte in den Verkauf gegangen ist. Einen Start planst du also nur mit den Daten.
        </Intro>
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
        {!calendar && !failure && <p role="status">Kalender wird berechnet …</p>}
        {calendar && <CalendarWarning calendar={calendar} />}
        {leftOut.length > 0 && (
          <ErrorText>
            Ohne {leftOut.join(', ')}: {leftOut.length === 1 ? 'Diese Datei hat' : 'Diese Dateien haben'} Fehler. Der Kalender zeigt die übrigen Editionen, bis
            die Fehler behoben sind.
          </ErrorText>
        )}
        {calendar && <CalendarDays calendar={calendar} label="Kalender der Seiten" />}
      </Panel>
    </section>
  );
}
