import path from 'node:path';
import { readCommandLine } from '#scripts/cli/commandLine';
import { DEFAULT_CONFIG_FILE, loadHostedConfig } from './server/auth/config';
import { sendTestMail } from './server/notifications/mailWorker';
import { plainAddress } from './server/notifications/noticeStore';

/**
 * `npm run studio:testmail -- <Adresse>`: sends one test message through the SMTP server the hosted studio's
 * configuration names (docs/betrieb/studio-server.md, „Mitteilungen per E-Mail“), straight, not through the
 * outbox, and says what the server answered or why it refused.
 */
const { values, positionals } = readCommandLine({
  command: 'npm run studio:testmail',
  summary: 'Schickt eine Testnachricht über den Mailserver, den die Konfiguration des gehosteten Studios nennt.',
  options: {
    config: { type: 'string', value: '<Datei>', description: `die Konfiguration des gehosteten Studios (Standard ${DEFAULT_CONFIG_FILE})` },
  },
  positionals: {
    usage: '<Adresse>',
    min: 1,
    max: 1,
    description: 'wohin die Testnachricht geht',
    missing: 'Bitte die Adresse nennen, an die die Testnachricht geht.',
  },
  examples: ['npm run studio:testmail -- du@example.de', 'npm run studio:testmail -- du@example.de --config /etc/editionen-studio.json'],
});

try {
  const config = loadHostedConfig(path.resolve(values.config ?? DEFAULT_CONFIG_FILE), process.cwd());
  const [to] = positionals;
  if (!plainAddress(to))
    throw new Error(`„${to}“ ist keine E-Mail-Adresse, die das Studio verschickt (eine Adresse wie du@example.de, ohne Namen und Leerzeichen).`);
  if (!config.smtp) throw new Error(`${config.file}: Es ist kein Mailserver eingerichtet (Abschnitt „smtp“). Bis dahin erscheinen Mitteilungen nur im Studio.`);
  const answer = await sendTestMail(config.smtp, config.origin, to);
  console.log(`Testnachricht an ${to} gesendet über ${config.smtp.host}:${config.smtp.port}. Der Mailserver antwortete: ${answer}`);
  process.exit(0);
} catch (error) {
  const problem = error as Error & { code?: string; response?: string };
  console.error(
    `Keine Testnachricht gesendet: ${problem.message}${problem.response && !problem.message.includes(problem.response) ? ` (${problem.response})` : ''}`,
  );
  process.exit(1);
}
