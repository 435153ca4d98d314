import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { ContentError, formatReport } from '../../engine/errors';
import { isContentFile, loadContent } from './loadContent';
import { publicDataFiles } from './publicData';
import { DATA_PATH } from './contentSource';

/**
 * Dev server only: answers `/data/*.json` from the content files as they are now, validated on
 * every request, so a new or edited edition shows up without a restart. A broken file answers 500
 * with the same report the build prints. When a content file is added, changed or removed, open
 * pages reload: the client reads the list of edition routes (`/data/routes.json`) when it starts.
 */
export function serveLiveContent(server: ViteDevServer, root: string) {
  const editionsDir = path.join(root, 'editions');
  server.watcher.add(editionsDir);
  server.watcher.on('all', (event, file) => {
    const what = { add: 'neu', change: 'geändert', unlink: 'entfernt' }[event as string];
    const name = path.basename(file);
    if (!what || path.dirname(file) !== editionsDir || !isContentFile(name)) return;
    server.config.logger.info(`editions/${name} ${what}: Seite wird neu geladen`, { timestamp: true });
    server.ws.send({ type: 'full-reload' });
  });
  server.middlewares.use(DATA_PATH, (request, response, next) => {
    try {
      const content = loadContent({ dir: editionsDir, publicDir: path.join(root, 'public') });
      const file = publicDataFiles(content).get((request.url ?? '').replace(/^\//, '').split('?')[0]);
      if (file === undefined) return next();
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.end(JSON.stringify(file));
    } catch (error) {
      const report = error instanceof ContentError ? formatReport(error.problems) : String(error);
      server.config.logger.error(report);
      response.statusCode = 500;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end(report);
    }
  });
}
