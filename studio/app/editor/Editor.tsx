import { useCallback, useEffect, useMemo, useState } from 'react';
import { variantNames } from '#engine/variants';
import type { CheckResult, StudioEditionSummary, StudioProblem, StudioSetup } from '#studio/shared/apiTypes';
import { csrfToken } from '../api';
import { FormContext } from '../form/FormContext';
import { fieldId } from '../form/paths';
import { PreviewPane } from '../PreviewPane';
import { ProblemsPanel } from '../ProblemsPanel';
import { CompareWith } from './CompareWith';
import { EditorDialogs, type OpenDialogs } from './EditorDialogs';
import { EditorNav } from './EditorNav';
import { OpenFailed, Opening, ViewButtons } from './EditorStates';
import { EditorTop, editorStatus } from './EditorTop';
import { useEditorTitle, useUndoSteps } from './editorHooks';
import { Body, FormColumn, Layout, StatusText } from './editorLayout';
import { errorCountIn, FIRST_GROUP, groupOf, placeOf, sectionGroup, sectionOfGroup, sectionsOf } from './formPlaces';
import { GroupForm } from './GroupForm';
import { HomePageNote } from './HomePageNote';
import { previewOfDay } from './previewDay';
import { editionProblemWords } from './problemWords';
import { type DraftHandle, useDraft } from './useDraft';
import { useEditorForm } from './useEditorForm';
import { useLiveCheck } from './useLiveCheck';
import { useLocalDraft } from './useLocalDraft';
import { SAVE_BLOCKED, useSave } from './useSave';
import { VariantTestPanel } from './VariantTestPanel';

/**
 * One edition open in the studio: the form (in groups, one section at a time), the check as you type,
 * the preview beside it (or switched to, on a phone), undo and redo, the file's history, and saving with
 * the changes shown first. The work itself is in the hooks beside this file; this one lays it out.
 */

interface EditorProps {
  editionKey: string;
  setup: StudioSetup;
  editions: StudioEditionSummary[];
  onClose: () => void;
}

