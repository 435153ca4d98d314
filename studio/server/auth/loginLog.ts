import { ipv6Prefix } from './throttle';

/**
 * One line in the server's log (systemd's journal) for each login that did not sign in: when, the name as
 * typed and from where (an IPv6 address with the /64 it is locked under). Never the password. What a client
 * typed is shown in quotes with every control, format or line-separating character escaped, so it cannot
 * forge a line of its own.
 */

const MAX_SHOWN = 100;

/** `text` in double quotes, one line, printable: control and invisible characters as \uXXXX. */
export function sanitised(text: string): string {
  const shown = [...text].slice(0, MAX_SHOWN).join('');
  const escaped = JSON.stringify(shown).replace(/[\p{C}\p{Zl}\p{Zp}]/gu, (char) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`);
  return text.length > shown.length ? `${escaped}…` : escaped;
}

export type LoginRefusal = 'falsch' | 'gesperrt';

const WHY: Record<LoginRefusal, string> = {
  falsch: 'Name oder Passwort falsch',
  gesperrt: 'gesperrt nach zu vielen Versuchen',
};

export function failedLoginLine(time: Date, typedName: string, address: string, why: LoginRefusal): string {
  const prefix = ipv6Prefix(address);
  return `${time.toISOString()} Anmeldung abgelehnt (${WHY[why]}): Name ${sanitised(typedName)} von ${sanitised(address)}${prefix ? ` (Netz ${prefix})` : ''}`;
}
