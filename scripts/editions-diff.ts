import { runAsScript } from './cli/command';
import { editionsDiffCommand } from './editions/editionsDiffCommand';

/** `npm run editions:diff` (scripts/editions/editionsDiffCommand.ts) with the process's arguments, folder and terminal. */
await runAsScript(editionsDiffCommand);
