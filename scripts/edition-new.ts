import { runAsScript } from './cli/command';
import { editionNewCommand } from './editions/editionNewCommand';

/** `npm run edition:new`: scripts/editions/editionNewCommand.ts with the process's arguments, folder and terminal. */
await runAsScript(editionNewCommand);
