import { Modal } from '../Dialogs';
import { Button } from '../ui';

/** Going back to the list with unsaved changes: stay, or discard them (the copy kept in this browser too). */
export function LeaveDialog({ open, name, onStay, onLeave }: { open: boolean; name: string; onStay: () => void; onLeave: () => void }) {
  return (
    <Modal
      open={open}
      title="Ungespeicherte Änderungen verwerfen?"
      onClose={onStay}
      actions={
        <>
          <Button type="button" onClick={onStay}>
            Weiter bearbeiten
          </Button>
          <Button type="button" $variant="danger" onClick={onLeave}>
            Verwerfen und zur Liste
          </Button>
        </>
      }
    >
      <p>Deine Änderungen an „{name}“ sind noch nicht gespeichert.</p>
    </Modal>
  );
}
