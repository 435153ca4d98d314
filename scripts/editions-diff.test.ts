import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../tests/helpers/content';
import { copyProject } from '../tests/helpers/projectCopy';
import { editJson } from '../tests/helpers/tempContent';

/** `npm run editions:diff` as QA runs it: the script itself, in a child process. */
function runDiff(args: string[], cwd = projectRoot): { status: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync('npx', ['tsx', 'scripts/editions-diff.ts', ...args], { cwd, encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const lineOf = (output: string, field: string) => output.split('\n').find((line) => line.startsWith(`${field} `))?.replace(/\s+/g, ' ');

describe('npm run editions:diff', () => {
  it('prints every differing field of winter and autumn as „Feld A → B“ under German headings', () => {
    const { status, stdout } = runDiff(['winter', 'autumn']);
    expect(status).toBe(0);
    expect(stdout).toContain('Editionen im Vergleich');
    expect(stdout).toMatch(/A {2}winter +editions\/winter\.json → \/winteredition \(Winter-Edition 2026\)/);
    expect(stdout).toMatch(/Unterschiede: \d+ Felder/);
    expect(lineOf(stdout, 'slug')).toBe('slug winteredition → herbstedition');
    expect(lineOf(stdout, 'offer.mode')).toBe('offer.mode early-bird → komplettpreis');
    expect(lineOf(stdout, 'offer.price')).toBe('offer.price 399 → 499');
    expect(lineOf(stdout, 'offer.voucher')).toBe('offer.voucher FRUEHBUCHER26 → (fehlt)');
    expect(lineOf(stdout, 'sections[2].variant')).toBe('sections[2].variant winter → autumn');
    expect(stdout).not.toMatch(/^(key|file|\$schema) /m);
  });

  it('names the direction: B → A swaps the columns', () => {
    const { stdout } = runDiff(['autumn', 'winter']);
    expect(lineOf(stdout, 'offer.voucher')).toBe('offer.voucher (fehlt) → FRUEHBUCHER26');
  });

  it('says so when two editions do not differ', () => {
    const { status, stdout } = runDiff(['winter', 'winter']);
    expect(status).toBe(0);
    expect(stdout).toContain('Keine Unterschiede.');
  });

  it('refuses an unknown key with the list of known keys, and a missing key with the usage', () => {
    const unknown = runDiff(['winter', 'sommer']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unbekannte Edition „sommer“. Vorhandene Editionen: autumn, winter');
    const missing = runDiff(['winter']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Aufruf: npm run editions:diff <Edition A> <Edition B>');
  });

  it('exits 1 with the content report when a file does not validate', () => {
    const project = copyProject();
    editJson(path.join(project, 'editions'), 'autumn.json', (data) => {
      data.offer.price = '499€';
    });
    const { status, stderr } = runDiff(['winter', 'autumn'], project);
    expect(status).toBe(1);
    expect(stderr).toContain('offer.price');
    expect(stderr).toContain('ein Vergleich ist erst nach der Korrektur möglich');
  });
});
