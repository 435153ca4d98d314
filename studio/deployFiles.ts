import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkPort, readCommandLine } from '../scripts/cli/commandLine';
import { siteVisitsLog } from '../scripts/hosting/visitLog';
import { readPublishConfig } from '../scripts/publish/config';
import { DEFAULT_CONFIG_FILE, loadHostedConfig } from './server/auth/config';
import { proxyProblem, studioDeployFiles } from './deploy/deployFiles';

/**
 * `npm run studio:deploy-files`: writes the nginx server blocks, the systemd unit and the scheduled go-live's timer for the hosted studio
 * on this server, from its configuration, this checkout and publish.config.json (docs/betrieb/studio-server.md).
 */
const { values } = readCommandLine({
  command: 'npm run studio:deploy-files',
  summary:
    'Schreibt die nginx-Konfiguration, die systemd-Unit und den Timer für geplante Veröffentlichungen des gehosteten Studios auf diesem Server, und die Units, die nginx neu laden, wenn das Live-Release wechselt.',
  options: {
    config: { type: 'string', value: '<Datei>', description: `die Konfiguration des gehosteten Studios (Standard ${DEFAULT_CONFIG_FILE})` },
    out: { type: 'string', value: '<Ordner>', description: 'wohin die Dateien geschrieben werden (Standard: deploy-studio)' },
    port: { type: 'string', value: '<Port>', description: 'der Port, auf dem das Studio für nginx lauscht (Standard 5173)', check: checkPort },
    user: { type: 'string', value: '<Konto>', description: 'das Systemkonto, unter dem das Studio läuft (Standard editionen)' },
  },
  examples: [
    'npm run studio:deploy-files -- --config /etc/editionen-studio.json',
    'npm run studio:deploy-files -- --config /etc/editionen-studio.json --port 5180 --user studio --out /tmp/studio',
  ],
});

try {
  const project = process.cwd();
  const config = loadHostedConfig(path.resolve(values.config ?? DEFAULT_CONFIG_FILE), project);
  const problem = proxyProblem(config);
  if (problem) throw new Error(problem);
  const publish = readPublishConfig(project);
  // The log the site's build names in its nginx configuration, from the same variable: set it here as there.
  const visitsLog = siteVisitsLog(process.env);
  const files = studioDeployFiles(config, {
    project,
    port: Number(values.port ?? 5173),
    user: values.user ?? 'editionen',
    publishDir: publish.target === 'directory' ? publish.directory : undefined,
    visitsLog,
  });
  const out = path.resolve(values.out ?? 'deploy-studio');
  mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(out, name), text);
  console.log(
    `Geschrieben: ${Object.keys(files)
      .map((name) => path.join(out, name))
      .join(', ')}`,
  );
  console.log(
    visitsLog
      ? `Der Timer zählt die Besuche aus ${visitsLog} (NGINX_VISITS_LOG wie beim Bau der Website; sonst hier genauso setzen).`
      : 'Der Timer zählt keine Besuche: NGINX_VISITS_LOG=off, die Website schreibt kein Besuchsprotokoll.',
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
