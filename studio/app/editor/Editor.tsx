import { EditorTop } from './EditorTop';
import { GroupForm } from './GroupForm';
import { Opening, OpenFailed, ViewButtons } from './EditorStates';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFocusLater, useInputProblems, useUndoShortcuts } from './editorHooks';
import type { StudioEditionSummary, StudioImage, StudioProblem, StudioSetup } from '#studio/shared/apiTypes';
import { csrfToken, getJson } from '../api';
import { SaveDialog } from '../Dialogs';
import { CompareWith } from './CompareWith';
import { LeaveDialog } from './LeaveDialog';
import { FormContext, type FormContextValue } from '../form/FormContext';
import { differenceLabel } from '../form/differenceLabel';
import { fieldId } from '../form/paths';
import { variantNames } from '#engine/variants';
import { PreviewPane } from '../PreviewPane';
import { ProblemsPanel } from '../ProblemsPanel';
import { Body, FormColumn, Layout, StatusText } from './editorLayout';
import { EditorNav } from './EditorNav';
import { inFormOrder } from './formOrder';
import { errorCountIn, FIRST_GROUP, groupOf, placeOf, problemsByField, sectionGroup, sectionOfGroup, sectionsOf } from './formPlaces';
import { ConflictDialog } from './ConflictDialog';
import { HistoryDialog, versionTime } from './HistoryDialog';
import { PreviewLinksDialog } from './PreviewLinksDialog';
import { HomePageNote } from './HomePageNote';
import { previewOfDay } from './previewDay';
import { RecoveryDialog } from './RecoveryDialog';
import { useDraft } from './useDraft';
import { useLiveCheck } from './useLiveCheck';
import { useLocalDraft } from './useLocalDraft';
import { editionProblemWords, problemLineWords } from './problemWords';
import { VariantTestPanel } from './VariantTestPanel';
import { SAVE_BLOCKED, useSave } from './useSave';

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
  const [images, setImages] = useState<StudioImage[]>();
  const [leaving, setLeaving] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const [showLinks, setShowLinks] = useState(false);

  const name = typeof draft?.name === 'string' && draft.name ? draft.name : editionKey;
  /** The name as saved: what the dialogs call the edition while its name field is being edited. */
  const savedName = typeof opened?.data.name === 'string' && opened.data.name ? opened.data.name : editionKey;
  useEffect(() => {
    document.title = `${dirty ? '• ' : ''}${name} – Editions-Studio`;
  }, [name, dirty]);

  const [inputProblems, reportInput] = useInputProblems();
  const problems = useMemo<StudioProblem[]>(
    () => [
      ...[...inputProblems].map(([field, message]) => ({
        code: 'studio.input',
        severity: 'error' as const,
        file: opened?.file ?? '',
        path: field,
        field,
        message,
        blocking: true,
      })),
      ...(live.check?.problems ?? []),
    ],
    [inputProblems, live.check, opened],
  );
  const blocking = useMemo(() => problems.filter((problem) => problem.blocking), [problems]);
  const byField = useMemo(() => problemsByField(problems), [problems]);
  const sections = useMemo(() => sectionsOf(draft), [draft]);
  const sectionLabel = (type: string) => setup.sections.find((section) => section.type === type)?.label ?? type;

  const focusLater = useFocusLater();

  const { update: changeDraft, undo, redo, replace } = edition;
  const update = useCallback<FormContextValue['update']>(
    (change, announce) => {
      changeDraft(change);
      if (announce) setAnnouncement(announce);
    },
    [changeDraft],
  );

  const loadImages = useCallback(() => {
    if (images) return;
    getJson('/images').then(setImages, () => setImages([]));
  }, [images]);

  const imageAdded = useCallback((image: StudioImage) => {
    setImages((current) => [...(current ?? []).filter((candidate) => candidate.src !== image.src), image].sort((a, b) => a.src.localeCompare(b.src)));
  }, []);

  const context = useMemo<FormContextValue | undefined>(
    () => (draft ? { draft, update, setup, problems: byField, images, loadImages, imageAdded, focusLater, reportInput } : undefined),
    [draft, update, setup, byField, images, loadImages, imageAdded, focusLater, reportInput],
  );

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

  const stepBack = useCallback(() => {
    undo();
    setAnnouncement('Rückgängig gemacht.');
  }, [undo]);
  const stepForward = useCallback(() => {
    redo();
    setAnnouncement('Wiederhergestellt.');
  }, [redo]);
  useUndoShortcuts(stepBack, stepForward);

  const others = editions.filter((candidate) => candidate.key !== editionKey && candidate.readable);
  const [compareWith, setCompareWith] = useState(() => (others.find((candidate) => candidate.promoted) ?? others[0])?.key ?? '');

  if (edition.failure) return <OpenFailed message={edition.failure} onClose={onClose} />;
  if (!draft || !context || !opened) return <Opening editionKey={editionKey} />;

  const errorCount = blocking.length;
  const statusTone = errorCount > 0 ? 'error' : dirty ? 'dirty' : 'ok';
  const statusText = errorCount > 0 ? `${errorCount} Fehler – Speichern erst danach` : dirty ? 'Ungespeicherte Änderungen' : 'Alles gespeichert';
  const slug = typeof draft.slug === 'string' ? draft.slug : '';
  const currentSection = sectionOfGroup(group);
  const labelOf = (difference: Parameters<typeof differenceLabel>[0]) => differenceLabel(difference, setup, draft);
  const dayPreview = previewOfDay(previewDay, live.check, live.lastPreview, live.checking, shownVariant);

  return (
    <FormContext.Provider value={context}>
      <Layout>
        <EditorTop
          name={name}
          slug={slug}
          check={live.check}
          status={{ tone: statusTone, text: statusText }}
          announcement={announcement}
          undo={{ back: stepBack, forward: stepForward, canUndo: edition.canUndo, canRedo: edition.canRedo }}
          onBack={() => (dirty ? setLeaving(true) : onClose())}
          onHistory={() => setShowHistory(true)}
          onLinks={() => setShowLinks(true)}
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
                first={
                  <>
                    <HomePageNote check={live.check} />
                    <VariantTestPanel
                      editionKey={editionKey}
                      saved={opened.data}
                      hash={opened.hash}
                      dirty={dirty}
                      siteHost={setup.siteHost}
                      approval={csrfToken() !== undefined}
                      onEnded={(result, done) => {
                        edition.markSaved(result.data, result.hash);
                        setAnnouncement(done);
                      }}
                    />
                  </>
                }
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
      <SaveDialog
        open={saving.differences !== undefined}
        name={savedName}
        differences={inFormOrder(saving.differences ?? [], setup.schema, draft)}
        labelOf={labelOf}
        sectionName={sectionLabel}
        saving={saving.saving}
        onSave={saving.save}
        onClose={saving.closeSaveDialog}
      />
      <HistoryDialog
        open={showHistory}
        editionKey={editionKey}
        name={savedName}
        labelOf={labelOf}
        problemWords={(problem) => problemLineWords(problem, setup, draft)}
        onClose={() => setShowHistory(false)}
        onRestore={(data, version) => {
          replace(data);
          setShowHistory(false);
          setAnnouncement(`Fassung vom ${versionTime(version.date)} geladen – noch nicht gespeichert. Strg+Z macht es rückgängig.`);
        }}
      />
      <PreviewLinksDialog open={showLinks} editionKey={editionKey} name={savedName} dirty={dirty} onClose={() => setShowLinks(false)} />
      <RecoveryDialog local={local} name={savedName} />
      <ConflictDialog
        refusal={saving.conflict}
        name={savedName}
        labelOf={labelOf}
        saving={saving.saving}
        onTakeOver={(mine) => void saving.takeOver(mine)}
        onReload={saving.reload}
        onClose={saving.closeConflict}
      />
      <LeaveDialog
        open={leaving}
        name={savedName}
        onStay={() => setLeaving(false)}
        onLeave={() => {
          local.discard();
          onClose();
        }}
      />
    </FormContext.Provider>
  );
}
