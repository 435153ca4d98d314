import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import { useCallback, useEffect, useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DATA_PATH, fetchedContent } from '#src/contentSource';
import { formatDateLong } from '#engine/format';
import { qaDayDataFile, qaDayHomePath, QA_DAYS_FILE } from '#kit/model/paths';
import { renderedOn, standingDay, type CalendarDays } from '#kit/model/timeline';
import { diffEditions, type FieldDifference } from '#engine/editionDiff';
import { SALES_STATE_LABELS } from '#kit/model/sales';
import type { EditionData, EditionSummary } from '#src/content/pageData';
import { QaNote } from './QaNote';
import { chooseEditions, FRAME_WIDTHS, type FrameWidthName } from './choice';
import { DayField } from './DayField';
import { DiffTable } from './DiffTable';
import { EditionFrame } from './EditionFrame';
import { syncScroll } from './scrollSync';

/**
 * The comparison itself (a chunk of its own, loaded by QaComparisonPage after hydration): the
 * choice, the table of differing config fields, and both pages side by side with linked scrolling
 * (on a phone one at a time, at full width, with a switch between them).
 */

const WIDTH_LABELS: Record<FrameWidthName, string> = { handy: 'Handy 390\u00a0px', desktop: 'Desktop 1280\u00a0px' };

/**
 * Each edition's published config (dist/data/editions/<slug>.json, or as of a coming change day
 * dist/data/stand/<day>/editions/<slug>.json), fetched once per visit.
 */
const configs = new Map<string, Promise<unknown>>();

async function fetchData<T>(file: string): Promise<T> {
  const response = await fetch(`${DATA_PATH}/${file}`);
  if (!response.ok) throw new Error(`${DATA_PATH}/${file}: Status ${response.status}`);
  return (await response.json()) as T;
}

function editionConfig(edition: EditionSummary, standing: string | undefined): Promise<unknown> {
  const file = standing ? qaDayDataFile(standing, edition.slug) : undefined;
  const key = file ?? edition.slug;
  let config = configs.get(key);
  if (!config) {
    const data = file ? fetchData<EditionData>(file) : Promise.resolve(fetchedContent.edition(edition.slug));
    config = data;
    configs.set(key, config);
    config.catch(() => configs.delete(key));
  }
  return config;
}

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  > * { min-width: 0; }
`;

const Block = styled.section`
  max-width: ${({ theme }) => theme.width.content};
  width: 100%;
  margin-inline: auto;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 { font-size: ${({ theme }) => theme.size.h3}; }
  > p { color: ${({ theme }) => theme.color.inkMuted}; }
`;

const Wide = styled(Block)`
  max-width: none;
`;

const Controls = styled.div`
  max-width: ${({ theme }) => theme.width.content};
  width: 100%;
  margin-inline: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} clamp(1rem, 3vw, ${({ theme }) => theme.space.lg});
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  > * { min-width: 0; max-width: 100%; }
  label, legend { display: block; font-weight: 700; font-size: ${({ theme }) => theme.size.small}; margin-bottom: 0.3rem; padding: 0; }
  fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
`;

const fieldHeight = '2.75rem';

const Select = styled.select`
  min-height: ${fieldHeight};
  /* As wide as its longest name („…, auf der Startseite“), so the chosen edition reads whole where the screen allows. */
  width: auto;
  min-width: min(100%, 16rem);
  max-width: 100%;
  padding: 0 2.25rem 0 0.75rem;
  font: inherit;
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.page};
  border: 1px solid ${({ theme }) => theme.color.inkMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const SwapButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-height: ${fieldHeight};
  padding: 0 0.9rem;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.color.sea};
  background: ${({ theme }) => theme.color.seaTint};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.sand}; }
`;

/** Two radio buttons drawn as one switch; the inputs stay real (and focusable) for keyboards and screen readers. */
const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: 1px solid ${({ theme }) => theme.color.sea};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;

  label { margin: 0; position: relative; }
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  span { display: inline-flex; align-items: center; min-height: calc(${fieldHeight} - 2px); padding: 0 0.75rem; font-weight: 700; color: ${({ theme }) => theme.color.sea}; white-space: nowrap; }
  label + label span { border-left: 1px solid ${({ theme }) => theme.color.sea}; }
  input:checked + span { background: ${({ theme }) => theme.color.sea}; color: ${({ theme }) => theme.color.onDark}; }
  input:focus-visible + span { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: -3px; }
`;

