import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { LINK_PREVIEW_SIZE } from '#kit/model/linkPreview';
import type { EditionData, SiteConfig } from '#src/content/pageData';
import { studio } from './api';
import { STUDIO_PREVIEW_PATH } from '../shared/apiTypes';
import { DayChoice, type DayChoiceProps } from './DayChoice';
import { Help } from './ui';

/**
 * Beside the form: the real page (the document the build would render for the draft, in a frame, at
 * phone or desktop width), the link-preview card as messengers show it, and the search result snippet.
 */

/** `variant`: the A/B variant whose copy the page shows (none: the edition's own). */
export type PreviewData = { site: SiteConfig; edition: EditionData; day: string; page: string; variant?: string };
type Tab = 'seite' | 'link' | 'suche';
type Width = 390 | 1280;

const Pane = styled.section`
  display: grid;
  grid-template-rows: auto auto 1fr;
  gap: 0.5rem;
  min-width: 0;
  min-height: 0;
  padding: 0.75rem;
  background: ${({ theme }) => theme.color.sandDeep};
  h2 { font-size: 1.125rem; font-family: ${({ theme }) => theme.font.body}; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  .compare { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; }
  .compare label { margin: 0; font-size: 0.9375rem; }
  .compare select { width: auto; min-width: 10rem; }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
  legend { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

/** Real radio buttons drawn as one switch: arrow keys move between them, as everywhere. */
const Segments = styled.div`
  display: inline-flex;
  border: 2px solid ${({ theme }) => theme.color.sea};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  label { position: relative; margin: 0; }
  input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
  span { display: inline-flex; align-items: center; min-height: 2.5rem; padding: 0 0.6rem; font-weight: 700; color: ${({ theme }) => theme.color.sea}; white-space: nowrap; }
  label + label span { border-left: 1px solid ${({ theme }) => theme.color.sea}; }
  input:checked + span { background: ${({ theme }) => theme.color.sea}; color: ${({ theme }) => theme.color.onDark}; }
  input:focus-visible + span { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: -5px; }
`;

function Switch<T extends string | number>({
  name,
  legend,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  value: T;
  options: Array<[T, string]>;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <Segments>
        {options.map(([option, label]) => (
          <label key={String(option)}>
            <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
            <span>{label}</span>
          </label>
        ))}
      </Segments>
    </fieldset>
  );
}

const Stage = styled.div`
  position: relative;
  min-height: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  iframe { position: absolute; top: 0; left: 0; border: 0; transform-origin: 0 0; background: #fff; }
`;

const Stale = styled.p`
  padding: 0.4rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.accent.sun.background};
  color: ${({ theme }) => theme.accent.sun.foreground};
  font-weight: 700;
  font-size: 0.9375rem;
