import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEPLOY_HOSTS, HOST_FILES } from '../scripts/hosting/deployTargets';
import { freePort } from '../scripts/hosting/ports';
import { PARSE_ONLY_ENV, type ParsedOnly } from '../scripts/cli/commandLine';
import { runInBackground } from './helpers/cli';
import { projectRoot } from './helpers/content';
import { documentFiles } from './helpers/documents';
import { copyProject } from './helpers/projectCopy';

/**
 * Every command line README.md and the pages under docs/ show runs as written: a documented flag can never
 * again be refused. Each `npm …` command is read from every document (a page that moves or is added is followed); its flags must follow `--` (npm keeps
 * the others for itself), and its script's own command line from package.json runs with them through the
 * script's parser (scripts/cli/commandLine.ts: with COMMAND_LINE_PARSE_ONLY one start of the script reads each of its
 * documented calls and stops); the commands whose effect a reader relies on run for real, through npm, in a scratch copy: a build for
 * Netlify, `npm start -- --port`, a new edition, the check and the comparison.
 */

const DOCUMENTS = documentFiles();
const packageScripts = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** Splits a command line like a POSIX shell for the simple cases the docs use: words and '…' quoting. */
function words(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? match[3]);
}

/** The npm command lines of a document: in code spans and code blocks, up to a comment, a pipe, `&&` or a column gap. */
function documentedCommands(text: string): string[] {
  const found = new Set<string>();
  const snippets = [...text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)].map((match) => match[1]);
  snippets.push(...[...text.replace(/```[a-z]*\n[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((match) => match[1]));
  for (const snippet of snippets) {
    for (const line of snippet.split('\n')) {
      // A run of three spaces is a gap between columns (a table or a diagram in a code block), never inside a command.
      for (const part of line.split(/&&|\|\||;|\s#\s|\s{3,}/)) {
        const command = /\bnpm (?:run [\w:-]+|start|test|ci)(?:\s+(?:'[^']*'|[^\s'`|]+))*/.exec(part)?.[0].trim();
        // Placeholders stand for something the reader types: `<name>`, `[-- --today JJJJ-MM-TT]`, `…`.
        if (command && !/[<[…]|JJJJ/.test(command)) found.add(command);
      }
    }
  }
  return [...found];
}

const commands = [...new Set(DOCUMENTS.flatMap((file) => documentedCommands(readFileSync(path.join(projectRoot, file), 'utf8'))))].sort();

/** `npm run build -- --host netlify` → the script's name and the arguments npm hands it. */
function scriptAndArgs(command: string): { script: string; args: string[] } {
  const [, verb, ...rest] = words(command);
  const script = verb === 'run' ? rest.shift()! : verb;
  // npm passes everything after `--`, and the words before it that are not npm's own flags.
  return { script, args: rest.filter((word) => word !== '--') };
}

/** Scripts that read their flags through scripts/cli/commandLine.ts (every `node --import tsx scripts/…` and the studio). */
const parsesItsFlags = (script: string) => /^node --import tsx (scripts|studio)\//.test(packageScripts[script] ?? '');

const npm = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env }, timeout: 180_000 });

describe('the commands the documents show', () => {
  it('finds the commands of every document, flags included', () => {
    expect(DOCUMENTS).toEqual(expect.arrayContaining(['README.md', 'docs/marketing/dateien.md', 'docs/betrieb/studio-server.md']));
    expect(commands).toEqual(
      expect.arrayContaining([
        'npm run build -- --host netlify',
        'npm start -- --port 5000',
        'npm run editions:check -- --production',
        'npm run studio:users -- list',
      ]),
    );
  });

  it.each(commands)('%s names a script that exists', (command) => {
    const { script } = scriptAndArgs(command);
    if (script === 'ci') return;
    expect(Object.keys(packageScripts)).toContain(script);
  });

  it.each(commands)('%s hands its flags to the script: npm keeps every flag before `--` for itself', (command) => {
    // `npm ci --omit=dev` (a server's install): its flags are npm's own.
    if (scriptAndArgs(command).script === 'ci') return;
    const afterScript = words(command).slice(words(command)[1] === 'run' ? 3 : 2);
    const firstDash = afterScript.find((word) => word.startsWith('-'));
    expect(firstDash === undefined || firstDash === '--', `${command}: „--“ fehlt vor ${firstDash}`).toBe(true);
  });

  /**
   * What each script understood of its documented calls: the script's own command line from package.json
   * (`node --import tsx scripts/….ts`) started once, reading every call's arguments in turn (COMMAND_LINE_PARSE_ONLY).
   */
  const parsedCalls = new Map<string, Promise<Map<string, ParsedOnly>>>();
  function parsedCall(command: string): Promise<ParsedOnly | undefined> {
    const { script } = scriptAndArgs(command);
    if (!parsedCalls.has(script)) {
      const calls = commands.filter((other) => scriptAndArgs(other).script === script);
      const [node, ...scriptWords] = words(packageScripts[script]);
      expect(node).toBe('node');
      const argLists = calls.map((call) => scriptAndArgs(call).args);
      parsedCalls.set(
        script,
        runInBackground(process.execPath, scriptWords, { env: { [PARSE_ONLY_ENV]: JSON.stringify(argLists) } }).then((result) => {
          expect(result.stderr.split('\n').filter(Boolean)).toEqual([]);
          expect(result.status).toBe(0);
          const lines = result.stdout.trim().split('\n').slice(-calls.length);
          return new Map(calls.map((call, index) => [call, JSON.parse(lines[index]) as ParsedOnly]));
        }),
      );
    }
    return parsedCalls.get(script)!.then((parsed) => parsed.get(command));
  }

  it.concurrent.for(commands.filter((command) => parsesItsFlags(scriptAndArgs(command).script)))(
    '%s: its script takes every argument',
    async (command, { expect }) => {
      const { args } = scriptAndArgs(command);
      const understood = await parsedCall(command);
      if (args.includes('--help')) return expect(understood).toEqual({ help: expect.stringMatching(/^Aufruf: /) });
      expect(understood).not.toHaveProperty('problem');
      // What was passed was understood: every flag as a value, every other word as a positional.
      const flags = args.filter((word) => word.startsWith('--')).map((word) => word.slice(2));
      expect(Object.keys((understood as { values: object }).values).sort()).toEqual(flags.sort());
    },
  );
});

