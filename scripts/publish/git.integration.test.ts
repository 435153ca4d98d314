import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { git, gitBytes } from './git';

/** The one way the tools run git: text or bytes out, a German message naming the command when it fails. */
let repository: string;
const bytes = Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x0a]);

beforeAll(async () => {
  repository = mkdtempSync(path.join(os.tmpdir(), 'git-'));
  await git(repository, 'init', '-q', '-b', 'main');
  writeFileSync(path.join(repository, 'bild.bin'), bytes);
  await git(repository, 'add', 'bild.bin');
  await git(repository, '-c', 'user.name=Redaktion', '-c', 'user.email=redaktion@example.org', 'commit', '-q', '-m', 'Bild');
});

afterAll(() => rmSync(repository, { recursive: true, force: true }));

describe('git', () => {
  it('answers with git’s output as text', async () => {
    expect(await git(repository, 'log', '-1', '--format=%s')).toBe('Bild\n');
  });

  it('answers with a blob’s bytes as they are', async () => {
    expect(await gitBytes(repository, 'cat-file', 'blob', 'HEAD:bild.bin')).toEqual(bytes);
  });

  it('names the failed command and git’s last words', async () => {
    await expect(git(repository, '-c', 'core.quotePath=false', 'show', 'HEAD:fehlt.json')).rejects.toThrow(
      /^git show ist fehlgeschlagen: fatal: path 'fehlt\.json' does not exist in 'HEAD'$/,
    );
  });
});