const Check = styled.label`
  && { display: inline-flex; align-items: center; gap: 0.5rem; min-height: ${fieldHeight}; margin: 0; font-size: ${({ theme }) => theme.size.body}; font-weight: 400; }
  input { width: 1.25rem; height: 1.25rem; accent-color: ${({ theme }) => theme.color.sea}; }
`;

const DayChoice = styled.div`
  flex-basis: 100%;
  display: grid;
  gap: 0.5rem;
  [data-day-field] { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; }
  [data-day-field] input { width: 9.5rem; min-height: ${fieldHeight}; padding: 0 0.75rem; font: inherit; font-variant-numeric: tabular-nums; color: ${({ theme }) => theme.color.ink}; background: ${({ theme }) => theme.color.page}; border: 1px solid ${({ theme }) => theme.color.inkMuted}; border-radius: ${({ theme }) => theme.radius.sm}; }
  [data-day-field] input[aria-invalid='true'] { border: 2px solid ${({ theme }) => theme.color.cta}; }
  [data-day-field] .format { font-size: ${({ theme }) => theme.size.small}; color: ${({ theme }) => theme.color.inkMuted}; }
  [data-day-field] .problem { flex-basis: 100%; color: ${({ theme }) => theme.color.cta}; font-weight: 700; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
  button { min-height: ${fieldHeight}; padding: 0.35rem 0.75rem; font: inherit; font-size: ${({ theme }) => theme.size.small}; text-align: left; color: ${({ theme }) => theme.color.sea}; background: ${({ theme }) => theme.color.seaTint}; border: 1px solid transparent; border-radius: ${({ theme }) => theme.radius.sm}; cursor: pointer; }
  button[aria-pressed='true'] { color: ${({ theme }) => theme.color.onDark}; background: ${({ theme }) => theme.color.sea}; font-weight: 700; }
  p { font-size: ${({ theme }) => theme.size.small}; color: ${({ theme }) => theme.color.inkMuted}; }
`;

const shortDate = (iso: string) => formatDateLong(iso);

type Side = 'A' | 'B';

/**
 * Side by side from the tablet width up. On a phone both pages share one place at full width and the switch
 * (FrameSwitch) shows one of them: the other stays loaded, hidden, and scrolls along, so switching keeps the place.
 */
const Frames = styled.div<{ $shown: Side }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  > * { grid-area: 1 / 1; }
  > :nth-child(${({ $shown }) => ($shown === 'A' ? 2 : 1)}) { visibility: hidden; }

  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: clamp(0.5rem, 2vw, 1.5rem);
    > * { grid-area: auto; }
    > :nth-child(n) { visibility: visible; }
  }
`;

const FrameSwitch = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  button {
    flex: 1 1 0;
    min-width: 0;
    min-height: ${fieldHeight};
    padding: 0.35rem 0.75rem;
    font: inherit;
    font-weight: 700;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.color.sea};
    background: ${({ theme }) => theme.color.seaTint};
    border: 1px solid ${({ theme }) => theme.color.sea};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] { color: ${({ theme }) => theme.color.onDark}; background: ${({ theme }) => theme.color.sea}; }
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) { display: none; }
`;

interface EditionSelectProps {
  side: 'A' | 'B';
  editions: EditionSummary[];
  value: string;
  onChoose: (key: string) => void;
}

function EditionSelect({ side, editions, value, onChoose }: EditionSelectProps) {
  const id = `qa-edition-${side.toLowerCase()}`;
  return (
    <div>
      <label htmlFor={id}>Edition {side}</label>
      <Select id={id} value={value} onChange={(event) => onChoose(event.target.value)}>
        {editions.map((edition) => (
          <option key={edition.key} value={edition.key}>
            {edition.name} ({edition.key}
            {edition.featured ? ', auf der Startseite' : ''})
          </option>
        ))}
      </Select>
    </div>
  );
}

type Differences = { pair: string; differences?: FieldDifference[]; states?: [string, string]; error?: string };

/** Where an edition stands on the day shown (its published `sales`): the pages below show it in that state. */
function stateOf(config: unknown): string {
  const state = (config as Partial<EditionData>).sales?.state;
  return state ? SALES_STATE_LABELS[state] : 'unbekannt';
}

