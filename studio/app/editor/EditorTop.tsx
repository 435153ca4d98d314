import ArrowLeft from 'lucide-react/icons/arrow-left';
import History from 'lucide-react/icons/rotate-ccw-clock';
import Link from 'lucide-react/icons/link';
import Redo2 from 'lucide-react/icons/redo-2';
import Save from 'lucide-react/icons/save';
import Undo2 from 'lucide-react/icons/undo-2';
import { SALES_STATE_LABELS } from '#kit/model/sales';
import type { CheckResult } from '#studio/shared/apiTypes';
import { Badge, Button, VisuallyHidden } from '../ui';
import { StatusText, Top } from './editorLayout';

type EditorStatus = { tone: 'error' | 'dirty' | 'ok'; text: string };

/** The line beside the save button: errors first, then unsaved changes, else all saved. */
export function editorStatus(errorCount: number, dirty: boolean): EditorStatus {
  const tone = errorCount > 0 ? 'error' : dirty ? 'dirty' : 'ok';
  const text = errorCount > 0 ? `${errorCount} Fehler – Speichern erst danach` : dirty ? 'Ungespeicherte Änderungen' : 'Alles gespeichert';
  return { tone, text };
}

interface EditorTopProps {
  name: string;
  slug: string;
  check: CheckResult | undefined;
  status: EditorStatus;
  /** What the screen reader hears after a change (saved, undone …). */
  announcement: string;
  undo: { back: () => void; forward: () => void; canUndo: boolean; canRedo: boolean };
  onBack: () => void;
  onHistory: () => void;
  onLinks: () => void;
  onSave: () => void;
}

/** The editor's top bar: back to the list, the edition's name, address and state today, undo, redo, Verlauf, Vorschau-Link, Speichern. */
export function EditorTop({ name, slug, check, status, announcement, undo, onBack, onHistory, onLinks, onSave }: EditorTopProps) {
  return (
    <Top>
      <Button type="button" $variant="quiet" onClick={onBack}>
        <ArrowLeft size={18} aria-hidden="true" /> Alle Editionen
      </Button>
      <div className="title">
        <h1>{name}</h1>
        <p className="file">
          {slug && `Adresse /${slug}`} {check?.sales && <Badge>Heute: {SALES_STATE_LABELS[check.sales.state]}</Badge>}{' '}
          {check?.sales?.promoted && <Badge $tone="current">Startseite wirbt dafür</Badge>}
        </p>
      </div>
      <StatusText className="status" $tone={status.tone} aria-hidden="true">
        {status.text}
      </StatusText>
      <div className="actions">
        <Button type="button" $variant="quiet" onClick={undo.back} disabled={!undo.canUndo} aria-keyshortcuts="Control+Z" title="Rückgängig (Strg+Z)">
          <Undo2 size={18} aria-hidden="true" /> Rückgängig
        </Button>
        <Button
          type="button"
          $variant="quiet"
          onClick={undo.forward}
          disabled={!undo.canRedo}
          aria-keyshortcuts="Control+Shift+Z"
          title="Wiederholen (Strg+Umschalt+Z)"
        >
          <Redo2 size={18} aria-hidden="true" /> Wiederholen
        </Button>
        <Button type="button" $variant="quiet" onClick={onHistory}>
          <History size={18} aria-hidden="true" /> Verlauf
        </Button>
        <Button type="button" $variant="quiet" onClick={onLinks}>
          <Link size={18} aria-hidden="true" /> Vorschau-Link
        </Button>
        <Button type="button" $variant="primary" onClick={onSave} aria-describedby="speicher-status">
          <Save size={18} aria-hidden="true" /> Speichern …
        </Button>
      </div>
      <VisuallyHidden id="speicher-status">{status.text}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite" data-announcement="">
        {announcement}
      </VisuallyHidden>
    </Top>
  );
}
