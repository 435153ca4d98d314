import { checkPort } from '#scripts/cli/commandLine';
import { todayOption } from '#scripts/cli/todayOption';
import { DEFAULT_CONFIG_FILE } from './server/auth/config';

/** The options of `npm run studio` (start.ts), of which the built hosted server (serve.ts) takes its own. */
export const STUDIO_OPTIONS = {
  port: { type: 'string', value: '<Port>', description: 'anderer Port (Standard 5173, sonst der nächste freie)', check: checkPort },
  'no-open': { type: 'boolean', description: 'nur die Adresse ausgeben, keinen Browser öffnen' },
  hosted: {
    type: 'boolean',
    description: `als gehosteter Dienst mit Anmeldung, hinter einem HTTPS-Proxy (Konfiguration: ${DEFAULT_CONFIG_FILE}; vorher bauen: npm run studio:build)`,
  },
  config: { type: 'string', value: '<Datei>', description: `andere Konfiguration für --hosted (Standard ${DEFAULT_CONFIG_FILE})` },
  today: {
    ...todayOption,
    description: 'der Tag, ab dem Liste, Kalender, Prüfung und Vorschau rechnen (Standard: heute in Deutschland; Veröffentlichen baut immer für heute)',
  },
} as const;

export const DEFAULT_STUDIO_PORT = 5173;
