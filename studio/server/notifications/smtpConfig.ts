import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The `smtp` block of the hosted studio's configuration (auth/config.ts; docs/betrieb/studio-server.md): the
 * operator's mail server the notifications go out through. The password is no part of the file: it is read
 * from the file `passwordFile` names (beside the configuration, readable by the service only) or from the
 * environment variable `passwordEnv` names (default STUDIO_SMTP_PASSWORD), so the configuration can lie in git.
 */

export const DEFAULT_PASSWORD_ENV = 'STUDIO_SMTP_PASSWORD';

/** An address as a header takes it: no line break, no control character (nothing a header could be split with). */
const address = (what: string) =>
  z
    .string({ error: `erwartet ${what} als Text` })
    .min(3, { error: `erwartet ${what}` })
    .max(300, { error: `erwartet ${what} (höchstens 300 Zeichen)` })
    .refine((value) => !/[\p{Cc}\u2028\u2029]/u.test(value) && value.includes('@'), {
      error: `erwartet ${what} in einer Zeile, z. B. „Editions-Studio <studio@example.de>“`,
    });

export const smtpConfigSchema = z.strictObject(
  {
    host: z.string({ error: 'erwartet den Namen des Mailservers als Text' }).min(1, { error: 'erwartet den Namen des Mailservers' }),
    port: z.number({ error: 'erwartet eine Portnummer' }).int({ error: 'erwartet eine Portnummer' }).min(1).max(65535).default(587),
    // starttls: plain connection made secure with STARTTLS (port 587, required); tls: TLS from the start (port 465).
    security: z.enum(['starttls', 'tls'], { error: 'erwartet „starttls“ (Port 587) oder „tls“ (Port 465)' }).default('starttls'),
    user: z.string({ error: 'erwartet den Benutzernamen beim Mailserver als Text' }).optional(),
    passwordFile: z.string({ error: 'erwartet die Datei mit dem Passwort als Text' }).optional(),
    passwordEnv: z
      .string({ error: 'erwartet den Namen einer Umgebungsvariablen' })
      .regex(/^[A-Z_][A-Z0-9_]*$/, { error: 'erwartet den Namen einer Umgebungsvariablen (A–Z, 0–9, _)' })
      .optional(),
    from: address('den Absender'),
    replyTo: address('die Antwortadresse').optional(),
    // A certificate to trust besides the system's (a mail server in the own network with its own certificate).
    caFile: z.string({ error: 'erwartet eine Zertifikatsdatei als Text' }).optional(),
    // The first retry after this many seconds, each next one twice as late (at most an hour apart).
    retrySeconds: z.number({ error: 'erwartet eine Zahl (Sekunden)' }).int().min(1).max(3600).default(60),
    // Tries before a message is kept as failed, with the reason.
    maxAttempts: z.number({ error: 'erwartet eine Zahl (Versuche)' }).int().min(1).max(100).default(15),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unbekannte Angabe ${issue.keys.map((key) => `„${key}“`).join(', ')}` : 'erwartet ein Objekt') },
);

export type SmtpSettings = z.infer<typeof smtpConfigSchema>;

/** The settings with the configuration's files made absolute (they are named relative to the configuration file). */
export const smtpFilesResolved = (smtp: SmtpSettings, configFile: string): SmtpSettings => ({
  ...smtp,
  passwordFile: smtp.passwordFile && path.resolve(path.dirname(configFile), smtp.passwordFile),
  caFile: smtp.caFile && path.resolve(path.dirname(configFile), smtp.caFile),
});

/** The password from its file (first line) or the environment; undefined without `user` (a server that takes mail unauthenticated). */
export function smtpPassword(smtp: SmtpSettings, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!smtp.user) return undefined;
  if (smtp.passwordFile) {
    try {
      return readFileSync(smtp.passwordFile, 'utf8').split(/\r?\n/)[0];
    } catch {
      throw new Error(`smtp → passwordFile: Die Datei mit dem Passwort des Mailservers (${smtp.passwordFile}) lässt sich nicht lesen.`);
    }
  }
  const name = smtp.passwordEnv ?? DEFAULT_PASSWORD_ENV;
  const value = env[name];
  if (!value)
    throw new Error(
      `smtp: Für den Benutzer „${smtp.user}“ fehlt das Passwort: Lege es in die Datei, die „passwordFile“ nennt, oder in die Umgebungsvariable ${name}.`,
    );
  return value;
}
