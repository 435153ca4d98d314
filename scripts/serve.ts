import path from 'node:path';
import { loadContent } from '../src/content/loadContent';
import { checkPort, readCommandLine } from './cli/commandLine';
import { securityHeaders } from './hosting/securityHeaders';
import { startStaticServer } from './hosting/staticServer';
import { editionsFolderIn } from '#src/content/editionFolder';

/** `npm start`: serves the built site like a static host: clean URLs, 404.html with status 404, the `.br` and `.gz` copies, ETag and 304. */
const { values } = readCommandLine({
  command: 'npm start',
  summary: 'Liefert die gebaute Website aus dist/ aus wie ein statischer Hoster.',
  options: { port: { type: 'string', value: '<Port>', description: 'Port (Standard: PORT aus der Umgebung, sonst 4173)', check: checkPort } },
  examples: ['npm start', 'npm start -- --port 5000'],
});
const port = Number(values.port ?? process.env.PORT ?? 4173);
const root = process.cwd();
const { site } = loadContent({ dir: editionsFolderIn(root), publicDir: path.join(root, 'public') });
await startStaticServer(path.join(root, 'dist'), { port, headers: securityHeaders(site) });
console.log(`Die gebaute Website läuft auf http://localhost:${port}/`);
