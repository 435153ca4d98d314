import { formatDateLong } from '#engine/format';
import { lastSalesDay, sellsOnSomeDay } from '#kit/model/sales';
import { Modal } from './Dialogs';
import { Button } from './ui';

/**
 * The question before a section leaves the page. The price section of an edition that sells is refused here,
 * before anything changes: its page has checkout buttons, and the price must stand beside them (PAngV); the
 * check would refuse the file anyway (`sections.price-missing` in src/content/rules/structure.ts).
 */

interface RemoveSectionDialogProps {
  /** The section's type and label, or undefined while no removal is asked for. */
  section: { type: string; label: string } | undefined;
  draft: Record<string, unknown>;
  onKeep: () => void;
  onRemove: () => void;
}

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The edition's sale window as far as the draft tells it (its last day: `salesEnd`, else the day before the
 * start); a missing date counts as selling (the check names it).
 */
function saleWindow(draft: Record<string, unknown>) {
  const offer = draft.offer && typeof draft.offer === 'object' ? (draft.offer as Record<string, unknown>) : {};
  const from = isDay(offer.validFrom) ? offer.validFrom : undefined;
  const typedEnd = isDay(draft.salesEnd) ? draft.salesEnd : undefined;
  const start = isDay(draft.startDate) ? draft.startDate : undefined;
  const until = typedEnd ?? (start && lastSalesDay({ startDate: start }));
  const sells = from === undefined || until === undefined || sellsOnSomeDay({ offer: { validFrom: from }, salesEnd: until, startDate: start ?? until });
  return { from, until, sells };
}

export function RemoveSectionDialog({ section, draft, onKeep, onRemove }: RemoveSectionDialogProps) {
  const window = saleWindow(draft);
  // One dialog element for both answers, so closing it gives focus back to the button that opened it.
  const refused = section?.type === 'pricing' && window.sells;
  const days = [window.from && `ab dem ${formatDateLong(window.from)}`, window.until && `bis zum ${formatDateLong(window.until)}`].filter(Boolean).join(' ');
  return (
    <Modal
      open={section !== undefined}
      role={refused ? 'alertdialog' : 'dialog'}
      title={refused ? `Abschnitt „${section.label}“ kann nicht entfernt werden` : `Abschnitt „${section?.label ?? ''}“ entfernen?`}
      onClose={onKeep}
      actions={
        refused ? (
          <Button type="button" $variant="primary" onClick={onKeep}>
            Verstanden, Abschnitt behalten
          </Button>
        ) : (
          <>
            <Button type="button" onClick={onKeep}>
              Behalten
            </Button>
            <Button type="button" $variant="danger" onClick={onRemove}>
              Entfernen
            </Button>
          </>
        )
      }
    >
      {refused ? (
        <>
          <p>
            Diese Edition verkauft{days && ` (${days})`}, und ihre Seite hat dann Checkout-Knöpfe. Wer verkauft, muss den Preis zeigen (Preisangabenverordnung,
            PAngV). Ohne den Preis-Abschnitt stünde der Preis nirgends auf der Seite, und die Prüfung ließe die Datei nicht speichern.
          </p>
          <p>Verschieben kannst du den Abschnitt, und seine Texte lassen sich ändern.</p>
        </>
      ) : (
        <p>Der Abschnitt verschwindet von dieser Seite, mit den eigenen Texten dieser Edition darin. Erst beim Speichern ändert sich die Datei.</p>
      )}
    </Modal>
  );
}