export default function Comparison() {
  const editions = useLoaderData() as EditionSummary[];
  const [params, setParams] = useSearchParams();
  // The choice lives in state and the address follows it: the router applies a new address as a
  // transition, and until that commits a controlled select or radio button would show the old value.
  const [choice, setChoice] = useState(() => chooseEditions(editions, params));
  const { a, b, width, unknownKeys } = choice;
  const [result, setResult] = useState<Differences>();
  const [linked, setLinked] = useState(true);
  const [views, setViews] = useState<{ A?: Window; B?: Window }>({});
  // On a phone: the page shown of the two (the switch above the frames).
  const [shownSide, setShownSide] = useState<Side>('A');
  // „Stand am Tag“: the day shown (?tag=JJJJ-MM-TT), past or coming, the calendar days the build published,
  // and the calendar day whose build shows that day (undefined: the pages as built).
  const [day, setDay] = useState(() => params.get('tag') ?? '');
  const [coming, setComing] = useState<CalendarDays>();
  useEffect(() => {
    fetchData<CalendarDays>(QA_DAYS_FILE).then(setComing, () => setComing({ built: '', days: [] }));
  }, []);
  const standing = coming && day ? standingDay(coming, day) : undefined;
  // Each side's files: the calendar day on which its page last changed up to the day shown.
  const standingOf = (slug: string) => (coming && standing ? renderedOn(coming, standing, `/${slug}`) : undefined);
  const [standingA, standingB] = [standingOf(a.slug), standingOf(b.slug)];
  const shownDay = day || coming?.built || '';

  const choose = (changes: Record<string, string>) => {
    const next = new URLSearchParams({ a: a.key, b: b.key, breite: width, ...(day ? { tag: day } : {}), ...changes });
    if (!next.get('tag')) next.delete('tag');
    setChoice(chooseEditions(editions, next));
    setDay(next.get('tag') ?? '');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const pair = `${a.key}|${b.key}|${standingA ?? ''}|${standingB ?? ''}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by `pair`, the editions' keys and days: the objects are new on every render, the pair they name is not.
  useEffect(() => {
    let live = true;
    Promise.all([editionConfig(a, standingA), editionConfig(b, standingB)]).then(
      ([configA, configB]) =>
        live &&
        setResult({
          pair,
          differences: diffEditions(configA, configB, { a: a.sharedFields, b: b.sharedFields }),
          states: [stateOf(configA), stateOf(configB)],
        }),
      () => live && setResult({ pair, error: 'Die Konfiguration der Editionen konnte nicht geladen werden. Bitte lade die Seite neu.' }),
    );
    return () => {
      live = false;
    };
    // The pair of keys names the choice; the objects come from the loader and do not change.
  }, [pair]);

  // A new page in a frame is a new window: the effect below then links the new pair.
  const onLoadA = useCallback((view: Window) => setViews((previous) => ({ ...previous, A: view })), []);
  const onLoadB = useCallback((view: Window) => setViews((previous) => ({ ...previous, B: view })), []);
  useEffect(() => {
    if (!linked || !views.A || !views.B) return;
    return syncScroll([views.A, views.B]);
  }, [linked, views]);

  const shown = result?.pair === pair ? result : undefined;
  const count = shown?.differences?.length;

  return (
    <Wrap>
      <Controls>
        <EditionSelect side="A" editions={editions} value={a.key} onChoose={(key) => choose({ a: key })} />
        <SwapButton type="button" onClick={() => choose({ a: b.key, b: a.key })}>
          <ArrowLeftRight size={18} aria-hidden="true" />A und B tauschen
        </SwapButton>
        <EditionSelect side="B" editions={editions} value={b.key} onChoose={(key) => choose({ b: key })} />
        <fieldset>
          <legend>Breite der Seiten</legend>
          <Segments>
            {(Object.keys(FRAME_WIDTHS) as FrameWidthName[]).map((name) => (
              <label key={name}>
                <input type="radio" name="qa-breite" value={name} checked={width === name} onChange={() => choose({ breite: name })} />
                <span>{WIDTH_LABELS[name]}</span>
              </label>
            ))}
          </Segments>
        </fieldset>
        <Check>
          <input type="checkbox" checked={linked} onChange={(event) => setLinked(event.target.checked)} />
          Scrollen koppeln
        </Check>
        {coming?.built && (
          <DayChoice role="group" aria-labelledby="qa-tag-titel">
            <label id="qa-tag-titel" htmlFor="qa-tag">
              Stand am Tag
            </label>
            <DayField id="qa-tag" value={shownDay} describedBy="qa-tag-hinweis" onDay={(iso) => choose({ tag: iso === coming.built ? '' : iso })} />
            <ul aria-label="Tage, an denen sich eine Seite ändert">
              <li>
                <button type="button" aria-pressed={!standing} onClick={() => choose({ tag: '' })}>
                  {`Build-Tag (${shortDate(coming.built)})`}
                </button>
              </li>
              {coming.days.map((entry) => (
                <li key={entry.day}>
                  <button type="button" aria-pressed={standing === entry.day} onClick={() => choose({ tag: entry.day })}>
                    {entry.changes.length === 0
                      ? `bis ${shortDate(entry.day)}: noch keine Edition im Verkauf`
                      : `ab ${shortDate(entry.day)}: ${entry.changes.map((change) => `${change.page} ${change.change.split(':')[0]}`).join('; ')}`}
                  </button>
                </li>
              ))}
            </ul>
            <p id="qa-tag-hinweis">
              {coming.days.length === 0
                ? 'Keine Edition nennt einen Tag, an dem sich eine Seite ändert.'
                : 'Die Seiten ändern sich nur an diesen Tagen von selbst, vergangene eingeschlossen; dazwischen bleibt jede Seite, wie sie ist. Gezeigt wird, was der Build für den gewählten Tag zeigt.'}
            </p>
            {standing && (
              <p>
                <a href={`/${qaDayHomePath(renderedOn(coming, standing, '/'))}`} target="_blank" rel="noopener">
                  Startseite an diesem Tag öffnen
                </a>
              </p>
            )}
          </DayChoice>
        )}
      </Controls>

      {unknownKeys.length > 0 && (
        <QaNote role="alert">
          Unbekannte Edition in der Adresse: {unknownKeys.map((key) => `„${key}“`).join(', ')}. Vorhanden sind{' '}
          {editions.map((edition) => edition.key).join(', ')}; gezeigt wird {a.key} neben {b.key}.
        </QaNote>
      )}

      <Block aria-labelledby="qa-unterschiede">
        <h2 id="qa-unterschiede">Unterschiede in der Konfiguration</h2>
        <p role="status">
          {shown?.error ??
            (count === undefined
              ? 'Die Konfigurationen werden geladen …'
              : a.key === b.key
                ? 'A und B sind dieselbe Edition.'
                : count === 0
                  ? 'Keine Unterschiede: beide Editionen sind gleich konfiguriert.'
                  : `${count} ${count === 1 ? 'Feld unterscheidet' : 'Felder unterscheiden'} sich. Jedes Feld heißt wie im Studio, darunter steht sein Pfad in der Datei; Listeneinträge sind nach ihrer Kennung benannt, „Standard aus site.json“ markiert gemeinsame Texte.`)}
        </p>
        {shown?.differences && shown.differences.length > 0 && <DiffTable a={a} b={b} differences={shown.differences} />}
      </Block>

      <Wide aria-labelledby="qa-seiten">
        <Block as="div">
          <h2 id="qa-seiten">Die Seiten nebeneinander</h2>
          <p>So wie Besucher sie ohne JavaScript sehen: alle FAQ-Antworten sind aufgeklappt, Links führen hier nirgendwohin.</p>
          {shown?.states && (
            <p data-sales-states="">
              {day && shownDay !== coming?.built ? `Verkaufsstand am ${shortDate(shownDay)}` : 'Verkaufsstand beim Build'} – A: {shown.states[0]}, B:{' '}
              {shown.states[1]}.
            </p>
          )}
          <FrameSwitch role="group" aria-label="Gezeigte Seite">
            {(
              [
                ['A', a],
                ['B', b],
              ] as const
            ).map(([side, edition]) => (
              <button key={side} type="button" aria-pressed={shownSide === side} onClick={() => setShownSide(side)}>
                {`${side}: ${edition.name}`}
              </button>
            ))}
          </FrameSwitch>
        </Block>
        <Frames $shown={shownSide}>
          <EditionFrame side="A" edition={a} standing={standingA} width={FRAME_WIDTHS[width]} widthLabel={WIDTH_LABELS[width]} onPageLoad={onLoadA} />
          <EditionFrame side="B" edition={b} standing={standingB} width={FRAME_WIDTHS[width]} widthLabel={WIDTH_LABELS[width]} onPageLoad={onLoadB} />
        </Frames>
      </Wide>
    </Wrap>
  );
}
