import ExternalLink from 'lucide-react/icons/external-link';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { EditionSummary } from '#src/content/pageData';
import { VisuallyHidden } from '#kit/ui/VisuallyHidden';
import { frameDocument, isPrerendered } from './frameDocument';
import { qaDayPagePath } from '#kit/model/paths';

/** Each page is fetched once per visit of the QA page, however often the choice changes. */
const pages = new Map<string, Promise<string>>();

/** The page's address: the live page, or (a coming day chosen) the page the build rendered for that day. */
export const framedAddress = (slug: string, standing: string | undefined) => (standing ? `/${qaDayPagePath(standing, slug)}` : `/${slug}`);

/** The prerendered page as the frame's document; the dev server renders the same pages (scripts/dev/devPages.ts). */
function framedPage(slug: string, standing: string | undefined): Promise<string> {
  const address = framedAddress(slug, standing);
  let page = pages.get(address);
  if (!page) {
    page = fetch(address).then(async (response) => {
      if (!response.ok) throw new Error(`Die Seite ${address} antwortet mit Status ${response.status}.`);
      const html = await response.text();
      if (!isPrerendered(html)) throw new Error(`Die Seite ${address} ist nicht vorgerendert.`);
      return frameDocument(html, `${window.location.origin}/`);
    });
    pages.set(address, page);
    page.catch(() => pages.delete(address));
  }
  return page;
}

/**
 * The framed page is a preview: a link would load the real page into the frame, which the site's
 * `frame-ancestors 'none'` refuses. Links within the page still scroll to their target. Listening
 * on the window while capturing comes before the page's own handlers (its router's links).
 */
function keepLinksInside(view: Window) {
  view.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link) return;
      event.preventDefault();
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('#')) view.document.getElementById(decodeURIComponent(href.slice(1)))?.scrollIntoView();
    },
    true,
  );
}

const Column = styled.section`
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h3 { font-size: ${({ theme }) => theme.size.h3}; }
  > div { min-width: 0; }
  p { font-size: ${({ theme }) => theme.size.small}; color: ${({ theme }) => theme.color.inkMuted}; }
  /* A long address breaks rather than pushing the narrow column (two side by side on a phone) wider. */
  a { display: inline-flex; align-items: center; gap: 0.3rem; max-width: 100%; font-weight: 700; overflow-wrap: anywhere; }
  a svg { flex-shrink: 0; }
`;

export const SideBadge = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.seaDark};
  color: ${({ theme }) => theme.color.onDark};
  font-weight: 700;
`;

const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  height: max(26rem, calc(100vh - 7rem));
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.sandDeep};
  border: 1px solid ${({ theme }) => theme.color.border};

  iframe {
    position: absolute;
    top: 0;
    border: 0;
    background: ${({ theme }) => theme.color.page};
    transform-origin: top left;
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  p { padding: ${({ theme }) => theme.space.lg}; color: ${({ theme }) => theme.color.inkMuted}; }
`;

interface EditionFrameProps {
  side: 'A' | 'B';
  edition: EditionSummary;
  /** The coming change day whose build the frame shows; undefined for the page as built. */
  standing?: string;
  /** The width the page is laid out at, in CSS pixels; scaled down when the column is narrower. */
  width: number;
  widthLabel: string;
  /** Called with the framed page's window each time a page has loaded in the frame. */
  onPageLoad: (view: Window) => void;
}

/** One edition's prerendered page in a frame of a fixed layout width, scaled to fit its column. */
export function EditionFrame({ side, edition, standing, width, widthLabel, onPageLoad }: EditionFrameProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [page, setPage] = useState<{ address: string; framed?: string; error?: string }>();
  const address = framedAddress(edition.slug, standing);

  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setBox({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(viewport.current!);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let live = true;
    framedPage(edition.slug, standing).then(
      (framed) => live && setPage({ address, framed }),
      (error: Error) => live && setPage({ address, error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [edition.slug, standing, address]);

  const scale = box.width > 0 ? Math.min(1, box.width / width) : 1;
  const framed = page?.address === address ? page.framed : undefined;
  const headingId = `qa-seite-${side.toLowerCase()}`;

  return (
    <Column aria-labelledby={headingId}>
      <Head>
        <SideBadge aria-hidden="true">{side}</SideBadge>
        <div>
          <h3 id={headingId}>
            <VisuallyHidden>{`Edition ${side}: `}</VisuallyHidden>
            {edition.name}
          </h3>
          <p>
            <a href={`/${edition.slug}`} target="_blank" rel="noopener noreferrer">
              /{edition.slug}
              <ExternalLink size={16} aria-hidden="true" />
              <VisuallyHidden>(öffnet in neuem Tab)</VisuallyHidden>
            </a>
            {` · ${widthLabel}${scale < 1 ? `, verkleinert auf ${Math.round(scale * 100)}\u00a0%` : ''}`}
          </p>
        </div>
      </Head>
      <Viewport ref={viewport} data-qa-frame={side}>
        {framed && box.width > 0 ? (
          <iframe
            ref={frame}
            title={`Edition ${side}: ${edition.name} (/${edition.slug}), ${widthLabel}`}
            // Same origin: this page follows the framed page's scrolling.
            srcDoc={framed}
            style={{
              width,
              height: box.height / scale,
              left: Math.max(0, (box.width - width * scale) / 2),
              transform: `scale(${scale})`,
            }}
            onLoad={() => {
              const view = frame.current?.contentWindow;
              if (!view) return;
              keepLinksInside(view);
              onPageLoad(view);
            }}
          />
        ) : (
          <p role="status">{page?.address === address && page.error ? page.error : `${edition.name} wird geladen …`}</p>
        )}
      </Viewport>
    </Column>
  );
}
