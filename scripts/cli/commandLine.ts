import { parseArgs } from 'node:util';

/**
 * One command-line parser for every tool of the project (`node:util` parseArgs underneath): the same
 * German usage line, `--help`, and exit code 2 for an unknown flag, a missing value or a value the
 * option does not accept. Each tool declares its options once; the help text is made from them.
 */

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** What the value looks like in the usage line (`JJJJ-MM-TT`, `<Ordner>`); string options only. */
  value?: string;
  /** One German line for `--help`. */
  description: string;
  /** A German message when the value is not acceptable, else undefined. */
  check?: (value: string) => string | undefined;
}

export interface CommandSpec<Options extends Record<string, OptionSpec>> {
  /** How it is called, e.g. `npm run build`. */
  command: string;
  /** One German sentence: what the command does. */
  summary: string;
  options: Options;
  /** Positional arguments, e.g. `<Edition A> <Edition B>`, and how many are allowed. */
  positionals?: { usage: string; min: number; max: number; description?: string; missing?: string };
  /** Example calls shown by `--help`, written exactly as in the docs. */
  examples?: string[];
}

export type OptionValues<Options extends Record<string, OptionSpec>> = {
  [Name in keyof Options]?: Options[Name]['type'] extends 'boolean' ? boolean : string;
};

export interface CommandLine<Options extends Record<string, OptionSpec>> {
  values: OptionValues<Options>;
  positionals: string[];
}

/**
 * Set by the test of the documented commands to a JSON list of argument lists: the tool reads each as its command
 * line, prints what it understood as one JSON line (ParsedOnly), and does nothing else. So one start of a tool
 * checks every documented call of it.
 */
export const PARSE_ONLY_ENV = 'COMMAND_LINE_PARSE_ONLY';

/** One line of a parse-only run: the help text, the refusal, or the values and positionals understood. */
export type ParsedOnly = { help: string } | { problem: string } | { values: Record<string, string | boolean | undefined>; positionals: string[] };

const flagUsage = (name: string, option: OptionSpec) => (option.type === 'string' ? `--${name} ${option.value ?? '<Wert>'}` : `--${name}`);

/** `Aufruf: npm run build -- [--today JJJJ-MM-TT] [--host nginx|netlify]` */
export function usageLine(spec: CommandSpec<Record<string, OptionSpec>>): string {
  const parts = [spec.command];
  const flags = Object.entries(spec.options).map(([name, option]) => `[${flagUsage(name, option)}]`);
  if (spec.positionals || flags.length > 0) parts.push('--');
  if (spec.positionals) parts.push(spec.positionals.usage);
  parts.push(...flags);
  return `Aufruf: ${parts.join(' ')}`;
}

export function helpText(spec: CommandSpec<Record<string, OptionSpec>>): string {
  const lines = [usageLine(spec), '', spec.summary];
  const rows: Array<[string, string]> = Object.entries(spec.options).map(([name, option]) => [flagUsage(name, option), option.description]);
  if (spec.positionals?.description) rows.unshift([spec.positionals.usage, spec.positionals.description]);
  rows.push(['--help', 'diese Hilfe']);
  const width = Math.max(...rows.map(([left]) => left.length));
  lines.push('', ...rows.map(([left, right]) => `  ${left.padEnd(width)}   ${right}`));
  if (spec.examples?.length) lines.push('', 'Beispiele:', ...spec.examples.map((example) => `  ${example}`));
  return lines.join('\n');
}

/** Why parseArgs refused the arguments, in German. */
function germanParseError(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const flag = /'(-{1,2}[^' ]+)/.exec(message ?? '')?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unbekannte Angabe: ${flag ?? message}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return message?.includes('argument missing') ? `${flag ?? 'Die Angabe'} braucht einen Wert` : `${flag ?? 'Die Angabe'} nimmt keinen Wert`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `Unerwartete Angabe: ${/'([^']+)'/.exec(message ?? '')?.[1] ?? message}`;
  return message ?? String(error);
}

/** The reason the arguments cannot be used, or the parsed command line. */
export function parseCommandLine<Options extends Record<string, OptionSpec>>(
  spec: CommandSpec<Options>,
  args: string[],
): { help: true } | { problem: string } | CommandLine<Options> {
  if (args.includes('--help') || args.includes('-h')) return { help: true };
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({
      args,
      options: Object.fromEntries(Object.entries(spec.options).map(([name, option]) => [name, { type: option.type }])),
      allowPositionals: spec.positionals !== undefined,
      strict: true,
    });
  } catch (error) {
    return { problem: germanParseError(error) };
  }
  for (const [name, option] of Object.entries(spec.options)) {
    const value = parsed.values[name];
    if (typeof value === 'string' && option.check) {
      const problem = option.check(value);
      if (problem) return { problem };
    }
  }
  const { positionals } = parsed;
  if (spec.positionals) {
    const { min, max, usage } = spec.positionals;
    if (positionals.length < min) return { problem: spec.positionals.missing ?? `Es fehlt: ${usage}` };
    if (positionals.length > max) return { problem: `Zu viele Angaben: ${positionals.slice(max).join(' ')}` };
  }
  return { values: parsed.values as OptionValues<Options>, positionals };
}

/** What a tool answers to its arguments: the command line to work with, or the help (0) or refusal (2) to print. */
export type ArgumentsReading<Options extends Record<string, OptionSpec>> =
  | { line: CommandLine<Options> }
  | { status: 0; out: string; err?: undefined }
  | { status: 2; err: string; out?: undefined };

/** The help text for `--help`, the usage line and the reason for arguments it cannot use, else the command line. */
export function readArguments<Options extends Record<string, OptionSpec>>(spec: CommandSpec<Options>, args: string[]): ArgumentsReading<Options> {
  const result = parseCommandLine(spec, args);
  if ('help' in result) return { status: 0, out: helpText(spec) };
  if ('problem' in result) return { status: 2, err: `${usageLine(spec)}\n${result.problem}\nMehr dazu: ${spec.command} -- --help` };
  return { line: result };
}

/**
 * Reads the process's arguments for a tool: prints the help and exits 0 for `--help`, prints the usage
 * line and the reason and exits 2 for arguments it cannot use, else returns them.
 */
export function readCommandLine<Options extends Record<string, OptionSpec>>(spec: CommandSpec<Options>, args = process.argv.slice(2)): CommandLine<Options> {
  const parseOnly = process.env[PARSE_ONLY_ENV];
  if (parseOnly !== undefined) {
    for (const someArgs of JSON.parse(parseOnly) as string[][]) {
      const parsed = parseCommandLine(spec, someArgs);
      const line: ParsedOnly =
        'help' in parsed ? { help: helpText(spec) } : 'problem' in parsed ? parsed : { values: parsed.values, positionals: parsed.positionals };
      console.log(JSON.stringify(line));
    }
    process.exit(0);
  }
  const reading = readArguments(spec, args);
  if ('line' in reading) return reading.line;
  if (reading.out !== undefined) console.log(reading.out);
  if (reading.err !== undefined) console.error(reading.err);
  process.exit(reading.status);
}

/** A port number 1–65535. */
export const checkPort = (value: string) =>
  /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535 ? undefined : `--port erwartet eine Zahl von 1 bis 65535, „${value}“ erhalten`;
