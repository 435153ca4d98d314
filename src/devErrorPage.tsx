import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import { Container } from '../kit/ui/layout';

const Box = styled(Container)`
  padding-block: ${({ theme }) => theme.space.section};
  h1 { font-size: ${({ theme }) => theme.size.h2}; margin-bottom: ${({ theme }) => theme.space.md}; }
  p { margin-bottom: ${({ theme }) => theme.space.md}; }
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.size.small};
    padding: 1rem;
    background: ${({ theme }) => theme.color.sand};
    border-left: 4px solid ${({ theme }) => theme.color.cta};
    border-radius: 8px;
  }
`;

/**
 * What the dev server shows instead of a page while a content file does not validate: the same
 * report `npm run editions:check` and the terminal print, so marketers see what to fix where they
 * look. Never part of a build: only the dev server loads it.
 */
export function DevContentErrorPage({ report }: { report: string }) {
  return (
    <Box as="main" role="alert">
      <h1>Die Vorschau kann die Inhalte nicht anzeigen</h1>
      <p>
        Eine Datei in <code>editions/</code> ist fehlerhaft. Korrigiere die genannten Felder und speichere die Datei: Die Seite lädt dann von selbst neu.
      </p>
      <pre>{report}</pre>
    </Box>
  );
}

const TITLE = 'Fehler in den Inhalten – Vorschau';

/**
 * The whole page, rendered on the dev server (scripts/dev/devPages.ts), which adds Vite's client: fixing the file reloads it.
 * @public loaded by scripts/dev/devPages.ts through Vite's ssrLoadModule, which an import graph does not see
 */
export function contentErrorPage(report: string): string {
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(
      sheet.collectStyles(
        <App>
          <DevContentErrorPage report={report} />
        </App>,
      ),
    );
    return `<!doctype html><html lang="de"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${TITLE}</title>${sheet.getStyleTags()}</head><body><div id="root">${body}</div></body></html>`;
  } finally {
    sheet.seal();
  }
}
