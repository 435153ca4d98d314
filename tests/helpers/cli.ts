import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './content';

/**
 * Runs one of the project's scripts the way its npm script does (`tsx scripts/<name>.ts`) in `cwd`:
 * a project copy's own script, or this project's one for a folder that only holds content. Node loads
 * tsx itself, which spares the second process the tsx command would start.
 */
export function runScript(script: string, args: string[] = [], cwd = projectRoot, { timeoutMs }: { timeoutMs?: number } = {}) {
  const own = path.join(cwd, 'scripts', script);
  const file = existsSync(own) ? own : path.join(projectRoot, 'scripts', script);
  const tsx = pathToFileURL(path.join(projectRoot, 'node_modules/tsx/dist/loader.mjs')).href;
  const result = spawnSync(process.execPath, ['--import', tsx, file, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    // A tool that hangs is killed outright (it might ignore SIGTERM), and the test sees `status: null`.
    ...(timeoutMs === undefined ? {} : { timeout: timeoutMs, killSignal: 'SIGKILL' as const }),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The non-empty lines of a command's output. */
export const linesOf = (output: string) => output.split('\n').filter((line) => line.trim() !== '');