`;

interface PreviewPaneProps {
  editionKey: string;
  draft: Record<string, unknown>;
  preview?: PreviewData;
  /** The draft has errors: the preview shows the last version without them. */
  stale: boolean;
  selectedSection?: string;
  onSelectSection: (type: string) => void;
  origin: string;
  /** The way to the QA comparison with another edition. */
  compare?: ReactNode;
  /** Which day the page is shown as of, and the edition's timeline. */
  day: DayChoiceProps;
  /** Why the chosen day cannot be shown (then `preview` is empty and the frame shows nothing). */
  unshown?: string;
  /** The edition's A/B variants by name (none: no test) and whose copy the page shows (empty: the edition's own). */
  variants: { names: string[]; chosen: string; onChoose: (name: string) => void };
}

export function PreviewPane({
  editionKey,
  draft,
  preview,
  stale,
  selectedSection,
  onSelectSection,
  origin,
  compare,
  day,
  unshown,
  variants,
}: PreviewPaneProps) {
  const [tab, setTab] = useState<Tab>('seite');
  const [width, setWidth] = useState<Width>(1280);
  const ids = useId();
  return (
    <Pane aria-labelledby={`${ids}-titel`}>
      <Head>
        <h2 id={`${ids}-titel`}>Vorschau</h2>
        {compare}
      </Head>
      <Controls>
        <Switch
          name={`${ids}-tab`}
          legend="Was die Vorschau zeigt"
          value={tab}
          onChange={setTab}
          options={[
            ['seite', 'Seite'],
            ['link', 'Link-Vorschau'],
            ['suche', 'Suchergebnis'],
          ]}
        />
        {tab === 'seite' && (
          <Switch
            name={`${ids}-breite`}
            legend="Breite der Seite in Pixeln"
            value={width}
            onChange={setWidth}
            options={[
              [390, 'Handy 390'],
              [1280, 'Desktop 1280'],
            ]}
          />
        )}
        {tab === 'seite' && variants.names.length > 0 && (
          <Switch
            name={`${ids}-fassung`}
            legend="Welche Fassung des A/B-Tests die Seite zeigt"
            value={variants.chosen}
            onChange={variants.onChoose}
            options={[['', 'Eigene Fassung'], ...variants.names.map((name): [string, string] => [name, `Variante ${name}`])]}
          />
        )}
      </Controls>
      <div style={{ display: 'grid', gridTemplateRows: 'auto 1fr', gap: '0.5rem', minHeight: 0 }}>
        <div style={{ display: 'grid', gap: '0.5rem' }}>
          {tab === 'seite' && <DayChoice {...day} />}
          {unshown && (
            <Stale role="status" data-unshown="">
              {unshown}
            </Stale>
          )}
          {stale && !unshown && (
            <Stale role="status">
              {preview
                ? 'Die Vorschau zeigt den letzten Stand ohne Fehler. Sobald die Fehler behoben sind, folgt sie wieder.'
                : 'Die Vorschau erscheint, sobald die Edition keine Fehler mehr hat (siehe „Prüfung“).'}
            </Stale>
          )}
        </div>
        {tab === 'seite' && <PageFrame preview={preview} width={width} selectedSection={selectedSection} onSelectSection={onSelectSection} />}
        {tab === 'link' && <LinkPreview editionKey={editionKey} draft={draft} preview={preview} stale={stale} origin={origin} />}
        {tab === 'suche' && <SearchSnippet preview={preview} origin={origin} />}
      </div>
    </Pane>
  );
}

/** What can be clicked is outlined on hover; the section being edited stays outlined. */
const FRAME_STYLE = `
  [data-section] { cursor: pointer; }
  [data-section]:hover { outline: 3px dashed #1A5FB4; outline-offset: -3px; }
  [data-studio-selected] { outline: 4px solid #1A5FB4 !important; outline-offset: -4px; }
`;

function highlight(view: Window | null | undefined, section: string | undefined, scroll: boolean) {
  const document = view?.document;
  if (!document) return;
  for (const element of document.querySelectorAll('[data-studio-selected]')) element.removeAttribute('data-studio-selected');
  const element = section ? document.querySelector(`[data-section="${CSS.escape(section)}"]`) : null;
  element?.setAttribute('data-studio-selected', '');
  if (scroll) element?.scrollIntoView({ block: 'start' });
}

/**
 * The page as the build renders it: the frame loads the checked draft's document from the dev server
 * (studio/server/plugin.ts), with the page's own scripts (the FAQ folds) and without the platform's. It is on
 * this origin, so the studio reaches into it: a click picks the section it landed in, links stay inside, the
 * section being edited is outlined, and a new version keeps the place the last one was scrolled to.
 */
function PageFrame({
  preview,
  width,
  selectedSection,
  onSelectSection,
}: {
  preview?: PreviewData;
  width: Width;
  selectedSection?: string;
  onSelectSection: (type: string) => void;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const selectRef = useRef(onSelectSection);
  selectRef.current = onSelectSection;
  const selectedRef = useRef(selectedSection);
  selectedRef.current = selectedSection;
  const scrolled = useRef(0);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => highlight(frame.current?.contentWindow, selectedSection, true), [selectedSection]);

  const onLoad = () => {
    const view = frame.current?.contentWindow;
    if (!view?.document.body) return;
    const style = view.document.createElement('style');
    style.textContent = FRAME_STYLE;
    view.document.head.append(style);
    view.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element | null;
        if (target?.closest?.('a[href]')) event.preventDefault();
        const section = target?.closest?.('[data-section]')?.getAttribute('data-section');
        if (section) selectRef.current(section);
      },
      true,
    );
    view.scrollTo(0, scrolled.current);
    view.addEventListener('scroll', () => (scrolled.current = view.scrollY), { passive: true });
    highlight(view, selectedRef.current, false);
  };

  const scale = size.width > 0 ? Math.min(1, size.width / width) : 1;
  // Without a preview for the chosen day the frame shows nothing rather than another day's page.
  const left = scale === 1 ? Math.max(0, (size.width - width) / 2) : 0;
  return (
    <Stage ref={stage}>
      <iframe
        ref={frame}
        src={preview?.page ?? STUDIO_PREVIEW_PATH}
        onLoad={onLoad}
        title={`Vorschau der Seite, ${width === 390 ? 'Handy' : 'Desktop'}-Breite ${width} Pixel`}
        style={{ width, height: size.height / scale, transform: `scale(${scale})`, left, visibility: preview ? 'visible' : 'hidden' }}
        data-width={width}
      />
    </Stage>
  );
}

const Card = styled.figure`
  margin: 0;
  max-width: 32rem;
  background: #fff;
  border: 1px solid #dadde1;
  font-family: Helvetica, Arial, sans-serif;
  img, .placeholder { display: block; width: 100%; aspect-ratio: ${LINK_PREVIEW_SIZE.width} / ${LINK_PREVIEW_SIZE.height}; object-fit: cover; background: #e4e6eb; }
  .placeholder { display: grid; place-items: center; color: #4b4f56; font-size: 0.9375rem; padding: 1rem; text-align: center; }
  figcaption { padding: 0.6rem 0.75rem; background: #f0f2f5; display: grid; gap: 0.15rem; }
  .domain { font-size: 0.8125rem; color: #4b4f56; text-transform: uppercase; }
  .title { font-size: 1.0625rem; font-weight: 700; color: #1c1e21; line-height: 1.25; }
  .description { font-size: 0.875rem; color: #4b4f56; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Bubble = styled.figure`
  margin: 0;
  max-width: 22rem;
  padding: 0.35rem;
  border-radius: 0.6rem;
  background: #d9fdd3;
  font-family: Helvetica, Arial, sans-serif;
  color: #111b21;
  > div { border-radius: 0.45rem; overflow: hidden; background: #f0f2f0; }
  img, .placeholder { display: block; width: 100%; aspect-ratio: ${LINK_PREVIEW_SIZE.width} / ${LINK_PREVIEW_SIZE.height}; object-fit: cover; background: #e4e6eb; }
  .placeholder { display: grid; place-items: center; font-size: 0.875rem; padding: 1rem; text-align: center; }
  figcaption { padding: 0.45rem 0.6rem; display: grid; gap: 0.1rem; }
  .title { font-weight: 700; font-size: 0.9375rem; }
  .description { font-size: 0.8125rem; color: #3b4a54; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
  .domain { font-size: 0.8125rem; color: #3b4a54; }
  p.link { padding: 0.35rem 0.4rem 0.1rem; font-size: 0.875rem; color: #027eb5; overflow-wrap: anywhere; }
`;

const Scroll = styled.div`
  overflow: auto;
  min-height: 0;
  display: grid;
  gap: 1rem;
  align-content: start;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  h3 { font-size: 1rem; }
`;

/** The image the build draws for link previews (scripts/build/socialImages.ts), drawn on demand for the draft. */
function useSocialImage(editionKey: string, draft: Record<string, unknown>, enabled: boolean) {
  const [url, setUrl] = useState<string>();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    // Drawing takes a moment: wait until typing pauses.
    const timer = setTimeout(async () => {
      setState('loading');
      try {
        const response = await studio['social-image'].$post({ json: { key: editionKey, data: draft } }, { init: { signal: controller.signal } });
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        setUrl((previous) => {
          if (previous) URL.revokeObjectURL(previous);
          return URL.createObjectURL(blob);
        });
        setState('ready');
      } catch {
        if (!controller.signal.aborted) setState('failed');
      }
    }, 700);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [editionKey, draft, enabled]);
  return { url, state };
}

function LinkPreview({
  editionKey,
  draft,
  preview,
  stale,
  origin,
}: {
  editionKey: string;
  draft: Record<string, unknown>;
  preview?: PreviewData;
  stale: boolean;
  origin: string;
}) {
  const { url, state } = useSocialImage(editionKey, draft, !stale);
  if (!preview) return <Scroll>Die Link-Vorschau erscheint, sobald die Edition keine Fehler mehr hat.</Scroll>;
  const { edition, site } = preview;
  const domain = origin.replace(/^https?:\/\//, '');
  const image = url ? (
    <img src={url} alt={`Vorschaubild: ${edition.name} – ${site.programme.name}`} />
  ) : (
    <div className="placeholder">{state === 'failed' ? 'Das Bild konnte nicht erstellt werden.' : 'Bild wird erstellt …'}</div>
  );
  return (
    <Scroll>
      <Help>
        So erscheint ein Link auf die Seite, wenn ihn jemand teilt. Bild und Text entstehen beim Bauen aus der Edition (Titel, Startdatum, Preis, Titelbild).
      </Help>
      <h3>Facebook</h3>
      <Card>
        {image}
        <figcaption>
          <span className="domain">{domain}</span>
          <span className="title">{edition.seo.title}</span>
          <span className="description">{edition.seo.description}</span>
        </figcaption>
      </Card>
      <h3>WhatsApp</h3>
      <Bubble>
        <div>
          {image}
          <figcaption>
            <span className="title">{edition.seo.title}</span>
            <span className="description">{edition.seo.description}</span>
            <span className="domain">{domain}</span>
          </figcaption>
        </div>
        <p className="link">
          {origin}/{edition.slug}
        </p>
      </Bubble>
    </Scroll>
  );
}

const Snippet = styled.div`
  max-width: 38rem;
  font-family: Arial, sans-serif;
  .site { display: flex; align-items: center; gap: 0.6rem; }
  .icon { width: 1.75rem; height: 1.75rem; border-radius: 50%; background: #f1f3f4; display: grid; place-items: center; }
  .icon img { width: 1.1rem; height: 1.1rem; }
  .name { font-size: 0.875rem; color: #202124; line-height: 1.3; }
  .url { font-size: 0.75rem; color: #4d5156; }
  .title { display: block; margin-top: 0.35rem; font-size: 1.25rem; line-height: 1.3; color: #1a0dab; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .description { font-size: 0.875rem; line-height: 1.58; color: #4d5156; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
`;

const Lengths = styled.ul`
  margin: 0;
  padding-left: 1.2rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.color.inkMuted};
`;

function SearchSnippet({ preview, origin }: { preview?: PreviewData; origin: string }) {
  if (!preview) return <Scroll>Das Suchergebnis erscheint, sobald die Edition keine Fehler mehr hat.</Scroll>;
  const { edition, site } = preview;
  const title = edition.seo.title;
  const description = edition.seo.description;
  const hint = (length: number, shown: number, max: number) =>
    `${length} von höchstens ${max} Zeichen${length > shown ? ` – Google zeigt meist nur etwa die ersten ${shown}` : ''}`;
  return (
    <Scroll>
      <Help>So ungefähr zeigt Google die Seite in den Suchergebnissen: Titel und Beschreibung kommen aus „Suchmaschinen“.</Help>
      <Snippet>
        <div className="site">
          <span className="icon">
            <img src="/images/favicon.svg" alt="" />
          </span>
          <span>
            <span className="name">{site.brand}</span>
            <br />
            <span className="url">
              {origin.replace(/^https?:\/\//, '')} › {edition.slug}
            </span>
          </span>
        </div>
        <span className="title">{title}</span>
        <p className="description">{description}</p>
      </Snippet>
      <Lengths>
        <li>Titel: {hint(Array.from(title).length, 60, 70)}</li>
        <li>Beschreibung: {hint(Array.from(description).length, 155, 170)}</li>
      </Lengths>
    </Scroll>
  );
}
