import { runAsScript } from './cli/command';
import { editionsCheckCommand } from './editions/editionsCheckCommand';

/**
 * `npm run editions:check` (scripts/editions/editionsCheckCommand.ts) with the process's arguments, folder and terminal:
 *   --production         as strict as `npm run build`: placeholder values are errors, not warnings
 *   --today JJJJ-MM-TT   the day the date rules compare against, as `npm run build -- --today` (default: today in Germany)
 */
await runAsScript(editionsCheckCommand);
