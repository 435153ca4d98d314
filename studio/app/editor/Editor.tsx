import ArrowLeft from 'lucide-react/icons/arrow-left';
import Eye from 'lucide-react/icons/eye';
import ExternalLink from 'lucide-react/icons/external-link';
import History from 'lucide-react/icons/rotate-ccw-clock';
import Link from 'lucide-react/icons/link';
import PencilLine from 'lucide-react/icons/pencil-line';
import Redo2 from 'lucide-react/icons/redo-2';
import Save from 'lucide-react/icons/save';
import Undo2 from 'lucide-react/icons/undo-2';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { StudioEditionSummary, StudioImage, StudioProblem, StudioSetup } from '#studio/shared/apiTypes';
import { csrfToken, getJson } from '../api';
import { Modal, SaveDialog } from '../Dialogs';
import { Field } from '../form/Field';
import { FormContext, type FormContextValue } from '../form/FormContext';
import { differenceLabel } from '../form/differenceLabel';
import { fieldId } from '../form/paths';
import { variantNames } from '#engine/variants';
import { PreviewPane } from '../PreviewPane';
import { ProblemsPanel } from '../ProblemsPanel';
import { SectionsPanel } from '../SectionsPanel';
import { SALES_STATE_LABELS } from '#kit/model/sales';
import { Badge, Button, ButtonLink, Label, Select, VisuallyHidden } from '../ui';
import { Body, FormColumn, Intro, Layout, StatusText, Top, ViewSwitch } from './editorLayout';
import { EditorNav } from './EditorNav';
import { inFormOrder } from './formOrder';
import {
  errorCountIn,
  FIRST_GROUP,
  GROUPS,
  groupOf,
  placeOf,
  problemsByField,
  SECTIONS_GROUP,
  sectionGroup,
  sectionOfGroup,
  sectionsOf,
  ungroupedKeys,
} from './formPlaces';
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

