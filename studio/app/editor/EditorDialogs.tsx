import type { StudioSetup } from '#studio/shared/apiTypes';
import { SaveDialog } from '../Dialogs';
import { differenceLabel } from '../form/differenceLabel';
import { ConflictDialog } from './ConflictDialog';
import { HistoryDialog, versionTime } from './HistoryDialog';
import { inFormOrder } from './formOrder';
import { LeaveDialog } from './LeaveDialog';
import { PreviewLinksDialog } from './PreviewLinksDialog';
import { problemLineWords } from './problemWords';
import { RecoveryDialog } from './RecoveryDialog';
import type { Draft, DraftHandle } from './useDraft';
import type { LocalDraft } from './useLocalDraft';
import type { useSave } from './useSave';

/** Which of the editor's own dialogs is open: the file's history, the preview links, the question before leaving. */
export interface OpenDialogs {
  history: boolean;
  links: boolean;
  leaving: boolean;
}

interface EditorDialogsProps {
  editionKey: string;
  setup: StudioSetup;
  draft: Draft;
  /** The name as saved: what the dialogs call the edition while its name field is being edited. */
  name: string;
  edition: DraftHandle;
  saving: ReturnType<typeof useSave>;
  local: LocalDraft;
  open: OpenDialogs;
  setOpen: (dialog: keyof OpenDialogs, open: boolean) => void;
  announce: (message: string) => void;
  onClose: () => void;
}

/** The dialogs of an open edition: saving, the history, preview links, a kept draft, a save conflict, leaving. */
export function EditorDialogs({ editionKey, setup, draft, name, edition, saving, local, open, setOpen, announce, onClose }: EditorDialogsProps) {
  const labelOf = (difference: Parameters<typeof differenceLabel>[0]) => differenceLabel(difference, setup, draft);
  const sectionLabel = (type: string) => setup.sections.find((section) => section.type === type)?.label ?? type;
  return (
    <>
      <SaveDialog
        open={saving.differences !== undefined}
        name={name}
        differences={inFormOrder(saving.differences ?? [], setup.schema, draft)}
        labelOf={labelOf}
        sectionName={sectionLabel}
        saving={saving.saving}
        onSave={saving.save}
        onClose={saving.closeSaveDialog}
      />
      <HistoryDialog
        open={open.history}
        editionKey={editionKey}
        name={name}
        labelOf={labelOf}
        problemWords={(problem) => problemLineWords(problem, setup, draft)}
        onClose={() => setOpen('history', false)}
        onRestore={(data, version) => {
          edition.replace(data);
          setOpen('history', false);
          announce(`Fassung vom ${versionTime(version.date)} geladen – noch nicht gespeichert. Strg+Z macht es rückgängig.`);
        }}
      />
      <PreviewLinksDialog open={open.links} editionKey={editionKey} name={name} dirty={edition.dirty} onClose={() => setOpen('links', false)} />
      <RecoveryDialog local={local} name={name} />
      <ConflictDialog
        refusal={saving.conflict}
        name={name}
        labelOf={labelOf}
        saving={saving.saving}
        onTakeOver={(mine) => void saving.takeOver(mine)}
        onReload={saving.reload}
        onClose={saving.closeConflict}
      />
      <LeaveDialog
        open={open.leaving}
        name={name}
        onStay={() => setOpen('leaving', false)}
        onLeave={() => {
          local.discard();
          onClose();
        }}
      />
    </>
  );
}
