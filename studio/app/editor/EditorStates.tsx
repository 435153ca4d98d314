import ArrowLeft from 'lucide-react/icons/arrow-left';
import Eye from 'lucide-react/icons/eye';
import PencilLine from 'lucide-react/icons/pencil-line';
import { Button } from '../ui';
import { ViewSwitch } from './editorLayout';

/** The editor before its edition is open: why it could not be opened, or that it is being opened. */
export function OpenFailed({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <main style={{ padding: '2rem', maxWidth: '48rem', display: 'grid', gap: '1rem' }}>
      <h1>Editions-Studio</h1>
      <p role="alert">{message}</p>
      <div>
        <Button type="button" onClick={onClose}>
          <ArrowLeft size={18} aria-hidden="true" /> Zur Liste der Editionen
        </Button>
      </div>
    </main>
  );
}

export function Opening({ editionKey }: { editionKey: string }) {
  return (
    <p role="status" style={{ padding: '2rem' }}>
      {editionKey} wird geöffnet …
    </p>
  );
}

/** On a narrow screen: the form or the preview. */
export function ViewButtons({ view, onChoose }: { view: 'form' | 'preview'; onChoose: (view: 'form' | 'preview') => void }) {
  return (
    <ViewSwitch role="group" aria-label="Ansicht">
      <Button type="button" $variant={view === 'form' ? 'primary' : 'secondary'} aria-pressed={view === 'form'} onClick={() => onChoose('form')}>
        <PencilLine size={18} aria-hidden="true" /> Formular
      </Button>
      <Button type="button" $variant={view === 'preview' ? 'primary' : 'secondary'} aria-pressed={view === 'preview'} onClick={() => onChoose('preview')}>
        <Eye size={18} aria-hidden="true" /> Vorschau
      </Button>
    </ViewSwitch>
  );
}
