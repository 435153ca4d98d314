/**
 * What `npm run studio:users` takes as an account's display name and e-mail address: both become the author
 * of the studio's commits („Anna Muster <anna@example.de>“) and appear on its pages, so neither may carry
 * a line break, an angle bracket or any other control or invisible character.
 */

const MAX_DISPLAY_NAME = 60;
const UNPRINTABLE = /[\p{C}\p{Zl}\p{Zp}]/u;
/** An address as mail programs write it: no spaces, quotes, brackets or angle brackets, a domain with a dot. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** Why `text` cannot be a display name, in German, or undefined. */
export function displayNameProblem(text: string): string | undefined {
  const shown = JSON.stringify(text.slice(0, 80));
  if (UNPRINTABLE.test(text))
    return `--anzeigename: ${shown} enthält einen Zeilenumbruch oder ein anderes unsichtbares Steuerzeichen; bitte nur den Namen in einer Zeile angeben.`;
  if (/[<>]/.test(text)) return `--anzeigename: ${shown} enthält „<“ oder „>“; bitte nur den Namen angeben, z. B. „Anna Muster“.`;
  if ([...text].length > MAX_DISPLAY_NAME) return `--anzeigename: Der Name ist länger als ${MAX_DISPLAY_NAME} Zeichen; bitte kürzer angeben.`;
  return undefined;
}

/** Why `text` cannot be an e-mail address, in German, or undefined. */
export function emailProblem(text: string): string | undefined {
  return EMAIL.test(text) && text.length <= 254
    ? undefined
    : `--email: „${text.slice(0, 80)}“ ist keine E-Mail-Adresse (erwartet wie „anna@example.de“, ohne Leerzeichen und ohne „<“ oder „>“).`;
}
