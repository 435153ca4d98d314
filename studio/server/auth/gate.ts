import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSRF_COOKIE, CSRF_HEADER, LOGIN_PATH, LOGOUT_PATH } from '#studio/shared/hosted';
import { finish, formOf, header, html, json, redirect, refuse, wantsPage } from './gateAnswers';
import { loginForm, SESSION_COOKIE } from './gateLogin';
import type { HostedConfig } from './config';
import { loginCountsFileIn } from './dataFolder';
import { clearedCookie, cookieOf } from './cookies';
import { sameToken } from './csrf';
import { logoutPage } from './loginPage';
import { PREVIEW_LINK_PATH } from '#studio/shared/previewLinks';
import type { SessionEnd, Sessions } from './sessions';
import type { LoginThrottle } from './throttle';
import { isHttps, PLAIN_HTTP_REFUSAL } from './transport';
import type { StudioUser, UserStore } from './userStore';

/**
 * The hosted studio's gate, in front of everything the server answers (the studio, its API, and the dev
 * server's project files and site pages): HTTPS only, the configured host only, no request another site's
 * page makes, a session for everything but the login page, and on every write the own Origin and the
 * session's CSRF token. The signed-in account is kept for the request (`accountOf`): each API route checks
 * the role it needs against it on the route Hono matched (apiApp.ts), never on a path the gate reads.
 */

export { LOGIN_COOKIE, SESSION_COOKIE } from './gateLogin';

export interface GateOptions {
  config: HostedConfig;
  users: UserStore;
  sessions: Sessions;
  throttle: LoginThrottle;
  headers: Record<string, string>;
  /** Where a login that did not sign in is logged, one line each (default: the server's standard error). */
  logFailedLogin?: (line: string) => void;
}

const signedIn = new WeakMap<IncomingMessage, StudioUser>();
/** The account a request passed the gate with (hosted studio only). */
export const accountOf = (request: IncomingMessage) => signedIn.get(request);

const ENDED: Record<Exclude<SessionEnd, 'none'>, string> = {
  idle: 'Deine Sitzung ist abgelaufen, weil eine Weile nichts geschah. Bitte melde dich neu an.',
  absolute: 'Deine Sitzung ist abgelaufen. Bitte melde dich neu an.',
  account: 'Deine Anmeldung gilt nicht mehr (das Konto wurde entfernt oder sein Passwort neu gesetzt). Bitte melde dich neu an.',
};
const NOT_SIGNED_IN = 'Bitte melde dich an, um das Studio zu benutzen.';
/** The login page's notes by `?grund=`: the session's end (the studio's page passes on the 401's `grund`), or a logout. */
const REASONS: Record<string, string> = {
  ...ENDED,
  abgemeldet: 'Du bist abgemeldet.',
  sitzung: 'Deine Sitzung gilt nicht mehr (zum Beispiel, weil das Studio neu gestartet wurde). Bitte melde dich neu an.',
};
/** Added when the studio's page kept an unsaved draft before it came here (`&entwurf=1`). */
const DRAFT_KEPT =
  'Deine ungespeicherten Änderungen sind in diesem Browser aufbewahrt: Öffne die Edition nach der Anmeldung wieder, dann bietet das Studio sie dir an.';
/** Shown to everyone while users.json cannot be read (the full reason, with the file's path, goes to the server's log). */
const ACCOUNTS_DAMAGED =
  'Das Studio kann seine Konten gerade nicht lesen: Die Kontendatei (users.json im Datenordner des Studios) ist beschädigt, deshalb kann sich niemand anmelden. Bitte sag der Person Bescheid, die den Server betreut; sie stellt die Datei wieder her. Deine gespeicherten Editionen sind davon nicht betroffen.';

