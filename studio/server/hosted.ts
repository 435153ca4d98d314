import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, ViteDevServer } from 'vite';
import { STUDIO_PREVIEW_PATH } from '../shared/apiTypes';
import { loadHostedConfig, type HostedConfig } from './auth/config';
import { serverSecret, usersFileIn } from './auth/dataFolder';
import { accountOf, hostedGate } from './auth/gate';
import { hostedSecurityHeaders, inlineScriptHashes } from './auth/securityHeaders';
import { Sessions } from './auth/sessions';
import { LoginThrottle } from './auth/throttle';
import { UserStore, type StudioUser } from './auth/userStore';
import { devImageVariants } from './devImages';
import { requestRefusal } from './guard';
import { REFRESH_SHIM, studioMiddleware } from './plugin';
import type { Person } from './versions';

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
  transformHtml: (url: string, html: string) => Promise<string>;
  /** The clock sessions and login limits count with (tests move it). */
  now?: () => number;
}

/** The middlewares in their order: the gate, then the studio as in local mode, with the hosted origin. */
export function hostedStudio({ root, today, config, scriptHashes, transformHtml, now }: HostedStudioOptions): Connect.NextHandleFunction[] {
  const sessions = new Sessions({ idleMs: config.sessionIdleMinutes * 60_000, absoluteMs: config.sessionMaxHours * 3_600_000, secret: serverSecret(config.dataDir), now });
  const throttle = new LoginThrottle({ perAccount: config.loginAttemptsPerAccount, perAddress: config.loginAttemptsPerAddress, lockMs: config.loginLockMinutes * 60_000, now });
  const gate = hostedGate({ config, users: new UserStore(usersFileIn(config.dataDir)), sessions, throttle, headers: hostedSecurityHeaders(scriptHashes) });
  return [
    gate as Connect.NextHandleFunction,
    devImageVariants(path.join(root, 'public')),
    studioMiddleware({ root, today }, transformHtml, (request, kind) => requestRefusal(request, kind, config.origin), (request) => ({ person: personOf(accountOf(request)) })),
  ];
}

/** The account as the author of its commits; without an e-mail address, one that names the account and goes nowhere. */
export const personOf = (account: StudioUser | undefined): Person | undefined =>
  account && { name: account.displayName, email: account.email || `${account.name}@editions-studio.invalid` };

/** Every inline script the dev server's pages carry: the site's page, the preview frame, the studio's page. */
export async function hostedScriptHashes(root: string, transformHtml: (url: string, html: string) => Promise<string>): Promise<string[]> {
  const pages = [
    await transformHtml('/', readFileSync(path.join(root, 'index.html'), 'utf8')),
    await transformHtml(STUDIO_PREVIEW_PATH, '<!doctype html><html><head></head><body></body></html>'),
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
    ready ??= hostedScriptHashes(root, transformHtml).then((scriptHashes) => chained(hostedStudio({ root, today, config, scriptHashes, transformHtml })));
    ready.then((studio) => studio(request, response, next), next);
  });
}