export function Editor({ editionKey, setup, editions, onClose }: EditorProps) {
  const edition = useDraft(editionKey);
  const { opened, draft, dirty } = edition;
  const [announcement, setAnnouncement] = useState('');
  // The day the preview shows (JJJJ-MM-TT); empty: today.
  const [previewDay, setPreviewDay] = useState('');
  const [previewVariant, setPreviewVariant] = useState('');
  // A variant renamed or removed in the form is no longer shown: the preview goes back to the edition's own copy.
  const testedVariants = variantNames(draft?.variants);
  const shownVariant = testedVariants.includes(previewVariant) ? previewVariant : '';
  const live = useLiveCheck(editionKey, draft, { day: previewDay, variant: shownVariant }, setAnnouncement);
  const local = useLocalDraft(editionKey, edition);
  const [group, setGroup] = useState<string>(FIRST_GROUP);
  const [view, setView] = useState<'form' | 'preview'>('form');
  const [dialogs, setDialogs] = useState<OpenDialogs>({ history: false, links: false, leaving: false });
  const setOpen = useCallback((dialog: keyof OpenDialogs, open: boolean) => setDialogs((current) => ({ ...current, [dialog]: open })), []);

  const name = typeof draft?.name === 'string' && draft.name ? draft.name : editionKey;
  /** The name as saved: what the dialogs call the edition while its name field is being edited. */
  const savedName = typeof opened?.data.name === 'string' && opened.data.name ? opened.data.name : editionKey;
  useEditorTitle(name, dirty);

  const { problems, blocking, context, focusLater } = useEditorForm({ edition, draft, setup, live, announce: setAnnouncement });
  const sections = useMemo(() => sectionsOf(draft), [draft]);
  const sectionLabel = (type: string) => setup.sections.find((section) => section.type === type)?.label ?? type;

  const goTo = (next: string, focus?: string) => {
    setGroup(next);
    setView('form');
    focusLater(focus ?? 'gruppe-titel');
  };
  const goToProblem = (problem: StudioProblem) => goTo(groupOf(problem.field, sections), problem.field ? fieldId(problem.field) : undefined);

  const saving = useSave({ editionKey, edition, blocking, announce: setAnnouncement, showCheck: live.setCheck, goToProblem });

  // „Speichern geht erst ohne Fehler“ is true only while there are errors: it goes once they are fixed.
  useEffect(() => {
    if (blocking.length === 0) setAnnouncement((current) => (current.startsWith(SAVE_BLOCKED) ? '' : current));
  }, [blocking.length]);

  const { stepBack, stepForward } = useUndoSteps(edition.undo, edition.redo, setAnnouncement);

  const others = editions.filter((candidate) => candidate.key !== editionKey && candidate.readable);
  const [compareWith, setCompareWith] = useState(() => (others.find((candidate) => candidate.promoted) ?? others[0])?.key ?? '');

  if (edition.failure) return <OpenFailed message={edition.failure} onClose={onClose} />;
  if (!draft || !context || !opened) return <Opening editionKey={editionKey} />;

  const slug = typeof draft.slug === 'string' ? draft.slug : '';
  const currentSection = sectionOfGroup(group);
  const dayPreview = previewOfDay(previewDay, live.check, live.lastPreview, live.checking, shownVariant);

  return (
    <FormContext.Provider value={context}>
      <Layout>
        <EditorTop
          name={name}
          slug={slug}
          check={live.check}
          status={editorStatus(blocking.length, dirty)}
          announcement={announcement}
          undo={{ back: stepBack, forward: stepForward, canUndo: edition.canUndo, canRedo: edition.canRedo }}
          onBack={() => (dirty ? setOpen('leaving', true) : onClose())}
          onHistory={() => setOpen('history', true)}
          onLinks={() => setOpen('links', true)}
          onSave={saving.startSave}
        />
        <ViewButtons view={view} onChoose={setView} />
        <Body data-view={view}>
          <div data-pane="form">
            <EditorNav
              sections={sections}
              current={group}
              sectionLabel={sectionLabel}
              errorsIn={(id) => errorCountIn(blocking, id, sections)}
              onGo={(id) => goTo(id)}
            />
            <FormColumn aria-labelledby="gruppe-titel">
              <ProblemsPanel
                problems={problems}
                placeOf={(problem) => placeOf(problem, setup, draft)}
                wordsOf={editionProblemWords(setup, draft)}
                checking={live.checking}
                onGo={goToProblem}
              />
              {announcement && (
                <StatusText $tone={announcement.startsWith('Gespeichert') ? 'ok' : 'dirty'} aria-hidden="true">
                  {announcement}
                </StatusText>
              )}
              <GroupForm
                group={group}
                sections={sections}
                setup={setup}
                sectionLabel={sectionLabel}
                onEditSection={(type) => goTo(sectionGroup(type))}
                first={<FirstGroupNotes editionKey={editionKey} edition={edition} check={live.check} siteHost={setup.siteHost} announce={setAnnouncement} />}
              />
            </FormColumn>
          </div>
          <div data-pane="preview">
            <PreviewPane
              editionKey={editionKey}
              draft={draft}
              preview={dayPreview.preview}
              unshown={dayPreview.unshown}
              variants={{ names: testedVariants, chosen: shownVariant, onChoose: setPreviewVariant }}
              stale={Boolean(live.check) && !live.check?.preview}
              selectedSection={currentSection}
              onSelectSection={(type) => {
                if (sections.some((section) => section.type === type)) goTo(sectionGroup(type));
              }}
              origin={setup.site.origin}
              day={{
                chosen: previewDay,
                today: live.check?.today,
                shown: dayPreview.preview?.day,
                timeline: live.check?.timeline ?? [],
                onChoose: setPreviewDay,
              }}
              compare={others.length > 0 && <CompareWith others={others} editionKey={editionKey} value={compareWith} onChange={setCompareWith} />}
            />
          </div>
        </Body>
      </Layout>
      <EditorDialogs
        editionKey={editionKey}
        setup={setup}
        draft={draft}
        name={savedName}
        edition={edition}
        saving={saving}
        local={local}
        open={dialogs}
        setOpen={setOpen}
        announce={setAnnouncement}
        onClose={onClose}
      />
    </FormContext.Provider>
  );
}

interface FirstGroupNotesProps {
  editionKey: string;
  edition: DraftHandle;
  check: CheckResult | undefined;
  siteHost: StudioSetup['siteHost'];
  announce: (message: string) => void;
}

/** Above the first group: whether the edition is the home page, and its A/B test (ended into the saved version). */
function FirstGroupNotes({ editionKey, edition, check, siteHost, announce }: FirstGroupNotesProps) {
  if (!edition.opened) return null;
  return (
    <>
      <HomePageNote check={check} />
      <VariantTestPanel
        editionKey={editionKey}
        saved={edition.opened.data}
        hash={edition.opened.hash}
        dirty={edition.dirty}
        siteHost={siteHost}
        approval={csrfToken() !== undefined}
        onEnded={(result, done) => {
          edition.markSaved(result.data, result.hash);
          announce(done);
        }}
      />
    </>
  );
}
