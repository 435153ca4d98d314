import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import type { Connect } from 'vite';
import type { HostedConfig } from './auth/config';
import { serverSecret, usersFileIn } from './auth/dataFolder';
import { accountOf, hostedGate } from './auth/gate';
import { hostedSecurityHeaders, inlineScriptHashes } from './auth/securityHeaders';
import { Sessions } from './auth/sessions';
import { LoginThrottle } from './auth/throttle';
import { UserStore, type StudioUser } from './auth/userStore';
import { devImageVariants } from '#scripts/dev/devImages';
import { requestRefusal } from './guard';
import { STARTUP_LOADER } from '#src/startup/loaderScript';
import { linkParts } from './previewLinks/linkSetup';
import { approvalParts } from './approvals/approvalSetup';
import { notificationParts, notifyingApprovals, type NotificationParts } from './notifications/notificationParts';
import { studioMiddleware, type RenderPreview } from './plugin';
import type { RollbackContent } from '#scripts/publish/types';
import type { Person } from '#scripts/versions/types';
import type { RequestContext } from './router';
import type { Publisher } from '#scripts/publish/publisher';
import type { SalesOverview } from '../shared/apiTypes';

/**
 * The hosted studio (`npm run studio -- --hosted`): the same studio behind auth/gate.ts, which runs before
 * everything the server answers (builtStudio.ts serves it). Local mode (devStudio.ts) is untouched by it.
 */

export interface HostedStudioOptions {
  root: string;
  today?: string;
  config: HostedConfig;
  /** The hashes of the inline scripts the pages carry (see hostedScriptHashes). */
  scriptHashes: string[];
  /** The preview frame's documents (builtStudio.ts; tests pass a stand-in). */
  renderPreview: RenderPreview;
  /** The preview frame's files under /assets/ (the renderer's fonts), which a preview link's pages name too. */
  previewAssets?: Connect.NextHandleFunction;
  /** The clock sessions, login limits and preview links count with (tests move it). */
  now?: () => number;
  /** What is live, for the image library (tests pass one; default the publish target's). */
  liveContentFiles?: () => Promise<Record<string, string> | undefined>;
  /** What each rollback on offer brings back, for the image library (tests pass one; default the publish target's). */
  rollbackContent?: () => Promise<RollbackContent[]>;
  /** What publishes (tests pass one that builds for a fixed day; default the project's, for today). */
  publisher?: Publisher;
  /** The studio's page (studioPage.ts): the built app's, or the dev server's in tests that serve no app. */
  studioPage?: string;
  /** The sales the platform reported (builtStudio.ts, from the data folder's database). */
  sales?: () => SalesOverview;
}

export interface HostedParts {
  /** In their order: the gate, then the studio as in local mode, with the hosted origin. */
  middlewares: Connect.NextHandleFunction[];
  /** Whether a websocket upgrade may reach the dev server (the gate's rule for pages; see guardUpgrades). */
  allowsUpgrade: (request: IncomingMessage) => boolean;
  /** The notifications: the bell's, and the e-mail outbox's worker when SMTP is configured. */
  notifications: NotificationParts;
}

export function hostedStudio({
  root,
  today,
  config,
  scriptHashes,
  renderPreview,
  previewAssets = (_request, _response, next) => next(),
  now,
  liveContentFiles,
  rollbackContent,
  publisher,
  studioPage,
  sales,
}: HostedStudioOptions): HostedParts {
  const sessions = new Sessions({
    idleMs: config.sessionIdleMinutes * 60_000,
    absoluteMs: config.sessionMaxHours * 3_600_000,
    secret: serverSecret(config.dataDir),
    now,
  });
  const throttle = new LoginThrottle({
    perAccount: config.loginAttemptsPerAccount,
    perAddress: config.loginAttemptsPerAddress,
    lockMs: config.loginLockMinutes * 60_000,
    now,
  });
  const users = new UserStore(usersFileIn(config.dataDir));
  const gate = hostedGate({ config, users, sessions, throttle, headers: hostedSecurityHeaders(scriptHashes) });
  const imageVariants = devImageVariants(path.join(root, 'public'));
  const { links, media, pages } = linkParts({
    root,
    dataDir: config.dataDir,
    today,
    now,
    render: renderPreview,
    assets: previewAssets,
    imageVariants,
    liveContentFiles,
    rollbackContent,
  });
  const notifications = notificationParts({ config, users: () => users.current() });
  const approvals = notifyingApprovals(
    approvalParts({ root, dataDir: config.dataDir, selfApproval: config.selfApproval, today, now, links }),
    notifications.notifier,
  );
  return {
    middlewares: [
      gate as Connect.NextHandleFunction,
      // The one path the gate lets through without a session, answered here and handed on nowhere.
      pages,
      imageVariants,
      studioMiddleware(
        { root, today, links, media, approvals, notices: notifications.api, publisher, studioPage, sales, accounts: true },
        renderPreview,
        (request, kind) => requestRefusal(request, kind, config.origin),
        (request) => contextOf(accountOf(request)),
      ),
    ],
    allowsUpgrade: gate.allowsUpgrade,
    notifications,
  };
}

/** Who sends a request: the account as author of its commits, and its name and roles (approval). */
const contextOf = (account: StudioUser | undefined): RequestContext => ({
  person: personOf(account),
  account: account && { name: account.name, roles: account.roles },
});

/** The account as the author of its commits; without an e-mail address, one that names the account and goes nowhere. */
export const personOf = (account: StudioUser | undefined): Person | undefined =>
  account && { name: account.displayName, email: account.email || `${account.name}@editions-studio.invalid` };

const REFUSED_UPGRADE = 'HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 0\r\n\r\n';

/**
 * Puts the gate in front of the server's websocket upgrades, which bypass every middleware: the listeners already
 * installed (Vite's reload channel) hear only upgrades `allows` lets through; any other is answered 403 and closed.
 */
export function guardUpgrades(server: EventEmitter, allows: (request: IncomingMessage) => Promise<boolean>) {
  const listeners = server.listeners('upgrade') as Array<(request: IncomingMessage, socket: Duplex, head: Buffer) => void>;
  server.removeAllListeners('upgrade');
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    allows(request).then(
      (allowed) => {
        if (!allowed) return socket.end(REFUSED_UPGRADE);
        for (const listener of listeners) listener.call(server, request, socket, head);
      },
      () => socket.destroy(),
    );
  });
}

/**
 * Every inline script the studio's pages carry: the site's document template (Vite's additions to index.html
 * and the start-up loader the renderer puts in), which the preview frame shows. The studio's own page has none.
 */
export const hostedScriptHashes = (siteTemplate: string): string[] => [
  ...new Set([siteTemplate, `<script>${STARTUP_LOADER}</script>`].flatMap(inlineScriptHashes)),
];

/** Runs middlewares one after the other, as the dev server would, then hands on to `next`. */
export function chained(middlewares: Connect.NextHandleFunction[]): Connect.NextHandleFunction {
  return (request, response, next) => {
    const step = (at: number) => (error?: unknown) =>
      error !== undefined || at === middlewares.length ? next(error) : middlewares[at](request, response, step(at + 1));
    step(0)();
  };
}