/** The hosted headers on every answer: set here, and kept when a handler behind writes its own (plugin.ts sends a CSP of its own). */
function lockHeaders(response: ServerResponse, headers: Record<string, string>) {
  const locked = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  const { setHeader, writeHead } = response;
  response.setHeader = function (name: string, value: number | string | readonly string[]) {
    return locked.has(name.toLowerCase()) ? this : setHeader.call(this, name, value);
  };
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    // An answer the gate or a page already finished is complete: the Node server's second writing of it (Hono's copy
    // for a HEAD, or its own Response class in place of the mark of an answer already sent) has nothing to add.
    if (this.writableEnded) return this;
    const at = typeof rest[0] === 'string' ? 1 : 0;
    const given = rest[at];
    if (given && typeof given === 'object' && !Array.isArray(given)) {
      rest[at] = Object.fromEntries(Object.entries(given).filter(([name]) => !locked.has(name.toLowerCase())));
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as typeof response.writeHead;
}

export function hostedGate({ config, users, sessions, throttle, headers, logFailedLogin = (line) => console.warn(line) }: GateOptions) {
  const ownHost = new URL(config.origin).host;
  // The counts live in the data folder: a restart does not lift a lock.
  throttle.keepIn(loginCountsFileIn(config.dataDir));
  const accountByName = (name: string) => users.find(name);
  let loggedDamage = '';
  /** Whether users.json cannot be read; its reason is logged once (not on every request). */
  function accountsDamaged(): boolean {
    try {
      users.current();
      loggedDamage = '';
      return false;
    } catch (error) {
      const reason = (error as Error).message;
      if (reason !== loggedDamage) console.error(reason);
      loggedDamage = reason;
      return true;
    }
  }

  const { showLogin, login } = loginForm({ config, users, sessions, throttle, logFailedLogin });
  const signedOutCookies = () => [clearedCookie(SESSION_COOKIE), clearedCookie(CSRF_COOKIE, false)];

  async function handle(request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) {
    const path = new URL(request.url ?? '/', 'https://studio.invalid').pathname;
    const previewLink = path.startsWith(`${PREVIEW_LINK_PATH}/`);
    // A preview link's pages carry their own, stricter headers (no script, no framing, no referrer; linkPages.ts).
    lockHeaders(response, previewLink ? { 'Strict-Transport-Security': headers['Strict-Transport-Security'] } : headers);
    if (!isHttps(request, config.trustedProxies)) return refuse(response, 403, PLAIN_HTTP_REFUSAL);
    // HTTP/2 (the dev server's own TLS) names the host in :authority instead of Host.
    if ((header(request, 'host') ?? header(request, ':authority') ?? '').toLowerCase() !== ownHost)
      return refuse(response, 421, `Das Studio antwortet nur unter ${ownHost}.`);
    const origin = header(request, 'origin');
    const site = header(request, 'sec-fetch-site');
    const navigation = header(request, 'sec-fetch-mode') === 'navigate' && header(request, 'sec-fetch-dest') === 'document';
    if ((origin !== undefined && origin !== config.origin) || ((site === 'cross-site' || site === 'same-site') && !navigation)) {
      return refuse(response, 403, 'Anfragen von einer anderen Seite nimmt das Studio nicht an.');
    }
    const method = request.method ?? 'GET';
    const read = method === 'GET' || method === 'HEAD';

    // A preview link opens without an account: reading its pages and files only, all answered by
    // previewLinks/linkPages.ts, which checks the link's signature and hands nothing on.
    if (previewLink) return read ? next() : refuse(response, 405, 'Ein Vorschau-Link lässt sich nur ansehen.');

    if (accountsDamaged())
      return path === LOGIN_PATH || wantsPage(request) ? showLogin(response, 503, { error: ACCOUNTS_DAMAGED }) : refuse(response, 503, ACCOUNTS_DAMAGED);
    const checked = sessions.check(cookieOf(request, SESSION_COOKIE), accountByName);
    if (path === LOGIN_PATH) {
      if (read && 'user' in checked) return redirect(response, '/studio');
      if (read) {
        const search = new URL(request.url ?? '/', 'https://studio.invalid').searchParams;
        const reason = search.get('grund');
        const notice = [reason && Object.hasOwn(REASONS, reason) ? REASONS[reason] : undefined, search.get('entwurf') === '1' ? DRAFT_KEPT : undefined]
          .filter(Boolean)
          .join(' ');
        return showLogin(response, 200, { notice: notice || undefined });
      }
      if (method === 'POST') return login(request, response);
      return refuse(response, 405, 'Nur GET und POST sind hier erlaubt.');
    }
    if (!('user' in checked)) {
      const message = checked.ended === 'none' ? NOT_SIGNED_IN : ENDED[checked.ended];
      const cookies = checked.ended === 'none' ? [] : signedOutCookies();
      // A page opened in the browser goes to the login page (which says why); a script's request gets the reason as JSON.
      if (wantsPage(request))
        return redirect(
          response,
          checked.ended === 'none' ? LOGIN_PATH : `${LOGIN_PATH}?grund=${checked.ended}`,
          cookies.length ? { 'Set-Cookie': cookies } : {},
        );
      // `grund`: the studio's page passes it on to the login page, which says why in its words.
      const body = JSON.stringify({ message, grund: checked.ended === 'none' ? 'sitzung' : checked.ended });
      return finish(response, 401, 'application/json', body, cookies.length ? { 'Set-Cookie': cookies } : {});
    }
    const { user, session } = checked;

    let form: URLSearchParams | undefined;
    if (!read) {
      if (origin !== config.origin) return refuse(response, 403, 'Anfrage ohne die Herkunft des Studios (Origin); das Studio nimmt sie nicht an.');
      if (path === LOGOUT_PATH) form = await formOf(request);
      const token = header(request, CSRF_HEADER) ?? form?.get('csrf') ?? undefined;
      if (!sameToken(token, session.csrf))
        return refuse(response, 403, 'Der Sicherheitsschlüssel der Sitzung (CSRF) fehlt oder stimmt nicht. Bitte lade das Studio neu.');
    }
    if (path === LOGOUT_PATH) {
      if (read) return html(response, 200, logoutPage(session.csrf, user.displayName));
      if (method !== 'POST') return refuse(response, 405, 'Nur GET und POST sind hier erlaubt.');
      sessions.end(cookieOf(request, SESSION_COOKIE));
      return redirect(response, `${LOGIN_PATH}?grund=abgemeldet`, { 'Set-Cookie': signedOutCookies() });
    }
    signedIn.set(request, user);
    next();
  }

  /**
   * A websocket (Vite's reload channel, which the site's pages open) never passes the middlewares above: Vite
   * takes the upgrade itself. It is allowed only as a page's own request would be: over HTTPS, at the studio's
   * host, from its origin, with a live session.
   */
  function allowsUpgrade(request: IncomingMessage): boolean {
    if (!isHttps(request, config.trustedProxies)) return false;
    if ((header(request, 'host') ?? '').toLowerCase() !== ownHost || header(request, 'origin') !== config.origin) return false;
    return 'user' in sessions.check(cookieOf(request, SESSION_COOKIE), accountByName);
  }

  const middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    handle(request, response, next).catch((error: unknown) => {
      // Never the password or the store's content: the message names what failed, the stack stays in the terminal.
      console.error(error);
      if (!response.headersSent) json(response, 500, 'Im Studio ist ein unerwarteter Fehler aufgetreten; Einzelheiten stehen im Protokoll des Dienstes.');
    });
  };
  return Object.assign(middleware, { allowsUpgrade });
}
