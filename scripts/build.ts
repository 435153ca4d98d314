import { DEPLOY_HOSTS, type DeployHost } from './hosting/deployHosts';
import { readCommandLine } from './cli/commandLine';
import { todayOption } from './cli/todayOption';

/**
 * `npm run build`: validate the content, build the client and the server renderer, prerender every
 * route into a staging folder, and only then swap it into dist/ (scripts/build/buildSite.ts). Any failure
 * exits non-zero and leaves the previous dist/ exactly as it was. Its flags are declared below
 * (`npm run build -- --help`).
 */
const { values } = readCommandLine({
  command: 'npm run build',
  summary: 'Prüft die Inhalte, baut die Seiten und tauscht dist/ erst aus, wenn alles gelungen ist.',
  options: {
    today: { ...todayOption, description: 'baut die Seiten für diesen Tag (Standard: heute in Deutschland)' },
    host: {
      type: 'string',
      value: DEPLOY_HOSTS.join('|'),
      description: 'für welchen Hoster die Konfiguration geschrieben wird (Standard: aus NETLIFY, CF_PAGES, VERCEL, sonst nginx)',
      check: (value) => (DEPLOY_HOSTS.includes(value as DeployHost) ? undefined : `--host „${value}“ ist unbekannt; erlaubt sind ${DEPLOY_HOSTS.join(', ')}`),
    },
    out: { type: 'string', value: '<Ordner>', description: 'baut in einen anderen Ordner als dist/ (die Browser-Tests bauen dist-dev/)' },
    development: { type: 'boolean', description: 'behält Reacts Entwicklungs-Build, der Abweichungen beim Hydrieren meldet' },
  },
  examples: ['npm run build', 'npm run build -- --today 2025-12-16', 'npm run build -- --host netlify'],
});

// Vite, the renderer and sharp load only once the command line is read: `--help` and a mistyped flag answer at once.
const { buildSite } = await import('./build/buildSite');
await buildSite({ root: process.cwd(), today: values.today, host: values.host, out: values.out, development: values.development === true });
