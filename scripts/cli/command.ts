import { type CommandLine, type CommandSpec, type OptionSpec, readArguments, readCommandLine } from './commandLine';
import { processInput } from './processInput';

/**
 * A tool of the project as a function of its arguments, folder and terminal, returning its exit code. The script
 * file only hands it the process's (runAsScript); a test calls runCommand with its own folder and reads what was
 * printed, without starting Node and loading the tool's modules again for every case.
 */

/** Where a command prints: the process's standard output and error, or a test's capture. */
export interface Terminal {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** What a person types: at a terminal (`interactive`) or piped in; a test's lines. */
export interface CommandInput {
  interactive: boolean;
  /** One line, after `prompt` at a terminal. */
  readLine: (prompt: string) => Promise<string>;
}

export interface CommandContext {
  /** The project folder the command works in (the process's current folder when run as a script). */
  cwd: string;
  terminal: Terminal;
  input: CommandInput;
}

/** `text` as piped in: each readLine gets its first line, as a script reading standard input would. */
export const pipedInput = (text: string): CommandInput => ({ interactive: false, readLine: async () => text.split(/\r?\n/)[0] });

export interface Command<Options extends Record<string, OptionSpec>> {
  spec: CommandSpec<Options>;
  /** Does the work; throws CommandFailed after printing why. */
  run: (line: CommandLine<Options>, context: CommandContext) => void | Promise<void>;
}

/** A command, its options' types read from its spec. */
export const defineCommand = <Options extends Record<string, OptionSpec>>(command: Command<Options>) => command;

/** Ends a command with `status` (it has printed why). */
export class CommandFailed extends Error {
  constructor(readonly status: number) {
    super(`Befehl beendet mit Status ${status}`);
  }
}

/** Prints `message` to the command's error output and ends it with status 1. */
export function failWith(terminal: Terminal, message: string): never {
  terminal.err(message);
  throw new CommandFailed(1);
}

/** Runs `command` with `args`: 0 for `--help` and success, 2 for arguments it cannot use, else the status it failed with. */
export async function runCommand<Options extends Record<string, OptionSpec>>(
  command: Command<Options>,
  args: string[],
  context: CommandContext,
): Promise<number> {
  const reading = readArguments(command.spec, args);
  if (!('line' in reading)) {
    if (reading.out !== undefined) context.terminal.out(reading.out);
    if (reading.err !== undefined) context.terminal.err(reading.err);
    return reading.status;
  }
  try {
    await command.run(reading.line, context);
    return 0;
  } catch (error) {
    if (error instanceof CommandFailed) return error.status;
    throw error;
  }
}

/** The script's whole body: the command with the process's arguments, folder and terminal, and its exit code. */
export async function runAsScript<Options extends Record<string, OptionSpec>>(command: Command<Options>): Promise<void> {
  // Parses (and for --help or wrong arguments ends the process) exactly as every other tool does.
  const line = readCommandLine(command.spec);
  // A reader that stops early (`… | head`) closes the pipe: the command ends quietly, as other command-line tools do.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
  try {
    const terminal = { out: (text: string) => console.log(text), err: (text: string) => console.error(text) };
    await command.run(line, { cwd: process.cwd(), terminal, input: processInput });
  } catch (error) {
    if (!(error instanceof CommandFailed)) throw error;
    process.exitCode = error.status;
  }
}
