import { rmSync } from 'node:fs';
import path from 'node:path';
import { startLocalStudio } from '#studio/server/devStudio';
import { devServerConfig } from '#vite-config';
import { createServer, type InlineConfig, type ViteDevServer } from 'vite';
import { inject } from 'vitest';
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
 * Where the copy and Vite's pre-bundled dependencies go. Vite bundles them again for every new project
 * folder (its cache key includes the folder), about 2 CPU seconds each time; so every test worker keeps
 * one folder for the copies of the files it runs, one after another, and their dependency bundle
 * stays valid. Outside the built-site tests (no slots provided), a new temporary folder.
 */
function slot(): { into?: string; cacheDir?: string } {
  const slots = inject('devServerSlots');
  if (!slots) return {};
  const worker = path.join(slots, `worker-${process.env.VITEST_POOL_ID ?? '1'}`);
  return { into: path.join(worker, 'project'), cacheDir: path.join(worker, 'vite-cache') };
}

export interface CopyOptions {
  logging: Pick<InlineConfig, 'customLogger' | 'logLevel'>;
  /** Changes the copy before the server starts. */
  prepare?: (project: string) => void;
  /** Whose content files the copy holds: the project's own (default) or the test fixtures. */
  content?: 'fixtures' | 'project';
  /** The day the site's pages are for, as `npm run build -- --today` takes it (the studio's day too). */
  today?: string;
}

/**
 * `npm run dev`'s server (the project's own vite.config.ts) on a copy of the project, so a test can
 * change content files without touching the real ones, on a free loopback port.
 */
export async function startDevServerOnCopy(options: CopyOptions): Promise<DevServerCopy> {
  const { into, cacheDir } = slot();
  const project = copyProject({ content: options.content, into });
  options.prepare?.(project);
  const server = await createServer({
    ...(await devServerConfig({ root: project, today: options.today })),
    configFile: false,
    // Not node_modules/.vite: node_modules is shared with the project and a running `npm run dev`.
    cacheDir: cacheDir ?? path.join(project, '.vite-cache'),
    ...options.logging,
    server: { host: '127.0.0.1', port: 0, cors: false },
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

/** The local studio on a project copy: the copy, its address, and how to stop it. */
export type StudioCopy = Omit<DevServerCopy, 'server'>;

/**
 * The local studio (`npm run studio`, studio/server/devStudio.ts) on a copy of the project, on a free loopback port,
 * on `today` (`npm run studio -- --today`), so a test does not depend on today.
 */
export async function startStudioOnCopy(options: CopyOptions): Promise<StudioCopy> {
  const { into, cacheDir } = slot();
  const project = copyProject({ content: options.content, into });
  options.prepare?.(project);
  const studio = await startLocalStudio({
    root: project,
    today: options.today,
    port: 0,
    vite: { cacheDir: cacheDir ?? path.join(project, '.vite-cache'), ...options.logging },
  });
  return {
    project,
    origin: studio.origin,
    close: async () => {
      await studio.close();
      rmSync(project, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
