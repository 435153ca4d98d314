import { describe, expect, it } from 'vitest';
import { CommandFailed, defineCommand, failWith, pipedInput, runCommand } from './command';

const greet = defineCommand({
  spec: {
    command: 'npm run gruss',
    summary: 'Grüßt.',
    options: { laut: { type: 'boolean', description: 'in Großbuchstaben' } },
    positionals: { usage: '<name>', min: 1, max: 1, missing: 'Bitte einen Namen angeben.' },
  },
  run({ values, positionals: [name] }, { cwd, terminal }) {
    if (name === 'niemand') failWith(terminal, 'Niemand lässt sich nicht grüßen.');
    if (name === 'drei') throw new CommandFailed(3);
    if (name === 'fehler') throw new Error('unerwartet');
    terminal.out(`${values.laut ? 'HALLO' : 'Hallo'} ${name} in ${cwd}`);
  },
});

async function run(args: string[]) {
  const printed = { out: [] as string[], err: [] as string[] };
  const terminal = { out: (text: string) => printed.out.push(text), err: (text: string) => printed.err.push(text) };
  const status = await runCommand(greet, args, { cwd: '/projekt', terminal, input: pipedInput('') });
  return { status, ...printed };
}

describe('a command run in this process', () => {
  it('works in the folder it is given and prints through its terminal', async () => {
    expect(await run(['anna', '--laut'])).toEqual({ status: 0, out: ['HALLO anna in /projekt'], err: [] });
  });

  it('answers --help with 0 and wrong arguments with the usage line and 2, as the script does', async () => {
    const help = await run(['--help']);
    expect([help.status, help.out[0].split('\n')[0], help.err]).toEqual([0, 'Aufruf: npm run gruss -- <name> [--laut]', []]);
    expect(await run([])).toEqual({
      status: 2,
      out: [],
      err: ['Aufruf: npm run gruss -- <name> [--laut]\nBitte einen Namen angeben.\nMehr dazu: npm run gruss -- --help'],
    });
  });

  it('ends with the status it failed with, and lets an unexpected error through', async () => {
    expect(await run(['niemand'])).toEqual({ status: 1, out: [], err: ['Niemand lässt sich nicht grüßen.'] });
    expect((await run(['drei'])).status).toBe(3);
    await expect(run(['fehler'])).rejects.toThrow('unerwartet');
  });
});
