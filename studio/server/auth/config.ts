import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { smtpConfigSchema, smtpFilesResolved } from '../notifications/smtpConfig';

/**
 * The hosted studio's configuration (`studio.hosted.json`, or the file `--config` names; docs/betrieb/studio-server.md).
 * It holds no secret: the accounts and the key live in the data folder, which must lie outside the project
 * (the dev server serves the project folder).
 */

export const DEFAULT_CONFIG_FILE = 'studio.hosted.json';

/** Outside every project checkout: `~/.local/share/editionen-studio` (or under $XDG_DATA_HOME). */
export const defaultDataDir = () => path.join(process.env.XDG_DATA_HOME || path.join(os.homedir(), '.local', 'share'), 'editionen-studio');

const httpsOrigin = z.string({ error: 'erwartet die Adresse des Studios als Text, z. B. „https://studio.example.de“' }).refine(
  (value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && url.origin === value && !url.username && !url.password;
    } catch {
      return false;
    }
  },
  { error: 'erwartet die Adresse des Studios mit https:// und ohne Pfad, z. B. „https://studio.example.de“' },
);

const whole = (min: number, max: number, unit: string) =>
  z
    .number({ error: `erwartet eine Zahl (${unit})` })
    .int({ error: `erwartet eine ganze Zahl (${unit})` })
    .min(min, { error: `erwartet mindestens ${min} ${unit}` })
    .max(max, { error: `erwartet höchstens ${max} ${unit}` });

export const hostedConfigSchema = z.strictObject(
  {
    origin: httpsOrigin,
    listenHost: z.string({ error: 'erwartet eine Adresse als Text' }).default('127.0.0.1'),
    trustedProxies: z.array(z.string({ error: 'erwartet Adressen als Text' }), { error: 'erwartet eine Liste von Adressen' }).default(['127.0.0.1', '::1']),
    dataDir: z.string({ error: 'erwartet einen Ordner als Text' }).optional(),
    sessionIdleMinutes: whole(5, 480, 'Minuten').default(30),
    sessionMaxHours: whole(1, 24, 'Stunden').default(10),
    loginAttemptsPerAccount: whole(3, 50, 'Versuche').default(5),
    loginAttemptsPerAddress: whole(5, 500, 'Versuche').default(20),
    loginLockMinutes: whole(1, 1440, 'Minuten').default(15),
    // A team of one: the person who asks for approval may approve it too (the studio says so where it approves).
    selfApproval: z.boolean({ error: 'erwartet true oder false' }).default(false),
    tls: z.strictObject({ cert: z.string(), key: z.string() }, { error: 'erwartet { "cert": Datei, "key": Datei }' }).optional(),
    // The passphrase of the sales platform's payment notifications (studio/server/sales/ipnReceiver.ts); without it none are taken.
    ipnPassphrase: z
      .string({ error: 'erwartet die Passphrase der Verkaufsmeldungen als Text' })
      .min(20, { error: 'erwartet eine Passphrase von mindestens 20 Zeichen (dieselbe wie bei der IPN-Verbindung der Plattform)' })
      .max(63, { error: 'erwartet eine Passphrase von höchstens 63 Zeichen (so lang darf sie bei der Plattform sein)' })
      .optional(),
    // The operator's mail server for the notifications (notifications/smtpConfig.ts); without it they show in the studio only.
    smtp: smtpConfigSchema.optional(),
    // When the notifications warn (notifications/siteNotices.ts, refusalWatch.ts): the first day without sales within
    // this many days; more refused sales notifications than this within an hour.
    notifications: z
      .strictObject(
        { salesGapDays: whole(1, 90, 'Tage').default(14), refusedPerHour: whole(1, 10_000, 'Meldungen').default(20) },
        { error: 'erwartet { "salesGapDays": Tage, "refusedPerHour": Meldungen }' },
      )
      .prefault({}),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `unbekannte Angabe ${issue.keys.map((key) => `„${key}“`).join(', ')}` : 'erwartet ein Objekt') },
);

export type HostedConfig = Omit<z.infer<typeof hostedConfigSchema>, 'dataDir'> & { dataDir: string; file: string };

/** The configuration in `file`, with the data folder made absolute; a German error naming file and field otherwise. */
export function loadHostedConfig(file: string, projectRoot: string): HostedConfig {
  const relative = path.relative(projectRoot, file);
  const shown = relative && !relative.startsWith('..') ? relative : file;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${shown}: Die Konfiguration des gehosteten Studios fehlt. Lege sie an (docs/betrieb/studio-server.md) oder nenne sie mit --config.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${shown}: kein gültiges JSON.`);
  }
  const checked = hostedConfigSchema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(`${shown}${issue.path.length ? ` → ${issue.path.join('.')}` : ''}: ${issue.message}.`);
  }
  const dataDir = checked.data.dataDir === undefined ? defaultDataDir() : path.resolve(path.dirname(file), checked.data.dataDir);
  const inside = path.relative(path.resolve(projectRoot), dataDir);
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
    throw new Error(
      `${shown} → dataDir: Der Datenordner (${dataDir}) liegt im Projekt, das der Server ausliefert; bitte einen Ordner außerhalb wählen, z. B. „/var/lib/editionen-studio“.`,
    );
  }
  // Certificate files, like the data folder, are read relative to the configuration file.
  const tls = checked.data.tls && {
    cert: path.resolve(path.dirname(file), checked.data.tls.cert),
    key: path.resolve(path.dirname(file), checked.data.tls.key),
  };
  const smtp = checked.data.smtp && smtpFilesResolved(checked.data.smtp, file);
  return { ...checked.data, dataDir, tls, smtp, file };
}
