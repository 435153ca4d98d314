import { LOGIN_PATH, LOGOUT_PATH } from '#studio/shared/hosted';
import { escapeHtml } from '../escapeHtml';

/**
 * The hosted studio's login and logout pages: plain HTML forms that work without JavaScript (the hosted
 * CSP would not run an inline script anyway). An error is a paragraph the fields point to with
 * aria-describedby, the first field is marked aria-invalid and gets the focus (autofocus), type is large.
 */

const STYLE = `
  body { font-family: system-ui, sans-serif; font-size: 1.25rem; line-height: 1.5; margin: 0; background: #f6f5f2; color: #1d1d1b; }
  main { max-width: 28rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 0.5rem; box-shadow: 0 1px 4px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.75rem; margin-top: 0; }
  label { display: block; font-weight: 700; margin-top: 1.25rem; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: 0.5rem 0.75rem; border: 2px solid #57564f; border-radius: 0.25rem; margin-top: 0.25rem; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  :focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
  button { font: inherit; font-weight: 700; margin-top: 1.5rem; padding: 0.6rem 1.5rem; border: 0; border-radius: 0.25rem; background: #1a5fb4; color: #fff; cursor: pointer; }
  .fehler { color: #b3261e; font-weight: 700; border-left: 4px solid #b3261e; padding-left: 0.75rem; }
  .hinweis { border-left: 4px solid #1a5fb4; padding-left: 0.75rem; }
`;

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <!-- No favicon request: before the login it would only be refused. -->
    <link rel="icon" href="data:," />
    <title>${title} – Editions-Studio</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
${body}
    </main>
  </body>
</html>`;
}

export interface LoginPageState {
  /** The hidden field's value: the login form's own CSRF token. */
  token: string;
  name?: string;
  /** An error with the name and password (wrong, too many tries): both fields point to it, the name field gets the focus. */
  error?: string;
  /** A note without an error (signed out, session ended). */
  notice?: string;
}

export function loginPage({ token, name = '', error, notice }: LoginPageState): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="anmeldung-fehler"' : '';
  return document(
    'Anmelden',
    `      <h1>Editions-Studio: Anmelden</h1>
      ${error ? `<p class="fehler" id="anmeldung-fehler" role="alert">${escapeHtml(error)}</p>` : ''}${notice && !error ? `<p class="hinweis" role="status">${escapeHtml(notice)}</p>` : ''}
      <form method="post" action="${LOGIN_PATH}">
        <input type="hidden" name="csrf" value="${escapeHtml(token)}" />
        <label for="anmeldung-name">Name</label>
        <input id="anmeldung-name" name="name" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(name)}"${invalid}${error || !name ? ' autofocus' : ''} />
        <label for="anmeldung-passwort">Passwort</label>
        <input id="anmeldung-passwort" name="passwort" type="password" autocomplete="current-password" required${invalid}${!error && name ? ' autofocus' : ''} />
        <button type="submit">Anmelden</button>
      </form>`,
  );
}

export function logoutPage(token: string, displayName: string): string {
  return document(
    'Abmelden',
    `      <h1>Editions-Studio: Abmelden</h1>
      <p>Angemeldet als ${escapeHtml(displayName)}.</p>
      <form method="post" action="${LOGOUT_PATH}">
        <input type="hidden" name="csrf" value="${escapeHtml(token)}" />
        <button type="submit" autofocus>Abmelden</button>
      </form>
      <p><a href="/studio">Zurück zum Studio</a></p>`,
  );
}
