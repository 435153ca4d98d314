import { ArrowLeft, ExternalLink, Save } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { FieldDifference } from '../../engine/editionDiff';
import { parsePath } from '../../engine/errors';
import { isPlainObject } from '../../engine/resolve';
import { getJson, messageOf, postJson, StudioRequestError } from './api';
import type { CheckResult, DiffResult, MakeCurrentResult, OpenedEdition, SaveResult, StudioEditionSummary, StudioImage, StudioProblem, StudioSchemaNode, StudioSetup } from './apiTypes';
import { Modal, SaveDialog } from './Dialogs';
import { Field } from './form/Field';
import { FormContext, type FormContextValue } from './form/FormContext';
import { differenceLabel } from './form/differenceLabel';
import { fieldId, getAt } from './form/paths';
import { fieldText } from './form/schemaText';
import { PreviewPane, type PreviewData } from './PreviewPane';
import { ProblemsPanel } from './ProblemsPanel';
import { SectionsPanel } from './SectionsPanel';
import { Badge, Button, ButtonLink, Help, Label, Select, VisuallyHidden } from './ui';

/**
 * One edition open in the studio: the form (in groups, one section at a time), the check as you
 * type, the preview beside it, and saving with the changes shown first.
 */

/** The form's groups of top-level fields; sections follow, one group each. Fields not named here join the first group. */
const GROUPS = [
  { id: 'grunddaten', label: 'Grunddaten', keys: ['name', 'slug', 'startDate', 'salesEnd', 'closedNotice', 'checkoutCtaLabel'] },
  { id: 'suche', label: 'Suchmaschinen', keys: ['seo'] },
  { id: 'angebot', label: 'Angebot und Preis', keys: ['offer'] },
  { id: 'wert', label: 'Wert und Bonus', keys: ['valueBreakdown'] },
] as const;
const SECTIONS_GROUP = 'abschnitte';
const SAVE_BLOCKED = 'Speichern geht erst ohne Fehler';

/**
 * The branch of a union (`offer`: Komplettpreis or early-bird) that the value follows: the one whose
 * constant fields („mode“) match it. Names a field by the label of the branch the edition uses.
 */
function variantOfValue(node: StudioSchemaNode, value: unknown): StudioSchemaNode | undefined {
  if (!node.oneOf || !isPlainObject(value)) return undefined;
  return node.oneOf.find((variant) =>
    Object.entries(variant.properties ?? {}).every(([key, property]) => property.const === undefined || property.const === value[key]),
  );
}
const sectionGroup = (type: string) => `abschnitt-${type}`;

const Layout = styled.div`
  height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr;
  min-width: 0;
`;

const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.6rem 1rem;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h1 { font-size: 1.25rem; }
  .title { flex: 1 1 16rem; min-width: 0; }
  .file { font-size: 0.875rem; color: ${({ theme }) => theme.color.inkMuted}; }
  .status { font-size: 0.9375rem; font-weight: 700; }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 13rem minmax(24rem, 34rem) minmax(0, 1fr);
  min-height: 0;
`;

const Nav = styled.nav`
  overflow: auto;
  padding: 0.75rem 0.5rem;
  border-right: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.sand};
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.15rem; }
  ul ul { margin: 0.15rem 0 0.35rem 0.75rem; }
  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.4rem;
    width: 100%;
    min-height: 2.75rem;
    padding: 0.3rem 0.6rem;
    font: inherit;
    text-align: left;
    color: ${({ theme }) => theme.color.ink};
    background: transparent;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
    &:hover { background: ${({ theme }) => theme.color.sandDeep}; }
    &[aria-current='true'] { background: ${({ theme }) => theme.color.sea}; color: ${({ theme }) => theme.color.onDark}; font-weight: 700; }
  }
  .count { flex-shrink: 0; min-width: 1.5rem; padding: 0 0.4rem; border-radius: 999px; background: #8c3424; color: #fff; font-size: 0.8125rem; font-weight: 700; text-align: center; }
`;

const FormColumn = styled.main`
  overflow: auto;
  padding: 1rem 1.25rem 4rem;
  display: grid;
  gap: 1.25rem;
  align-content: start;
  h2 { font-size: 1.375rem; }
  > form { display: grid; gap: 1.25rem; }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.color.inkMuted};
