import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { GitTargetConfig } from './config';
import { PublishError } from './publishError';
import type { Snapshot } from './snapshot';
import type { ReleaseSummary } from './types';

/**
 * Publishing by git: the changed edition files and images become one commit with a German message naming
 * what changed, pushed to the configured remote and branch, where the host's CI builds and deploys. It
 * touches nothing else: a change in any other file, or anything already staged, stops it first.
 */

const run = promisify(execFile);
/** The publishing commits are found again by this start of their message. */
export const PUBLISH_SUBJECT = 'Veröffentlicht: ';
const REVERT_SUBJECT = 'Zurückgenommen: ';
/** The only paths a publish commits. */
const PUBLISHABLE = /^(editions\/[a-z0-9-]+\.json|public\/images\/[^/]+)$/;
const GENERATED = /\.schema\.json$/;

export function gitTarget(config: GitTargetConfig, root: string) {
  const upstream = `${config.remote}/${config.branch}`;
  const git = async (...args: string[]) => {
    try {
      return (await run('git', args, { cwd: root, maxBuffer: 32 * 1024 * 1024 })).stdout;
    } catch (error) {
      const detail = String((error as { stderr?: string }).stderr ?? (error as Error).message).trim().split('\n').slice(-2).join(' ');
      throw new PublishError(`git ${args[0]} ist fehlgeschlagen: ${detail}`);
    }
  };
  /** git with a name for the commit when none is configured on this machine. */
  const committer = async () => {
    const named = await run('git', ['config', 'user.name'], { cwd: root }).then(
      () => true,
      () => false,
    );
    return named ? [] : ['-c', 'user.name=Editions-Studio', '-c', 'user.email=editions-studio@localhost'];
  };

  /** The changed paths, or a refusal when anything but editions and images changed or something is staged. */
  async function publishablePaths(): Promise<string[]> {
    const status = await git('status', '--porcelain=v1', '-z', '--untracked-files=all');
    const entries = status.split('\0').filter(Boolean);
    const paths: string[] = [];
    const foreign: string[] = [];
    for (let index = 0; index < entries.length; index++) {
      const entry = entries[index];
      const [staged, unstaged, file] = [entry[0], entry[1], entry.slice(3)];
      // A rename's second entry is its old name.
      if (staged === 'R' || staged === 'C') index++;
      if (staged !== ' ' && staged !== '?') {
        throw new PublishError(`In git ist schon etwas zum Commit vorgemerkt (${file}). Veröffentlichen committet nur selbst; bitte die Vormerkung erst auflösen (git restore --staged ${file}).`);
      }
      if (PUBLISHABLE.test(file) && !GENERATED.test(file)) paths.push(file);
      else if (unstaged !== ' ' || staged === '?') foreign.push(file);
    }
    if (foreign.length > 0) {
      const shown = foreign.slice(0, 5).join(', ') + (foreign.length > 5 ? ` und ${foreign.length - 5} weitere` : '');
      throw new PublishError(`Im Projektordner sind Änderungen, die nicht vom Veröffentlichen kommen: ${shown}. Veröffentlicht werden nur Editionen und Bilder; bitte diese Änderungen erst committen oder verwerfen (eine Entwicklerin fragen).`);
    }
    return paths;
  }

  return {
    description: `git: Commit und Push nach ${upstream}`,

    /** Refuses before anything is built when the working tree holds changes publishing did not make. */
    async ready(): Promise<void> {
      await git('rev-parse', '--show-toplevel');
      await publishablePaths();
    },

    /** The content files on the remote branch: what the host builds now. */
    async live(): Promise<Snapshot | undefined> {
      await git('fetch', '--quiet', config.remote, config.branch);
      const listed = await git('ls-tree', '--name-only', upstream, 'editions/');
      const files: Record<string, string> = {};
      for (const file of listed.split('\n').filter((name) => /^editions\/[^/]+\.json$/.test(name) && !GENERATED.test(name))) {
        files[file] = await git('show', `${upstream}:${file}`);
      }
      return { files, pages: {} };
    },

    async deploy(summary: string): Promise<ReleaseSummary> {
      const paths = await publishablePaths();
      if (paths.length === 0) throw new PublishError(`Nichts zu veröffentlichen: Editionen und Bilder sind schon so in git wie auf ${upstream}.`);
      await git('add', '--', ...paths);
      const message = `${PUBLISH_SUBJECT}${summary}`;
      await git(...(await committer()), 'commit', '--quiet', '-m', message, '--', ...paths);
      try {
        await git('push', '--quiet', config.remote, `HEAD:refs/heads/${config.branch}`);
      } catch (error) {
        // The commit goes again: the files stay changed, as they were before, and nothing went live.
        await git('reset', '--quiet', 'HEAD~1');
        throw new PublishError(`${(error as Error).message}. Nichts wurde veröffentlicht; die Änderungen sind unverändert im Projektordner.`);
      }
      const [id, time] = (await git('log', '-1', '--format=%H%x09%aI')).trim().split('\t');
      return { id, time, live: true, summary };
    },

    async releases(): Promise<ReleaseSummary[]> {
      await git('fetch', '--quiet', config.remote, config.branch);
      const log = await git('log', '-n', '20', '--format=%H%x09%aI%x09%s', upstream);
      const entries = log
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t'))
        .filter(([, , subject]) => subject.startsWith(PUBLISH_SUBJECT) || subject.startsWith(REVERT_SUBJECT));
      return entries.map(([id, time, subject], index) => ({ id, time, live: index === 0, summary: subject }));
    },

    /** Takes a publish back with a revert commit, pushed like a publish. */
    async rollback(id: string): Promise<ReleaseSummary> {
      if (!/^[0-9a-f]{40}$/.test(id)) throw new PublishError(`„${id.slice(0, 60)}“ ist keine Veröffentlichung (ein Commit wie „3f2a…“ erwartet).`);
      if ((await publishablePaths()).length > 0) throw new PublishError('Erst die ungespeicherten Änderungen an Editionen oder Bildern veröffentlichen oder verwerfen, dann zurücknehmen.');
      const subject = (await git('log', '-1', '--format=%s', id)).trim();
      if (!subject.startsWith(PUBLISH_SUBJECT)) throw new PublishError('Zurücknehmen lässt sich nur eine Veröffentlichung.');
      await git(...(await committer()), 'revert', '--no-edit', id);
      await git(...(await committer()), 'commit', '--amend', '--quiet', '-m', `${REVERT_SUBJECT}${subject.slice(PUBLISH_SUBJECT.length)}`);
      try {
        await git('push', '--quiet', config.remote, `HEAD:refs/heads/${config.branch}`);
      } catch (error) {
        await git('reset', '--quiet', '--hard', 'HEAD~1');
        throw new PublishError(`${(error as Error).message}. Nichts wurde zurückgenommen.`);
      }
      const [commit, time] = (await git('log', '-1', '--format=%H%x09%aI')).trim().split('\t');
      return { id: commit, time, live: true, summary: `${REVERT_SUBJECT}${subject.slice(PUBLISH_SUBJECT.length)}` };
    },
  };
}
