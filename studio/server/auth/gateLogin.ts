import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSRF_COOKIE } from '#studio/shared/hosted';
import { clearedCookie, cookieOf, hostCookie } from './cookies';
import { newToken, sameToken } from './csrf';
import type { HostedConfig } from './config';
import type { Sessions } from './sessions';
import type { LoginThrottle } from './throttle';
import type { UserStore } from './userStore';
import { formOf, header, html, redirect, refuse } from './gateAnswers';
import { failedLoginLine, type LoginRefusal } from './loginLog';
import { loginPage } from './loginPage';
import { dummyHash, verifyPassword } from './passwords';
import { throttleMessage } from './throttle';
import { clientAddress } from './transport';

/**
 * The hosted studio's login form, behind the gate (gate.ts): its page with a fresh form token, and a login checked
 * against the account's password, counted by the login limits before the password is looked at.
 */

export const SESSION_COOKIE = '__Host-studio-sitzung';
/** The login form's own token (double submit: this HttpOnly cookie and the form's hidden field). */
export const LOGIN_COOKIE = '__Host-studio-anmeldung';

const WRONG_LOGIN = 'Name oder Passwort stimmt nicht. Bitte prüfe beides.';

export interface LoginFormOptions {
  config: HostedConfig;
  users: UserStore;
  sessions: Sessions;
  throttle: LoginThrottle;
  /** Where a login that did not sign in is logged, one line each. */
  logFailedLogin: (line: string) => void;
}

export function loginForm({ config, users, sessions, throttle, logFailedLogin }: LoginFormOptions) {
  const accountByName = (name: string) => users.find(name);
  function sessionCookies(id: string, csrf: string) {
    return [hostCookie(SESSION_COOKIE, id), hostCookie(CSRF_COOKIE, csrf, { httpOnly: false }), clearedCookie(LOGIN_COOKIE)];
  }

  function showLogin(
    response: ServerResponse,
    status: number,
    state: { name?: string; error?: string; notice?: string },
    extra: { cookies?: string[]; headers?: Record<string, string> } = {},
  ) {
    const token = newToken();
    const cookies = [...(extra.cookies ?? []), hostCookie(LOGIN_COOKIE, token, { maxAge: 3600 })];
    html(response, status, loginPage({ token, ...state }), { ...extra.headers, 'Set-Cookie': cookies });
  }

  async function login(request: IncomingMessage, response: ServerResponse) {
    if (header(request, 'origin') !== config.origin) return refuse(response, 403, 'Anmeldungen nimmt das Studio nur von seiner eigenen Anmeldeseite an.');
    const form = await formOf(request);
    if (!form) return refuse(response, 415, 'Die Anmeldung kommt als Formular (application/x-www-form-urlencoded, höchstens 4 KB).');
    const typed = form.get('name') ?? '';
    const name = typed.trim().toLowerCase().slice(0, 100);
    if (!sameToken(form.get('csrf') ?? undefined, cookieOf(request, LOGIN_COOKIE) ?? '')) {
      return showLogin(response, 403, { name, error: 'Das Anmeldeformular war veraltet. Bitte gib Name und Passwort noch einmal ein.' });
    }
    const address = clientAddress(request, config.trustedProxies);
    const refused = (why: LoginRefusal) => logFailedLogin(failedLoginLine(new Date(), typed, address, why));
    // Counted before the password is checked, in the same step as the look at the lock: parallel guesses all count.
    const locked = throttle.attempt(name, address);
    if (locked > 0) {
      refused('gesperrt');
      return showLogin(response, 429, { name, error: throttleMessage(locked) }, { headers: { 'Retry-After': String(Math.ceil(locked / 1000)) } });
    }
    const password = form.get('passwort') ?? '';
    const account = accountByName(name);
    const right = account ? await verifyPassword(password, account.password) : (await verifyPassword(password, await dummyHash())) && false;
    if (!account || !right) {
      refused('falsch');
      return showLogin(response, 401, { name, error: WRONG_LOGIN });
    }
    throttle.succeeded(name, address);
    // Session fixation: whatever id the browser brought is ended; the session gets a new one.
    sessions.end(cookieOf(request, SESSION_COOKIE));
    const { id, session } = sessions.start(account);
    redirect(response, '/studio', { 'Set-Cookie': sessionCookies(id, session.csrf) });
  }

  return { showLogin, login };
}
