import { rmSync } from 'node:fs';
import path from 'node:path';
import { createServer, type InlineConfig, type ViteDevServer } from 'vite';
import { copyProject } from './projectCopy';

export interface DevServerCopy {
  /** The project copy the server runs on; tests may change its files. */
  project: string;
  server: ViteDevServer;
  origin: string;
  /** Stops the server and removes the copy. */
  close: () => Promise<void>;
}

/**
 * `npm run dev`'s server (the project's own vite.config.ts) on a copy of the project, so a test can
 * change content files without touching the real ones, on a free loopback port.
 */
export async function startDevServerOnCopy(options: {
  logging: Pick<InlineConfig, 'customLogger' | 'logLevel'>;
  /** Changes the copy before the server starts. */
  prepare?: (project: string) => void;
  /** Whose content files the copy holds: the project's own (default) or the test fixtures. */
  content?: 'fixtures' | 'project';
}): Promise<DevServerCopy> {
  const project = copyProject({ content: options.content });
  options.prepare?.(project);
  const server = await createServer({
    configFile: path.join(project, 'vite.config.ts'),
    root: project,
    // Its own pre-bundled dependencies: node_modules is shared with the project and a running `npm run dev`.
    cacheDir: path.join(project, '.vite-cache'),
    ...options.logging,
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
  return {
    project,
    server,
    origin: server.resolvedUrls!.local[0].replace(/\/$/, ''),
    close: async () => {
      await server.close();
      // Vite's dependency optimizer can still be writing into the copy's cache for a moment after close.
      rmSync(project, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
