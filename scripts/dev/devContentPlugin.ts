import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { ContentError } from '#engine/errors';
import { formatSiteReport } from '#src/content/problemHints';
import { isContentFile, loadContent } from '#src/content/loadContent';
import { DATA_PATH } from '#src/contentSource';
import { devImageVariants } from './devImages';
import { devPages } from './devPages';
import { liveDataFiles } from './liveDataFiles';
import { editionsFolderIn } from '#src/content/editionFolder';
import { contentFilePath } from '#src/content/editionFile';

/**
 * Dev server only: answers every page (./devPages.ts) and `/data/*.json` from the content files as they
 * are now, validated on every request, so a new or edited edition shows up without a restart. A broken
 * file answers 500 with the same report the build prints, shown as the page. When a content file is
 * added, changed or removed, it is checked at once: open pages reload, or show the report over the page
 * when it is broken. `today`: the day the pages are for (default: today in Germany). Returns the pages'
 * middleware, to be added after Vite's own (scripts, styles and public files go first).
 */
export function serveLiveContent(server: ViteDevServer, root: string, today?: string): () => void {
  const editionsDir = editionsFolderIn(root);
  const load = (day?: string) => loadContent({ dir: editionsDir, publicDir: path.join(root, 'public'), today: day ?? today });
  // The last report printed: every page load asks for data again, the terminal needs it once per change.
  let printed: string | undefined;
  const report = (error: unknown) => {
    const text = error instanceof ContentError ? formatSiteReport(error.problems) : String(error);
    if (text !== printed) server.config.logger.error(text, { timestamp: true });
    printed = text;
    return text;
  };
  server.watcher.add(editionsDir);
  server.watcher.on('all', (event, file) => {
    const what = { add: 'neu', change: 'geändert', unlink: 'entfernt' }[event as string];
    const name = path.basename(file);
    if (!what || path.dirname(file) !== editionsDir || !isContentFile(name)) return;
    // Checked at once, so a broken file shows in the terminal on saving, with or without an open page.
    printed = undefined;
    try {
      load();
    } catch (error) {
      server.config.logger.info(`${contentFilePath(name)} ${what}: fehlerhaft`, { timestamp: true });
      // Shown over the open page without a reload (Vite's error overlay); a page loaded now shows the report itself.
      server.ws.send({ type: 'error', err: { message: report(error), stack: '' } });
      return;
    }
    server.config.logger.info(`${contentFilePath(name)} ${what}: Seite wird neu geladen`, { timestamp: true });
    server.ws.send({ type: 'full-reload' });
  });
  server.middlewares.use(DATA_PATH, liveDataFiles(load, report));
  // The image sizes the pages name (/images/generated/…), made as the build makes them.
  server.middlewares.use(devImageVariants(path.join(root, 'public')));
  return () => server.middlewares.use(devPages(server, { root, today, report }));
}
