import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Command, pipedInput, runCommand } from '#scripts/cli/command';
import type { OptionSpec } from '#scripts/cli/commandLine';
import { projectRoot } from './content';

/**
 * Runs one of the project's scripts the way its npm script does (`node --import tsx scripts/<name>.ts`) in `cwd`:
 * a project copy's own script, or this project's one for a folder that only holds content. Node loads
 * tsx itself, which spares the second process the tsx command would start.
 */
function scriptCommand(script: string, args: string[], cwd: string): string[] {
  const own = path.join(cwd, 'scripts', script);
  const file = existsSync(own) ? own : path.join(projectRoot, 'scripts', script);
  const tsx = pathToFileURL(path.join(projectRoot, 'node_modules/tsx/dist/loader.mjs')).href;
  return ['--import', tsx, file, ...args];
}

export function runScript(script: string, args: string[] = [], cwd = projectRoot, { timeoutMs }: { timeoutMs?: number } = {}) {
  const result = spawnSync(process.execPath, scriptCommand(script, args, cwd), {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    // A tool that hangs is killed outright (it might ignore SIGTERM), and the test sees `status: null`.
    ...(timeoutMs === undefined ? {} : { timeout: timeoutMs, killSignal: 'SIGKILL' as const }),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export interface Finished {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** A command run without blocking, so that several (builds, npm calls) go side by side; resolves when it ends. */
export function runInBackground(
  command: string,
  args: string[],
  { cwd = projectRoot, env = {} }: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** runScript without blocking. */
export const runScriptInBackground = (script: string, args: string[] = [], cwd = projectRoot) =>
  runInBackground(process.execPath, scriptCommand(script, args, cwd), { cwd });

/** The script's process itself, for a test that watches its output while it runs or stops it. */
export const spawnScript = (script: string, args: string[], { cwd = projectRoot, env = {} }: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) =>
  spawn(process.execPath, scriptCommand(script, args, cwd), { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });

/**
 * A tool's command (scripts/cli/command.ts) run in this process in `cwd` with `input` piped in, its output caught as
 * the script would print it: what its cases check without starting Node and loading the tool again each time. The
 * script file itself is run by at least one test of each tool (and by tests/documentedCommands.integration.test.ts). Not in a
 * jsdom test file: the font tools' WebAssembly cannot read jsdom's buffers, so those run the script (runScript).
 */
export async function runInProcess<Options extends Record<string, OptionSpec>>(
  command: Command<Options>,
  args: string[],
  cwd: string,
  { input = '' }: { input?: string } = {},
): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  const terminal = { out: (text: string) => (stdout += `${text}\n`), err: (text: string) => (stderr += `${text}\n`) };
  const status = await runCommand(command, args, { cwd, terminal, input: pipedInput(input) });
  return { status, stdout, stderr };
}

/** The non-empty lines of a command's output. */
export const linesOf = (output: string) => output.split('\n').filter((line) => line.trim() !== '');
