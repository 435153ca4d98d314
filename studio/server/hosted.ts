import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { loadHostedConfig, type HostedConfig } from './auth/config';
import { serverSecret, usersFileIn } from './auth/dataFolder';
import { hostedGate } from './auth/gate';
import { hostedSecurityHeaders, inlineScriptHashes } from './auth/securityHeaders';
import { Sessions } from './auth/sessions';
import { LoginThrottle } from './auth/throttle';
import { UserStore } from './auth/userStore';
import { devImageVariants } from './devImages';
import { requestRefusal } from './guard';
import { STARTUP_LOADER } from '../../src/startup/loaderScript';
import { linkParts } from './previewLinks/linkSetup';
import { previewDocuments, REFRESH_SHIM, studioMiddleware, type RenderPreview } from './plugin';

/**
 * The hosted studio (`npm run studio -- --hosted`): the same studio behind auth/gate.ts, which runs
 * before everything the dev server answers. Local mode (plugin.ts's serveStudio) is untouched by it.
 */

export interface HostedStudioOptions {
  root: string;
  today?: string;
  config: HostedConfig;
  /** The hashes of the inline scripts the pages carry (see hostedScriptHashes). */
  scriptHashes: string[];
  /** The preview frame's documents (plugin.ts previewDocuments; tests pass a stand-in). */
  renderPreview: RenderPreview;
  /** The preview frame's files under /assets/ (plugin.ts previewDocuments), which a preview link's pages name too. */
  previewAssets?: Connect.NextHandleFunction;
  /** The clock sessions, login limits and preview links count with (tests move it). */
  now?: () => number;
  /** What is live, for the image library (tests pass one; default the publish target's). */
  liveContentFiles?: () => Promise<Record<string, string> | undefined>;
}

/** The middlewares in their order: the gate, then the studio as in local mode, with the hosted origin. */
export function hostedStudio({ root, today, config, scriptHashes, renderPreview, previewAssets = (_request, _response, next) => next(), now, liveContentFiles }: HostedStudioOptions): Connect.NextHandleFunction[] {
  const sessions = new Sessions({ idleMs: config.sessionIdleMinutes * 60_000, absoluteMs: config.sessionMaxHours * 3_600_000, secret: serverSecret(config.dataDir), now });
  const throttle = new LoginThrottle({ perAccount: config.loginAttemptsPerAccount, perAddress: config.loginAttemptsPerAddress, lockMs: config.loginLockMinutes * 60_000, now });
  const gate = hostedGate({ config, users: new UserStore(usersFileIn(config.dataDir)), sessions, throttle, headers: hostedSecurityHeaders(scriptHashes) });
  const imageVariants = devImageVariants(path.join(root, 'public'));
  const { links, media, pages } = linkParts({ root, dataDir: config.dataDir, today, now, render: renderPreview, assets: previewAssets, imageVariants, liveContentFiles });
  return [
    gate as Connect.NextHandleFunction,
    // The one path the gate lets through without a session, answered here and handed on nowhere.
    pages,
    imageVariants,
    studioMiddleware({ root, today, links, media }, renderPreview, (request, kind) => requestRefusal(request, kind, config.origin)),
  ];
}

/**
 * Every inline script the dev server's pages carry: the site's documents (Vite's additions to index.html and the
 * start-up loader the renderer puts in), which the preview frame shows too, and the studio's page.
 */
export async function hostedScriptHashes(root: string, transformHtml: (url: string, html: string) => Promise<string>): Promise<string[]> {
  const pages = [
    await transformHtml('/', readFileSync(path.join(root, 'index.html'), 'utf8')),
    `<script>${STARTUP_LOADER}</script>`,
    REFRESH_SHIM,
  ];
  return [...new Set(pages.flatMap(inlineScriptHashes))];
}

/** Runs middlewares one after the other, as the dev server would, then hands on to `next`. */
export function chained(middlewares: Connect.NextHandleFunction[]): Connect.NextHandleFunction {
  return (request, response, next) => {
    const step = (at: number) => (error?: unknown) => (error !== undefined || at === middlewares.length ? next(error) : middlewares[at](request, response, step(at + 1)));
    step(0)();
  };
}

/**
 * Installs the hosted studio on the dev server (vite.config.ts, when `npm run studio -- --hosted` set
 * STUDIO_HOSTED_CONFIG). The pages' script hashes are read once, on the first request, when Vite can transform pages.
 */
export function serveHostedStudio(server: ViteDevServer, root: string, configFile: string, today?: string) {
  const config = loadHostedConfig(configFile, root);
  const transformHtml = (url: string, html: string) => server.transformIndexHtml(url, html);
  let ready: Promise<Connect.NextHandleFunction> | undefined;
  server.middlewares.use((request, response, next) => {
    ready ??= hostedScriptHashes(root, transformHtml).then((scriptHashes) => {
      const preview = previewDocuments(server, root);
      return chained([...hostedStudio({ root, today, config, scriptHashes, renderPreview: preview.render, previewAssets: preview.assets }), preview.assets]);
    });
    ready.then((studio) => studio(request, response, next), next);
  });
}
