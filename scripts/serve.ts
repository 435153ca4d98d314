import { createServer } from 'node:http';
import path from 'node:path';
import { startStaticServer } from './lib/staticServer';

/** `npm start`: serves the built site like a static host: clean URLs, 404.html with status 404, gzip. */
const port = Number(process.env.PORT ?? 4173);
const server = startStaticServer(createServer, path.join(process.cwd(), 'dist'), port);
server.on('listening', () => console.log(`Die gebaute Website läuft auf http://localhost:${port}/`));
