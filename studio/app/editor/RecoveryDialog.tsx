import { Modal } from '../Dialogs';
import { Button } from '../ui';
import { versionTime } from './HistoryDialog';
import type { LocalDraft } from './useLocalDraft';

/** Offers back unsaved work this browser kept from an earlier visit (useLocalDraft.ts). */
export function RecoveryDialog({ local, name }: { local: LocalDraft; name: string }) {
  const found = local.found;
  return (
    <Modal
      open={found !== undefined}
      role="alertdialog"
      title="Ungespeicherte Änderungen gefunden"
      onClose={local.restore}
      actions={
        <>
          <Button type="button" onClick={local.discard}>
            Verwerfen
          </Button>
          <Button type="button" $variant="primary" onClick={local.restore}>
            Wiederherstellen
          </Button>
        </>
      }
    >
      {found && (
        <>
          <p>
            Dieser Browser hat Änderungen an „{name}“ aufbewahrt, die nicht gespeichert wurden (Stand: {versionTime(found.at)}).
          </p>
          {found.fileChanged && <p>Die Datei wurde seitdem geändert. Prüfe vor dem Speichern im Speichern-Dialog, was du damit überschreibst.</p>}
          <p>„Wiederherstellen“ lädt sie ins Formular (mit Strg+Z rückgängig zu machen); „Verwerfen“ löscht sie.</p>
        </>
      )}
    </Modal>
  );
}