`;

const StatusText = styled.p<{ $tone: 'ok' | 'dirty' | 'error' }>`
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.color.ctaHover : $tone === 'dirty' ? theme.accent.sun.foreground : theme.accent.sage.foreground)};
`;

interface EditorProps {
  editionKey: string;
  setup: StudioSetup;
  editions: StudioEditionSummary[];
  onClose: () => void;
  onOpen: (key: string) => void;
}

export function Editor({ editionKey, setup, editions, onClose }: EditorProps) {
  const [opened, setOpened] = useState<OpenedEdition>();
  const [draft, setDraft] = useState<Record<string, unknown>>();
  const [savedText, setSavedText] = useState('');
  const [failure, setFailure] = useState<string>();
  const [check, setCheck] = useState<CheckResult>();
  // The draft the shown check belongs to. Any other draft is being checked: derived in render, so the very
  // render that shows a change already says „wird geprüft“ and never shows a stale result as current.
  const [checkedDraft, setCheckedDraft] = useState<unknown>(undefined);
  const checking = draft !== undefined && draft !== null && draft !== checkedDraft;
  const [lastPreview, setLastPreview] = useState<PreviewData>();
  // The day the preview shows (JJJJ-MM-TT); empty: today.
  const [previewDay, setPreviewDay] = useState('');
  const [group, setGroup] = useState<string>('grunddaten');
  const [announcement, setAnnouncement] = useState('');
  const [images, setImages] = useState<StudioImage[]>();
  const [saveState, setSaveState] = useState<{ differences: FieldDifference[] } | undefined>();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const pendingFocus = useRef<string | undefined>(undefined);
  const [focusTick, setFocusTick] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(() => {
    getJson<OpenedEdition>('/edition', { key: editionKey }).then(
      (edition) => {
        setOpened(edition);
        setDraft(edition.data);
        setSavedText(JSON.stringify(edition.data));
        setFailure(undefined);
      },
      (error: unknown) => setFailure(messageOf(error)),
    );
  }, [editionKey]);
  useEffect(load, [load]);

  // Check as you type: the dev server runs editions:check on the draft (in memory) after each pause.
  useEffect(() => {
    if (!draft) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      postJson<CheckResult>('/check', { key: editionKey, data: draft, ...(previewDay ? { day: previewDay } : {}) }, controller.signal).then(
        (result) => {
          setCheck(result);
          if (result.preview) setLastPreview(result.preview);
          setCheckedDraft(draft);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setCheckedDraft(draft);
          setAnnouncement(messageOf(error));
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [draft, editionKey, previewDay]);

  const dirty = draft !== undefined && JSON.stringify(draft) !== savedText;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const name = typeof draft?.name === 'string' && draft.name ? draft.name : editionKey;
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
      ...[...inputProblems].map(([field, message]) => ({ code: 'studio.input', severity: 'error' as const, file: opened?.file ?? '', path: field, field, message, blocking: true })),
      ...(check?.problems ?? []),
    ],
    [inputProblems, check, opened],
  );
  const blocking = problems.filter((problem) => problem.blocking);
  const byField = useMemo(() => {
    const map = new Map<string, StudioProblem[]>();
    for (const problem of problems) {
      if (problem.field === undefined) continue;
      map.set(problem.field, [...(map.get(problem.field) ?? []), problem]);
    }
    return map;
  }, [problems]);

  const sections = useMemo(
    () => (Array.isArray(draft?.sections) ? (draft.sections as Array<Record<string, unknown>>) : []).map((section, index) => ({ index, type: String(section?.type) })),
    [draft],
  );
  const labelOf = (type: string) => setup.sections.find((section) => section.type === type)?.label ?? type;

  /** The group a field is edited in. */
  const groupOf = useCallback(
    (field: string | undefined) => {
      if (!field) return 'grunddaten';
      const [first, index] = parsePath(field);
      if (first === 'sections') return typeof index === 'number' && sections[index] ? sectionGroup(sections[index].type) : SECTIONS_GROUP;
      return GROUPS.find((candidate) => (candidate.keys as readonly string[]).includes(String(first)))?.id ?? 'grunddaten';
    },
    [sections],
  );

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

  const update = useCallback<FormContextValue['update']>((change, announce) => {
    setDraft((current) => (current ? change(current) : current));
    if (announce) setAnnouncement(announce);
  }, []);

  const loadImages = useCallback(() => {
    if (images) return;
    getJson<StudioImage[]>('/images').then(setImages, () => setImages([]));
  }, [images]);

  const context = useMemo<FormContextValue | undefined>(
    () => (draft ? { draft, update, setup, problems: byField, images, loadImages, focusLater, reportInput } : undefined),
    [draft, update, setup, byField, images, loadImages, focusLater, reportInput],
  );

  const goTo = (next: string, focus?: string) => {
    setGroup(next);
    focusLater(focus ?? 'gruppe-titel');
  };

  const placeOf = (problem: StudioProblem) => {
    const where = groupOf(problem.field);
    const groupLabel = where.startsWith('abschnitt-') ? `Abschnitt „${labelOf(where.slice('abschnitt-'.length))}“` : where === SECTIONS_GROUP ? 'Abschnitte' : (GROUPS.find((candidate) => candidate.id === where)?.label ?? 'Grunddaten');
    const keys = problem.field ? parsePath(problem.field) : [];
    const last = [...keys].reverse().find((key) => typeof key === 'string');
    let node = setup.schema;
    keys.forEach((key, depth) => {
      if (typeof key === 'number') node = node.items?.oneOf ? (node.items.oneOf.find((variant) => variant.properties?.type?.const === sections[key]?.type) ?? node.items) : (node.items ?? node);
      else node = node.properties?.[String(key)] ?? variantOfValue(node, getAt(draft, keys.slice(0, depth) as Array<string | number>))?.properties?.[String(key)] ?? node;
    });
    return last ? `${groupLabel} › ${fieldText(node, String(last)).label}` : groupLabel;
  };

  const countIn = (id: string) => blocking.filter((problem) => groupOf(problem.field) === id).length;

  // „Speichern geht erst ohne Fehler“ is true only while there are errors: it goes once they are fixed.
  useEffect(() => {
    if (blocking.length === 0) setAnnouncement((current) => (current.startsWith(SAVE_BLOCKED) ? '' : current));
  }, [blocking.length]);

  const startSave = async () => {
    if (!draft) return;
    if (blocking.length > 0) {
      setAnnouncement(`${SAVE_BLOCKED}: ${blocking.length} ${blocking.length === 1 ? 'Fehler steht' : 'Fehler stehen'} rot an ${blocking.length === 1 ? 'seinem' : 'ihren'} Feld.`);
      const first = blocking[0];
      goTo(groupOf(first.field), first.field ? fieldId(first.field) : undefined);
      return;
    }
    try {
      const { differences } = await postJson<DiffResult>('/diff', { key: editionKey, data: draft });
      setSaveState({ differences });
    } catch (error) {
      setAnnouncement(messageOf(error));
    }
  };

  const save = async () => {
    if (!draft || !opened) return;
    setSaving(true);
    try {
      const result = await postJson<SaveResult>('/save', { key: editionKey, data: draft, baseHash: opened.hash });
      setOpened({ ...opened, hash: result.hash, data: draft });
      setSavedText(JSON.stringify(draft));
      setSaveState(undefined);
      setAnnouncement(`Gespeichert in ${result.file} um ${new Date().toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit' })} Uhr.`);
    } catch (error) {
      setSaveState(undefined);
      if (error instanceof StudioRequestError && error.failure.conflict) setConflict(error.message);
      else {
        if (error instanceof StudioRequestError && error.failure.problems) {
          const problems = error.failure.problems;
          setCheck((current) => ({ today: current?.today ?? '', timeline: current?.timeline ?? [], preview: current?.preview, problems }));
        }
        setAnnouncement(messageOf(error));
      }
    } finally {
      setSaving(false);
    }
  };

  const makeCurrent = async () => {
    if (!opened || !draft) return;
    try {
      const result = await postJson<MakeCurrentResult>('/make-current', { key: editionKey, baseHash: opened.hash });
      const next = { ...draft, current: true };
      setOpened({ ...opened, hash: result.hash, data: next });
      setDraft(next);
      setSavedText(JSON.stringify(next));
      setAnnouncement(`${name} ist jetzt die aktuelle Edition; die Startseite verweist hierher. Geändert: ${result.files.join(', ')}.`);
    } catch (error) {
      if (error instanceof StudioRequestError && error.failure.conflict) setConflict(error.message);
      else setAnnouncement(messageOf(error));
    }
  };

  const others = editions.filter((edition) => edition.key !== editionKey && edition.readable);
  const [compareWith, setCompareWith] = useState(() => (others.find((edition) => edition.current) ?? others[0])?.key ?? '');

  if (failure) {
    return (
      <main style={{ padding: '2rem', maxWidth: '48rem', display: 'grid', gap: '1rem' }}>
        <h1>Editions-Studio</h1>
        <p role="alert">{failure}</p>
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
  const statusText = errorCount > 0 ? `${errorCount} ${errorCount === 1 ? 'Fehler' : 'Fehler'} – Speichern erst danach` : dirty ? 'Ungespeicherte Änderungen' : 'Alles gespeichert';
  const slug = typeof draft.slug === 'string' ? draft.slug : '';
  const currentSection = group.startsWith('abschnitt-') ? group.slice('abschnitt-'.length) : undefined;
  const sectionIndex = sections.find((section) => section.type === currentSection)?.index;
  const variantOf = (type: string) => setup.schema.properties?.sections?.items?.oneOf?.find((variant) => variant.properties?.type?.const === type);
  const fixed = GROUPS.find((candidate) => candidate.id === group);
  const otherKeys = Object.keys(setup.schema.properties ?? {}).filter((key) => !['$schema', 'sections', 'current'].includes(key) && !GROUPS.some((candidate) => (candidate.keys as readonly string[]).includes(key)));

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
              {opened.file}
              {slug && ` · Adresse /${slug}`} {draft.current === true ? <Badge $tone="current">Aktuell</Badge> : <Badge>Nicht aktuell</Badge>}
            </p>
          </div>
          <StatusText className="status" $tone={statusTone} aria-hidden="true">
            {statusText}
          </StatusText>
          <Button type="button" $variant="primary" onClick={startSave} aria-describedby="speicher-status">
            <Save size={18} aria-hidden="true" /> Speichern …
          </Button>
          <VisuallyHidden id="speicher-status">{statusText}</VisuallyHidden>
          <VisuallyHidden role="status" aria-live="polite" data-announcement="">
            {announcement}
          </VisuallyHidden>
        </Top>
        <Body>
          <Nav aria-label="Teile der Edition">
            <ul>
              {GROUPS.map((candidate) => (
                <li key={candidate.id}>
                  <NavButton id={candidate.id} label={candidate.label} current={group} count={countIn(candidate.id)} onGo={goTo} />
                </li>
              ))}
              <li>
                <NavButton id={SECTIONS_GROUP} label="Abschnitte" current={group} count={countIn(SECTIONS_GROUP)} onGo={goTo} />
                <ul>
                  {sections.map((section) => (
                    <li key={`${section.type}-${section.index}`}>
                      <NavButton id={sectionGroup(section.type)} label={labelOf(section.type)} current={group} count={countIn(sectionGroup(section.type))} onGo={goTo} />
                    </li>
                  ))}
                </ul>
              </li>
            </ul>
          </Nav>
          <FormColumn aria-labelledby="gruppe-titel">
            <ProblemsPanel problems={problems} placeOf={placeOf} checking={checking} onGo={(problem) => goTo(groupOf(problem.field), problem.field ? fieldId(problem.field) : undefined)} />
            {announcement && (
              <StatusText $tone={announcement.startsWith('Gespeichert') ? 'ok' : 'dirty'} aria-hidden="true">
                {announcement}
              </StatusText>
            )}
            <form onSubmit={(event) => event.preventDefault()} noValidate aria-labelledby="gruppe-titel">
              {fixed && (
                <>
                  <h2 id="gruppe-titel" ref={headingRef} tabIndex={-1}>
                    {fixed.label}
                  </h2>
                  {[...fixed.keys, ...(fixed.id === 'grunddaten' ? otherKeys : [])].map((key) => {
                    const node = setup.schema.properties?.[key];
                    return node ? <Field key={key} path={[key]} node={node} name={key} required={setup.schema.required?.includes(key) ?? false} level={0} /> : null;
                  })}
                  {fixed.id === 'grunddaten' && (
                    <CurrentEdition
                      name={name}
                      isCurrent={(JSON.parse(savedText) as Record<string, unknown>).current === true}
                      currentName={editions.find((edition) => edition.current && edition.key !== editionKey)?.name}
                      dirty={dirty}
                      onConfirm={makeCurrent}
                    />
                  )}
                </>
              )}
              {group === SECTIONS_GROUP && (
                <SectionsPanel sections={sections} setup={setup} labelOf={labelOf} onEdit={(type) => goTo(sectionGroup(type))} />
              )}
              {currentSection && sectionIndex !== undefined && (
                <>
                  <h2 id="gruppe-titel" tabIndex={-1}>
                    Abschnitt: {labelOf(currentSection)}
                  </h2>
                  <Intro>
                    {variantOf(currentSection)?.['x-label']}. Felder mit „Gemeinsamer Text“ kommen aus site.json und gelten für alle Editionen; „Für diese Edition ändern“ übernimmt
                    einen davon in diese Edition.
                  </Intro>
                  {Object.entries(variantOf(currentSection)?.properties ?? {}).map(([key, node]) => (
                    <Field key={key} path={['sections', sectionIndex, key]} node={node} name={key} required={variantOf(currentSection)?.required?.includes(key) ?? false} level={0} />
                  ))}
                </>
              )}
              {currentSection && sectionIndex === undefined && <p>Diesen Abschnitt gibt es in der Edition nicht mehr.</p>}
            </form>
          </FormColumn>
          <PreviewPane
            editionKey={editionKey}
            draft={draft}
            preview={lastPreview}
            stale={Boolean(check) && !check?.preview}
            selectedSection={currentSection}
            onSelectSection={(type) => {
              if (sections.some((section) => section.type === type)) goTo(sectionGroup(type));
            }}
            origin={setup.site.origin}
            day={{ chosen: previewDay, today: check?.today, shown: lastPreview?.day, timeline: check?.timeline ?? [], onChoose: setPreviewDay }}
            compare={
              others.length > 0 && (
                <div className="compare">
                  <Label htmlFor="vergleich-mit">Vergleichen mit</Label>
                  <Select id="vergleich-mit" value={compareWith} onChange={(event) => setCompareWith(event.target.value)}>
                    {others.map((edition) => (
                      <option key={edition.key} value={edition.key}>
                        {edition.name ?? edition.key}
                      </option>
                    ))}
                  </Select>
                  <ButtonLink href={`/qa/vergleich?a=${encodeURIComponent(compareWith)}&b=${encodeURIComponent(editionKey)}&breite=desktop`} target="_blank" rel="noopener" aria-describedby="vergleich-hinweis">
                    <ExternalLink size={18} aria-hidden="true" /> Vergleich öffnen
                  </ButtonLink>
                  <VisuallyHidden id="vergleich-hinweis">öffnet /qa/vergleich in einem neuen Tab; verglichen wird der gespeicherte Stand</VisuallyHidden>
                </div>
              )
            }
          />
        </Body>
      </Layout>
      <SaveDialog open={saveState !== undefined} file={opened.file} differences={saveState?.differences ?? []} labelOf={(difference) => differenceLabel(difference, setup)} saving={saving} onSave={save} onClose={() => setSaveState(undefined)} />
      <Modal
        open={conflict !== undefined}
        role="alertdialog"
        title="Nicht gespeichert: Die Datei wurde geändert"
        onClose={() => setConflict(undefined)}
        actions={
          <>
            <Button type="button" onClick={() => setConflict(undefined)}>
              Zurück zum Formular
            </Button>
            <Button
              type="button"
              $variant="primary"
              onClick={() => {
                setConflict(undefined);
                load();
                setAnnouncement(`${opened.file} neu geladen.`);
              }}
            >
              Datei neu laden
            </Button>
          </>
        }
      >
        <p>{conflict}</p>
        <p>„Datei neu laden“ zeigt den Stand auf der Festplatte; deine Änderungen hier gehen dabei verloren. Übertrage sie vorher, wenn du sie brauchst.</p>
      </Modal>
      <Modal
        open={leaving}
        title="Ungespeicherte Änderungen verwerfen?"
        onClose={() => setLeaving(false)}
        actions={
          <>
            <Button type="button" onClick={() => setLeaving(false)}>
              Weiter bearbeiten
            </Button>
            <Button type="button" $variant="danger" onClick={onClose}>
              Verwerfen und zur Liste
            </Button>
          </>
        }
      >
        <p>Deine Änderungen an {opened.file} sind noch nicht gespeichert.</p>
      </Modal>
    </FormContext.Provider>
  );
}

