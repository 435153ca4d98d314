import { describeValue } from './errors';
import { characterName, codePointLabel, isBidiControl, isControl } from './hiddenCharacters';

/** Checks of a typed web address, each answering with a German sentence or undefined. */

/**
 * A user name or password in a link (`https://user:pw@host/`) is refused: browsers send them along, and
 * a link reading `https://www.beispiel.de@andere-seite.io/` leads to another site than it seems to.
 * The message does not repeat them: it ends up in build logs.
 */
export function credentialsProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.username === '' && url.password === '') return undefined;
  return 'Adresse ohne Benutzername und Passwort erwartet; den Teil zwischen „https://“ und „@“ (einschließlich „@“) bitte entfernen';
}

/**
 * The page renders a link as typed, and a browser reads `https:/www.beispiel.de/impressum` or
 * `https:www.…` as a path on the site's own host (a 404), while the URL parser alone repairs it to the
 * intended address. So the typed text must begin exactly like the address it stands for: the typo is
 * shown to the marketer rather than silently repaired in one place and not in the other.
 */
export function typedFormProblem(value: string): string | undefined {
  if (/^https:\/\/(?![/\\])/.test(value)) return undefined;
  let meant: URL;
  try {
    meant = new URL(value);
  } catch {
    return undefined;
  }
  // Another scheme is the url check's to name („https-Adresse erwartet“).
  if (meant.protocol !== 'https:') return undefined;
  return `Adresse muss genau mit „https://“ beginnen, ${describeValue(value)} erhalten; gemeint ist wohl „${meant.href}“ (so eingetragen öffnet ein Browser womöglich eine Seite dieser Website statt dieser Adresse)`;
}

const ORIGIN_EXAMPLE = 'z. B. https://www.beispiel.de';
/** Characters that would break the sitemap XML or the canonical and og:url attributes built from the origin. */
const originBreakingCharacters = /[\s"'<>&`\\{}|^]/u;
const hostName = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Why `value` is not a bare https origin, as a German sentence; undefined when it is one. */
export function siteOriginProblem(value: string): string | undefined {
  const breaking = originBreakingCharacters.exec(value);
  if (breaking) {
    const character = breaking[0];
    const codePoint = character.codePointAt(0)!;
    const shown =
      character === ' '
        ? 'Leerzeichen'
        : /\s/u.test(character)
          ? `Zeichen ${codePointLabel(codePoint)} (${characterName(codePoint)})`
          : `Zeichen „${character}“`;
    return `${shown} an Stelle ${breaking.index + 1} ist in der Adresse nicht erlaubt; nur https:// und der Name der Website erwartet, ${ORIGIN_EXAMPLE}`;
  }
  const control = Array.from(value).find((character) => isControl(character.codePointAt(0)!) || isBidiControl(character.codePointAt(0)!));
  if (control) return `Steuerzeichen ${codePointLabel(control.codePointAt(0)!)} (${characterName(control.codePointAt(0)!)}) in der Adresse; bitte entfernen`;
  if (!value.startsWith('https://')) {
    if (/^http:\/\//i.test(value)) return `https-Adresse erwartet, ${describeValue(value)} erhalten (beginnt mit „http://“)`;
    return `Adresse mit „https://“ am Anfang erwartet, ${describeValue(value)} erhalten (${ORIGIN_EXAMPLE})`;
  }
  const rest = value.slice('https://'.length);
  const authorityEnd = rest.search(/[/?#]/);
  const authority = authorityEnd < 0 ? rest : rest.slice(0, authorityEnd);
  const tail = authorityEnd < 0 ? '' : rest.slice(authorityEnd);
  // Credentials are not repeated in the message: it ends up in build logs.
  if (authority.includes('@')) return 'Adresse ohne Benutzername und Passwort erwartet; den Teil bis einschließlich „@“ bitte entfernen';
  if (tail === '/') return 'Adresse ohne Schrägstrich am Ende erwartet';
  if (tail.startsWith('/'))
    return `Adresse ohne Pfad erwartet, nur https:// und der Name der Website (${ORIGIN_EXAMPLE}); „${tail.replace(/[?#].*$/, '')}“ bitte entfernen`;
  if (tail.startsWith('?')) return `Adresse ohne Abfrageteil erwartet; „${tail.replace(/#.*$/, '')}“ bitte entfernen`;
  if (tail.startsWith('#')) return `Adresse ohne Sprungmarke erwartet; „${tail}“ bitte entfernen`;
  const [, host, port] = /^([^:]*)(?::(.*))?$/.exec(authority)!;
  if (host === '') return `Name der Website fehlt nach „https://“ (${ORIGIN_EXAMPLE})`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, controls included; anything outside it is what this finds.
  if (/[^\x00-\x7f]/.test(host)) {
    return 'Name der Website mit Umlauten oder anderen Sonderzeichen bitte in der Punycode-Form schreiben (z. B. https://www.xn--mller-kva.de für müller.de)';
  }
  if (host !== host.toLowerCase()) return `Adresse in Kleinbuchstaben erwartet, ${describeValue(value)} erhalten`;
  if (!hostName.test(host)) return `kein gültiger Name der Website, ${describeValue(host)} erhalten (${ORIGIN_EXAMPLE})`;
  if (port !== undefined && (!/^[1-9]\d{0,4}$/.test(port) || Number(port) > 65_535)) {
    return `Port nach dem Doppelpunkt als Zahl von 1 bis 65535 erwartet, ${describeValue(port)} erhalten`;
  }
  // Backstop: whatever passed must be exactly what the URL parser calls the origin (":443" is dropped by it).
  let origin: string | undefined;
  try {
    origin = new URL(value).origin;
  } catch {
    origin = undefined;
  }
  if (origin !== value) return `keine gültige Website-Adresse, ${describeValue(value)} erhalten${origin ? `; gemeint ist wohl ${origin}` : ''}`;
  return undefined;
}
