import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { App } from '../../../src/App';
import type { ContentSource } from '../../../src/contentSource';
import { createRoutes } from '../../../src/routes';
import type { EditionData, SiteConfig } from '../../../src/content/pageData';
import type { PreviewEvent, PreviewMessage } from '../../shared/apiTypes';

/**
 * The studio's preview frame (/studio/vorschau): the real page of the edition being edited, rendered by
 * the site's own routes, layout, section components and theme, from the draft the studio sends
 * (already checked and resolved by the dev server). A click on a section tells the studio which one.
 */

const container = document.getElementById('root')!;
const root = createRoot(container);
let latest: { site: SiteConfig; edition: EditionData } | undefined;
let router: DataRouter | undefined;
let routedSlug: string | undefined;

// Only the studio that framed this page may talk to it.
const fromStudio = (event: MessageEvent) => event.origin === window.location.origin && event.source === window.parent;
const tell = (message: PreviewEvent) => window.parent.postMessage(message, window.location.origin);

const source: ContentSource = {
  site: () => latest!.site,
  edition: () => latest!.edition,
  home: () => {
    throw new Response(null, { status: 404 });
  },
  editionList: () => [],
};

const style = document.createElement('style');
// What can be clicked is outlined on hover; the section being edited stays outlined.
style.textContent = `
  [data-section] { cursor: pointer; }
  [data-section]:hover { outline: 3px dashed #1A5FB4; outline-offset: -3px; }
  [data-studio-selected] { outline: 4px solid #1A5FB4 !important; outline-offset: -4px; }
`;
document.head.append(style);

function highlight(section: string | undefined, scroll: boolean) {
  for (const element of document.querySelectorAll('[data-studio-selected]')) element.removeAttribute('data-studio-selected');
  if (!section) return;
  const element = document.querySelector(`[data-section="${CSS.escape(section)}"]`);
  element?.setAttribute('data-studio-selected', '');
  if (scroll) element?.scrollIntoView({ block: 'start' });
}

let selected: string | undefined;

function render(message: Extract<PreviewMessage, { type: 'render' }>) {
  latest = { site: message.site, edition: message.edition };
  if (!router || routedSlug !== message.edition.slug) {
    router?.dispose();
    routedSlug = message.edition.slug;
    router = createMemoryRouter(createRoutes([routedSlug], source), { initialEntries: [`/${routedSlug}`] });
    root.render(
      <StrictMode>
        <App>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  } else {
    // The edition's loader runs again and returns the new draft; the page keeps its scroll position.
    void router.revalidate();
  }
  requestAnimationFrame(() => highlight(selected, false));
}

window.addEventListener('message', (event: MessageEvent<PreviewMessage>) => {
  if (!fromStudio(event)) return;
  if (event.data.type === 'render') render(event.data);
  if (event.data.type === 'highlight') {
    selected = event.data.section;
    highlight(selected, true);
  }
});

// Links and forms stay inside the preview; a click picks the section it landed in.
window.addEventListener(
  'click',
  (event) => {
    const target = event.target as Element | null;
    if (target?.closest?.('a[href]')) event.preventDefault();
    const section = target?.closest?.('[data-section]')?.getAttribute('data-section');
    if (section) tell({ type: 'select', section });
  },
  true,
);

tell({ type: 'ready' });
