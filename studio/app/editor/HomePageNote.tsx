import { formatDateLong } from '#engine/format';
import { SALES_STATE_LABELS } from '#kit/model/sales';
import type { CheckResult } from '#studio/shared/apiTypes';
import { Badge, Help } from '../ui';
import { NoteBox } from './editorLayout';

/**
 * Where the draft stands today and when the home page promotes it. There is no switch: the home page
 * promotes the edition whose first day of sales came last, so a launch is planned by its dates.
 */
export function HomePageNote({ check }: { check?: CheckResult }) {
  const { sales, today } = check ?? {};
  const coming = (check?.timeline ?? []).filter((entry) => entry.page === '/' && today !== undefined && entry.day > today);
  return (
    <NoteBox aria-labelledby="startseite-titel">
      <h3 id="startseite-titel">Verkauf und Startseite</h3>
      {sales && today ? (
        <p>
          <Badge>Heute: {SALES_STATE_LABELS[sales.state]}</Badge>{' '}
          {sales.promoted ? 'Die Startseite wirbt heute für diese Edition.' : 'Die Startseite wirbt heute nicht für diese Edition.'}
        </p>
      ) : (
        <p>Wo die Edition heute steht, zeigt sich, sobald sie keine Fehler mehr hat.</p>
      )}
      {coming.length > 0 && (
        <ul>
          {coming.map((entry) => (
            <li key={entry.day}>
              ab {formatDateLong(entry.day)}: {entry.change}
            </li>
          ))}
        </ul>
      )}
      <Help>
        Die Startseite wirbt immer für die Edition, deren erster Verkaufstag als letzter begonnen hat und die noch verkauft. Einen Start planst du also mit dem
        ersten Verkaufstag (unter „Angebot und Preis“); umschalten musst du nichts. Den Kalender aller Seiten zeigt die Liste der Editionen.
      </Help>
    </NoteBox>
  );
}
