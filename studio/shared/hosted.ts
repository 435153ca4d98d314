/**
 * What the studio's page and the hosted studio's server share about signing in (docs/betrieb/studio-server.md):
 * the addresses of the login and logout pages and how a write carries its CSRF token.
 */

export const LOGIN_PATH = '/studio/anmelden';
export const LOGOUT_PATH = '/studio/abmelden';

/** Readable by the studio's page (not HttpOnly): its value goes back in CSRF_HEADER with every write. */
export const CSRF_COOKIE = '__Host-studio-csrf';
export const CSRF_HEADER = 'x-csrf-token';
