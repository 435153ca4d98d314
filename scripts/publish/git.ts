import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * git as the project's tools run it (publishing by git, the studio's version history): the arguments as a list,
 * never through a shell, in a given folder. A failure is an Error whose German message names the git command and
 * git's own last words (`git push ist fehlgeschlagen: …`).
 */

const run = promisify(execFile);
/** A repository's log or a blob of an edition with its images can be large; more is a mistake. */
const MAX_BUFFER = 64 * 1024 * 1024;

function failure(args: readonly string[], error: unknown): Error {
  const detail = String((error as { stderr?: unknown }).stderr || (error as Error).message)
    .trim()
    .split('\n')
    .slice(-2)
    .join(' ');
  const command = args.find((arg) => !arg.startsWith('-') && !arg.includes('=')) ?? '';
  return new Error(`git ${command} ist fehlgeschlagen: ${detail}`, { cause: error });
}

/** git's output as text. */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  try {
    return (await run('git', args, { cwd, maxBuffer: MAX_BUFFER })).stdout;
  } catch (error) {
    throw failure(args, error);
  }
}

/** git's output as bytes (a blob as it is, which decoding as text would change). */
export async function gitBytes(cwd: string, ...args: string[]): Promise<Buffer> {
  try {
    return (await run('git', args, { cwd, encoding: 'buffer', maxBuffer: MAX_BUFFER })).stdout;
  } catch (error) {
    throw failure(args, error);
  }
}