/** Which edition the home page points to; switching changes this file and the one that was current, together. */
function CurrentEdition({ name, isCurrent, currentName, dirty, onConfirm }: { name: string; isCurrent: boolean; currentName?: string; dirty: boolean; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <CurrentBox aria-labelledby="aktuell-titel">
      <h3 id="aktuell-titel">Aktuelle Edition</h3>
      {isCurrent ? (
        <p>
          <Badge $tone="current">Aktuell</Badge> Diese Edition ist die aktuelle: Der Knopf „Zur aktuellen Edition“ auf der Startseite führt hierher.
        </p>
      ) : (
        <>
          <p>
            <Badge>Nicht aktuell</Badge> Die Startseite verweist auf {currentName ? `die ${currentName}` : 'eine andere Edition'}. Die Seite dieser Edition wird trotzdem gebaut und ist
            unter ihrer Adresse erreichbar.
          </p>
          <div>
            <Button type="button" onClick={() => setAsking(true)} disabled={dirty} aria-describedby={dirty ? 'aktuell-hinweis' : undefined}>
              Zur aktuellen Edition machen
            </Button>
          </div>
          {dirty && <Help id="aktuell-hinweis">Erst speichern, dann umstellen.</Help>}
        </>
      )}
      <Modal
        open={asking}
        title={`${name} zur aktuellen Edition machen?`}
        onClose={() => setAsking(false)}
        actions={
          <>
            <Button type="button" onClick={() => setAsking(false)}>
              Abbrechen
            </Button>
            <Button
              type="button"
              $variant="primary"
              onClick={() => {
                setAsking(false);
                onConfirm();
              }}
            >
              Jetzt umstellen
            </Button>
          </>
        }
      >
        <p>
          Die Startseite verweist dann hierher{currentName ? ` statt auf die ${currentName}` : ''}. Dafür ändert das Studio in beiden Dateien nur die Angabe „current“, sofort und
          zusammen. Veröffentlicht ist es erst nach npm run build und dem Hochladen von dist/.
        </p>
      </Modal>
    </CurrentBox>
  );
}

const CurrentBox = styled.section`
  display: grid;
  gap: 0.6rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h3 { font-size: 1.0625rem; }
`;

function NavButton({ id, label, current, count, onGo }: { id: string; label: string; current: string; count: number; onGo: (id: string) => void }) {
  return (
    <button type="button" aria-current={current === id ? 'true' : undefined} onClick={() => onGo(id)}>
      <span>{label}</span>
      {count > 0 && (
        <span className="count">
          {count}
          <VisuallyHidden> Fehler</VisuallyHidden>
        </span>
      )}
    </button>
  );
}
