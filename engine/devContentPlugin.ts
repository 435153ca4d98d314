import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { ContentError, formatReport } from './errors';
import { loadContent } from './load';
import { publicDataFiles } from './publicData';
import { DATA_PATH } from './contentSource';

/**
 * Dev server only: answers `/data/*.json` from the content files as they are now, validated on
 * every request, so a new or edited edition shows up on reload without a restart. A broken file
 * answers 500 with the same report the build prints.
 */
export function serveLiveContent(server: ViteDevServer, root: string) {
  server.watcher.add(path.join(root, 'editions'));
  server.middlewares.use(DATA_PATH, (request, response, next) => {
        try {
          const content = loadContent({ dir: path.join(root, 'editions'), publicDir: path.join(root, 'public') });
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