/** Ctrl+Z / Ctrl+Shift+Z (⌘ on a Mac) and Ctrl+Y, anywhere but inside an open dialog. */
function shortcutOf(event: KeyboardEvent): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  if (event.target instanceof Element && event.target.closest('dialog[open]')) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return undefined;
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
  const pendingFocus = useRef<string | undefined>(undefined);
  const [focusTick, setFocusTick] = useState(0);

  const name = typeof draft?.name === 'string' && draft.name ? draft.name : editionKey;
  /** The name as saved: what the dialogs call the edition while its name field is being edited. */
  const savedName = typeof opened?.data.name === 'string' && opened.data.name ? opened.data.name : editionKey;
  useEffect(() => {
    document.title = `${dirty ? '• ' : ''}${name} – Editions-Studio`;
  }, [name, dirty]);

  // What a control holds but the draft cannot take (a day that does not exist): an error at its field until it is fixed.
  const [inputProblems, setInputProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const reportInput = useCallback((field: string, message: string | undefined) => {
    setInputProblems((current) => {
      if (current.get(field) === message) return current;
      const next = new Map(current);
      if (message === undefined) next.delete(field);
      else next.set(field, message);
      return next;
    });
  }, []);
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

  const focusLater = useCallback((id: string) => {
    pendingFocus.current = id;
    setFocusTick((tick) => tick + 1);
  }, []);
  // After the render that shows it: the field itself, or the nearest group around it.
  useLayoutEffect(() => {
    let id = pendingFocus.current;
    if (!id) return;
    pendingFocus.current = undefined;
    while (id) {
      const element = document.getElementById(id);
      if (element) {
        element.focus();
        element.scrollIntoView({ block: 'center' });
        return;
      }
      const shorter: string = id.replace(/-[^-]*$/, '');
      id = shorter === id || shorter === 'feld' ? '' : shorter;
    }
  });
  void focusTick;

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
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      // The form's history, not the text box's own: one step back is the same in every field.
      event.preventDefault();
      if (shortcut === 'undo') stepBack();
      else stepForward();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [stepBack, stepForward]);

  const others = editions.filter((candidate) => candidate.key !== editionKey && candidate.readable);
  const [compareWith, setCompareWith] = useState(() => (others.find((candidate) => candidate.promoted) ?? others[0])?.key ?? '');

  if (edition.failure) {
    return (
      <main style={{ padding: '2rem', maxWidth: '48rem', display: 'grid', gap: '1rem' }}>
        <h1>Editions-Studio</h1>
        <p role="alert">{edition.failure}</p>
        <div>
          <Button type="button" onClick={onClose}>
            <ArrowLeft size={18} aria-hidden="true" /> Zur Liste der Editionen
          </Button>
        </div>
      </main>
    );
  }
  if (!draft || !context || !opened) {
    return (
      <p role="status" style={{ padding: '2rem' }}>
        {editionKey} wird geöffnet …
      </p>
    );
  }

  const errorCount = blocking.length;
  const statusTone = errorCount > 0 ? 'error' : dirty ? 'dirty' : 'ok';
  const statusText = errorCount > 0 ? `${errorCount} Fehler – Speichern erst danach` : dirty ? 'Ungespeicherte Änderungen' : 'Alles gespeichert';
  const slug = typeof draft.slug === 'string' ? draft.slug : '';
  const currentSection = sectionOfGroup(group);
  const sectionIndex = sections.find((section) => section.type === currentSection)?.index;
  const variantOf = (type: string) => setup.schema.properties?.sections?.items?.oneOf?.find((variant) => variant.properties?.type?.const === type);
  const fixed = GROUPS.find((candidate) => candidate.id === group);
  const labelOf = (difference: Parameters<typeof differenceLabel>[0]) => differenceLabel(difference, setup, draft);
  const dayPreview = previewOfDay(previewDay, live.check, live.lastPreview, live.checking, shownVariant);

  return (
    <FormContext.Provider value={context}>
      <Layout>
        <Top>
          <Button type="button" $variant="quiet" onClick={() => (dirty ? setLeaving(true) : onClose())}>
            <ArrowLeft size={18} aria-hidden="true" /> Alle Editionen
          </Button>
          <div className="title">
            <h1>{name}</h1>
            <p className="file">
              {slug && `Adresse /${slug}`} {live.check?.sales && <Badge>Heute: {SALES_STATE_LABELS[live.check.sales.state]}</Badge>}{' '}
              {live.check?.sales?.promoted && <Badge $tone="current">Startseite wirbt dafür</Badge>}
            </p>
          </div>
          <StatusText className="status" $tone={statusTone} aria-hidden="true">
            {statusText}
          </StatusText>
          <div className="actions">
            <Button type="button" $variant="quiet" onClick={stepBack} disabled={!edition.canUndo} aria-keyshortcuts="Control+Z" title="Rückgängig (Strg+Z)">
              <Undo2 size={18} aria-hidden="true" /> Rückgängig
            </Button>
            <Button
              type="button"
              $variant="quiet"
              onClick={stepForward}
              disabled={!edition.canRedo}
              aria-keyshortcuts="Control+Shift+Z"
              title="Wiederholen (Strg+Umschalt+Z)"
            >
              <Redo2 size={18} aria-hidden="true" /> Wiederholen
            </Button>
            <Button type="button" $variant="quiet" onClick={() => setShowHistory(true)}>
              <History size={18} aria-hidden="true" /> Verlauf
            </Button>
            <Button type="button" $variant="quiet" onClick={() => setShowLinks(true)}>
              <Link size={18} aria-hidden="true" /> Vorschau-Link
            </Button>
            <Button type="button" $variant="primary" onClick={saving.startSave} aria-describedby="speicher-status">
              <Save size={18} aria-hidden="true" /> Speichern …
            </Button>
          </div>
          <VisuallyHidden id="speicher-status">{statusText}</VisuallyHidden>
          <VisuallyHidden role="status" aria-live="polite" data-announcement="">
            {announcement}
          </VisuallyHidden>
        </Top>
        <ViewSwitch role="group" aria-label="Ansicht">
          <Button type="button" $variant={view === 'form' ? 'primary' : 'secondary'} aria-pressed={view === 'form'} onClick={() => setView('form')}>
            <PencilLine size={18} aria-hidden="true" /> Formular
          </Button>
          <Button type="button" $variant={view === 'preview' ? 'primary' : 'secondary'} aria-pressed={view === 'preview'} onClick={() => setView('preview')}>
            <Eye size={18} aria-hidden="true" /> Vorschau
          </Button>
        </ViewSwitch>
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
              <form onSubmit={(event) => event.preventDefault()} noValidate aria-labelledby="gruppe-titel">
                {fixed && (
                  <>
                    <h2 id="gruppe-titel" tabIndex={-1}>
                      {fixed.label}
                    </h2>
                    {[...fixed.keys, ...(fixed.id === FIRST_GROUP ? ungroupedKeys(setup.schema) : [])].map((key) => {
                      const node = setup.schema.properties?.[key];
                      return node ? (
                        <Field key={key} path={[key]} node={node} name={key} required={setup.schema.required?.includes(key) ?? false} level={0} />
                      ) : null;
                    })}
                    {fixed.id === FIRST_GROUP && <HomePageNote check={live.check} />}
                    {fixed.id === FIRST_GROUP && (
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
                    )}
                  </>
                )}
                {group === SECTIONS_GROUP && (
                  <SectionsPanel sections={sections} setup={setup} labelOf={sectionLabel} onEdit={(type) => goTo(sectionGroup(type))} />
                )}
                {currentSection && sectionIndex !== undefined && (
                  <>
                    <h2 id="gruppe-titel" tabIndex={-1}>
                      Abschnitt: {sectionLabel(currentSection)}
                    </h2>
                    <Intro>
                      {variantOf(currentSection)?.['x-label']}. Felder mit „Gemeinsamer Text“ kommen aus site.json und gelten für alle Editionen; „Für diese
                      Edition ändern“ übernimmt einen davon in diese Edition.
                    </Intro>
                    {Object.entries(variantOf(currentSection)?.properties ?? {}).map(([key, node]) => (
                      <Field
                        key={key}
                        path={['sections', sectionIndex, key]}
                        node={node}
                        name={key}
                        required={variantOf(currentSection)?.required?.includes(key) ?? false}
                        level={0}
                      />
                    ))}
                  </>
                )}
                {currentSection && sectionIndex === undefined && <p>Diesen Abschnitt gibt es in der Edition nicht mehr.</p>}
              </form>
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
              compare={
                others.length > 0 && (
                  <div className="compare">
                    <Label htmlFor="vergleich-mit">Vergleichen mit</Label>
                    <Select id="vergleich-mit" value={compareWith} onChange={(event) => setCompareWith(event.target.value)}>
                      {others.map((candidate) => (
                        <option key={candidate.key} value={candidate.key}>
                          {candidate.name ?? candidate.key}
                        </option>
                      ))}
                    </Select>
                    <ButtonLink
                      href={`/qa/vergleich?a=${encodeURIComponent(compareWith)}&b=${encodeURIComponent(editionKey)}&breite=desktop`}
                      target="_blank"
                      rel="noopener"
                      aria-describedby="vergleich-hinweis"
                    >
                      <ExternalLink size={18} aria-hidden="true" /> Vergleich öffnen
                    </ButtonLink>
                    <VisuallyHidden id="vergleich-hinweis">öffnet /qa/vergleich in einem neuen Tab; verglichen wird der gespeicherte Stand</VisuallyHidden>
                  </div>
                )
              }
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
      <Modal
        open={leaving}
        title="Ungespeicherte Änderungen verwerfen?"
        onClose={() => setLeaving(false)}
        actions={
          <>
            <Button type="button" onClick={() => setLeaving(false)}>
              Weiter bearbeiten
            </Button>
            <Button
              type="button"
              $variant="danger"
              onClick={() => {
                local.discard();
                onClose();
              }}
            >
              Verwerfen und zur Liste
            </Button>
          </>
        }
      >
        <p>Deine Änderungen an „{savedName}“ sind noch nicht gespeichert.</p>
      </Modal>
    </FormContext.Provider>
  );
}