describe('the flags a reader relies on, run for real', () => {
  const copies: string[] = [];
  afterAll(() =>
    copies.forEach((dir) => {
      rmSync(dir, { recursive: true, force: true });
    }),
  );

  it('npm run build -- --host netlify writes Netlify’s headers and redirects and no nginx files; npm start -- --port serves it there', async () => {
    expect(commands).toContain('npm run build -- --host netlify');
    const dir = copyProject({ content: 'fixtures' });
    copies.push(dir);
    const build = npm(['run', 'build', '--', '--host', 'netlify'], dir);
    expect(build.status, build.stderr).toBe(0);
    for (const file of HOST_FILES.netlify) expect(existsSync(path.join(dir, 'dist', file)), file).toBe(true);
    for (const host of DEPLOY_HOSTS.filter((host) => host !== 'netlify' && host !== 'cloudflare')) {
      for (const file of HOST_FILES[host]) expect(existsSync(path.join(dir, 'dist', file)), file).toBe(false);
    }

    const port = await freePort();
    const server = spawn('npm', ['start', '--', '--port', String(port)], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes(`:${port}/`) && resolve());
        server.once('exit', (code) => reject(new Error(`npm start endete mit ${code}`)));
      });
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<h1');
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
    }
  });

  it('npm run edition:new -- spring, npm run editions:check and npm run editions:diff run in a scratch copy', () => {
    for (const command of ['npm run edition:new -- spring', 'npm run editions:check', 'npm run editions:diff winter spring'])
      expect(commands).toContain(command);
    const dir = copyProject();
    copies.push(dir);
    // As the guide's reader has it: no spring edition yet (a project that already has one keeps it; the copy does not).
    rmSync(path.join(dir, 'editions/spring.json'), { force: true });
    const created = npm(['run', 'edition:new', '--', 'spring'], dir);
    expect(created.status, created.stderr).toBe(0);
    expect(existsSync(path.join(dir, 'editions/spring.json'))).toBe(true);
    // Without its dates the copy is refused until they are set.
    const undated = npm(['run', 'editions:check'], dir);
    expect(undated.status).toBe(1);
    expect(undated.stderr + undated.stdout).toContain('→ startDate: Bitte den Starttermin eintragen (noch leer).');
    // With them, it still holds the template's texts, which the check names as warnings: exit code 0.
    rmSync(path.join(dir, 'editions/spring.json'));
    expect(commands).toContain('npm run edition:new -- spring --start 12.04.2027 --verkauf-ab 15.01.2027');
    expect(npm(['run', 'edition:new', '--', 'spring', '--start', '12.04.2027', '--verkauf-ab', '15.01.2027'], dir).status).toBe(0);
    expect(npm(['run', 'editions:check'], dir).status).toBe(0);
    const diff = npm(['run', 'editions:diff', 'winter', 'spring'], dir);
    expect(diff.status, diff.stderr).toBe(0);
    expect(diff.stdout).toContain('Editionen im Vergleich');
  });

  it('an unknown flag gets the usage line and exit code 2', () => {
    const result = npm(['run', '--silent', 'build', '--', '--hoster', 'netlify'], projectRoot);
    expect(result.status).toBe(2);
    expect(result.stderr.split('\n').slice(0, 2)).toEqual([
      'Aufruf: npm run build -- [--today JJJJ-MM-TT] [--host nginx|netlify|cloudflare|vercel] [--out <Ordner>] [--development]',
      'Unbekannte Angabe: --hoster',
    ]);
  });
});
