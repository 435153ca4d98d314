import { createServer } from 'node:http';
import path from 'node:path';
import { loadContent } from '../src/content/loadContent';
import { securityHeaders } from './lib/securityHeaders';
import { startStaticServer } from './lib/staticServer';

/** `npm start`: serves the built site like a static host: clean URLs, 404.html with status 404, gzip. */
const port = Number(process.env.PORT ?? 4173);
const root = process.cwd();
const { site } = loadContent({ dir: path.join(root, 'editions'), publicDir: path.join(root, 'public') });
const server = startStaticServer(createServer, path.join(root, 'dist'), port, { headers: securityHeaders(site) });
server.on('listening', () => console.log(`Die gebaute Website läuft auf http://localhost:${port}/`));
