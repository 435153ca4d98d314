import { runAsScript } from '../scripts/cli/command';
import { usersCommand } from './usersCommand';

/** `npm run studio:users` (studio/usersCommand.ts) with the process's arguments, folder, terminal and input. */
await runAsScript(usersCommand);
