import { LOGIN_PATH } from '../shared/hosted';

/**
 * The hosted studio answers 401 when the session has ended (idle, too old, the account changed, the studio
 * restarted). The page then keeps every unsaved draft in this browser at once (useLocalDraft listens) and
 * goes to the login page, which says why and that the draft waits; opening the edition again offers it back.
 */

/** Asks every open editor to keep its draft in the browser now, not after its usual pause. */
export const KEEP_DRAFT_EVENT = 'editions-studio:entwurf-behalten';

/** Where the page goes: the login page with the server's reason (gate.ts names it) and the note that the draft is kept. */
export const loginAddress = (reason: string | undefined) => `${LOGIN_PATH}?grund=${encodeURIComponent(reason ?? 'sitzung')}&entwurf=1`;

/** How the page leaves (tests look instead of leaving). */
export const navigation = { go: (url: string) => window.location.assign(url) };

let leaving = false;

/** The page is on its way to the login with its drafts kept: no „Seite verlassen?“ question in between. */
export const leavingForLogin = () => leaving;

/** Keeps the drafts, then goes to the login page, once, however many requests come back refused. */
export function sendToLogin(reason: string | undefined) {
  if (leaving || typeof window === 'undefined') return;
  leaving = true;
  window.dispatchEvent(new Event(KEEP_DRAFT_EVENT));
  navigation.go(loginAddress(reason));
}

/** For tests: as after a fresh page load. */
export const resetSessionEnd = () => {
  leaving = false;
};
