import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GitTargetConfig } from './config';
import { git as gitAt, gitBytes as gitBytesAt } from './git';
import { PublishError } from './publishError';
import { blobId, type Snapshot } from './snapshot';
import type { ReleaseList, ReleaseSummary, RollbackContent } from './types';

/**
 * Publishing by git: the snapshot's changed edition files and images become one commit with a German
 * message naming what changed, pushed to the configured remote and branch, where the host's CI builds and
 * deploys. It touches nothing else: a change in any other file, or anything already staged, stops it
 * first. Commits are made in a checkout of their own, so a failed push or a revert conflict leaves the
 * project's files, index and branch exactly as they were.
 */

/** The publishing commits are found again by this start of their message. */
export const PUBLISH_SUBJECT = 'Veröffentlicht: ';
const REVERT_SUBJECT = 'Zurückgenommen: ';
/** The only paths a publish commits. */
const PUBLISHABLE = /^(editions\/[a-z0-9-]+\.json|public\/images\/[^/]+)$/;
const GENERATED = /\.schema\.json$/;

export function gitTarget(config: GitTargetConfig, root: string) {
  const upstream = `${config.remote}/${config.branch}`;
  /** git in `cwd` (the project, or a temporary checkout of it); a failure stops the publish with git's words. */
  const gitIn =
    (cwd: string) =>
    (...args: string[]) =>
      gitAt(cwd, ...args).catch((error: Error) => {
        throw new PublishError(error.message);
      });
  const git = gitIn(root);
  /** A blob's bytes as they are (the text helper above would decode them). */
  const gitBytes = (object: string) => gitBytesAt(root, 'cat-file', 'blob', object);
  /** git with a name for the commit when none is configured on this machine. */
  const committer = async () => {
    const named = await gitAt(root, 'config', 'user.name').then(
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
        throw new PublishError(
          `In git ist schon etwas zum Commit vorgemerkt (${file}). Veröffentlichen committet nur selbst; bitte die Vormerkung erst auflösen (git restore --staged ${file}).`,
        );
      }
      if (PUBLISHABLE.test(file) && !GENERATED.test(file)) paths.push(file);
      else if (unstaged !== ' ' || staged === '?') foreign.push(file);
    }
    if (foreign.length > 0) {
      const shown = foreign.slice(0, 5).join(', ') + (foreign.length > 5 ? ` und ${foreign.length - 5} weitere` : '');
      throw new PublishError(
        `Im Projektordner sind Änderungen, die nicht vom Veröffentlichen kommen: ${shown}. Veröffentlicht werden nur Editionen und Bilder; bitte diese Änderungen erst committen oder verwerfen (eine Entwicklerin fragen).`,
      );
    }
    return paths;
  }

  /** Where the temporary checkouts go; what a killed publish left there is removed first. */
  const scratch = path.join(root, '.build', 'publish-git');
  /**
   * Runs `work` in a checkout of HEAD of its own (a git worktree under .build/), so that building the commit
   * never touches the project's files or index; returns its commit, or undefined when it made none.
   */
  async function inScratch<T>(work: (dir: string, inside: (...args: string[]) => Promise<string>) => Promise<T>): Promise<T> {
    rmSync(scratch, { recursive: true, force: true });
    await git('worktree', 'prune');
    const dir = path.join(scratch, randomUUID());
    await git('worktree', 'add', '--quiet', '--detach', dir, 'HEAD');
    try {
      return await work(dir, gitIn(dir));
    } finally {
      await git('worktree', 'remove', '--force', dir).catch(() => rmSync(dir, { recursive: true, force: true }));
      await git('worktree', 'prune').catch(() => {});
    }
  }

  /**
   * Makes `commit` (a child of `before`) the branch's head and pushes it. Should the push fail, the head
   * goes back to `before` and nothing else has been touched: the project's files and index are as they were.
   */
  async function advanceAndPush(before: string, commit: string, failure: string) {
    try {
      await git('update-ref', '-m', 'Veröffentlichen', 'HEAD', commit, before);
    } catch {
      throw new PublishError(`Während des Veröffentlichens wurde in git committet. ${failure} Bitte noch einmal starten.`);
    }
    try {
      await git('push', '--quiet', config.remote, `${commit}:refs/heads/${config.branch}`);
    } catch (error) {
      await git('update-ref', '-m', 'Veröffentlichen zurückgenommen', 'HEAD', before, commit).catch(() => {});
      throw new PublishError(`${(error as Error).message}. ${failure}`);
    }
  }

  /** The publishes and take-backs on the remote branch, newest first (the newest is live). */
  async function releases(): Promise<ReleaseList> {
    await git('fetch', '--quiet', config.remote, config.branch);
    const log = await git('log', '-n', '20', '--format=%H%x09%aI%x09%s', upstream);
    const entries = log
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'))
      .filter(([, , subject]) => subject.startsWith(PUBLISH_SUBJECT) || subject.startsWith(REVERT_SUBJECT));
    return { releases: entries.map(([id, time, subject], index) => ({ id, time, live: index === 0, summary: subject })), skipped: [] };
  }

  /** The blob of `file` at `commit`, or undefined when it is not there. */
  const blobAt = (commit: string, file: string) =>
    git('rev-parse', '--verify', '--quiet', `${commit}:${file}`).then(
      (out) => out.trim(),
      () => undefined,
    );

  return {
    description: `git: Commit und Push nach ${upstream}`,

    /** Refuses before anything is built when the working tree holds changes publishing did not make. */
    async ready(): Promise<void> {
      await git('rev-parse', '--show-toplevel');
      await publishablePaths();
    },

    /** The content files and images on the remote branch: what the host builds now. */
    async live(): Promise<Snapshot | undefined> {
      await git('fetch', '--quiet', config.remote, config.branch);
      const listed = await git('ls-tree', '--name-only', upstream, 'editions/');
      const files: Record<string, string> = {};
      for (const file of listed.split('\n').filter((name) => PUBLISHABLE.test(name) && !GENERATED.test(name))) {
        files[file] = await git('show', `${upstream}:${file}`);
      }
      const images: Record<string, string> = {};
      for (const line of (await git('ls-tree', '-r', upstream, 'public/images/')).split('\n').filter(Boolean)) {
        const [meta, file] = line.split('\t');
        if (PUBLISHABLE.test(file)) images[file] = meta.split(' ')[2];
      }
      return { files, pages: {}, public: images };
    },

    /**
     * Commits the snapshot's editions and images (not the working tree, which may hold later saves) on top
     * of HEAD and pushes it.
     */
    async deploy(sourceDir: string, summary: string): Promise<ReleaseSummary> {
      const before = (await git('rev-parse', 'HEAD')).trim();
      const made = await inScratch(async (dir, inside) => {
        const tracked = (await inside('ls-tree', '-r', '--name-only', 'HEAD', '--', 'editions', 'public/images')).split('\n');
        for (const file of tracked.filter((name) => PUBLISHABLE.test(name) && !GENERATED.test(name))) rmSync(path.join(dir, file), { force: true });
        for (const file of snapshotFiles(sourceDir)) cpSync(path.join(sourceDir, file), path.join(dir, file));
        await inside('add', '-A', '--', 'editions', 'public/images');
        const paths = (await inside('diff', '--cached', '--name-only', '-z')).split('\0').filter(Boolean);
        if (paths.length === 0) return undefined;
        await inside(...(await committer()), 'commit', '--quiet', '--no-verify', '-m', `${PUBLISH_SUBJECT}${summary}`);
        return { commit: (await inside('rev-parse', 'HEAD')).trim(), paths };
      });
      if (!made) throw new PublishError(`Nichts zu veröffentlichen: Editionen und Bilder sind schon so in git wie auf ${upstream}.`);
      await advanceAndPush(before, made.commit, 'Nichts wurde veröffentlicht; die Änderungen sind unverändert im Projektordner.');
      // The index follows the new head; the files stay as they are (a later save shows as a change).
      await git('reset', '--quiet', '--', ...made.paths);
      const [id, time] = (await git('log', '-1', '--format=%H%x09%aI', made.commit)).trim().split('\t');
      return { id, time, live: true, summary };
    },

    releases,

    /**
     * What taking back each listed publish would put back: the edition files it changed, as they were before
     * it (a revert restores exactly those, and an image only when that same publish removed it).
     */
    async rollbackContent(): Promise<RollbackContent[]> {
      const found: RollbackContent[] = [];
      for (const release of (await releases()).releases.filter((candidate) => candidate.summary.startsWith(PUBLISH_SUBJECT))) {
        const changed = await git('diff-tree', '--no-commit-id', '--name-only', '-r', '--root', release.id, '--', 'editions/');
        const files: Record<string, string> = {};
        for (const file of changed.split('\n').filter((name) => PUBLISHABLE.test(name) && !GENERATED.test(name))) {
          // A file the publish added is removed by taking it back: nothing of it comes back.
          if ((await blobAt(`${release.id}^`, file)) !== undefined) files[file] = await git('show', `${release.id}^:${file}`);
        }
        found.push({ id: release.id, time: release.time, files });
      }
      return found;
    },

    /**
     * Takes a publish back with a revert commit, made in a checkout of its own and pushed like a publish;
     * only then are the project's files of it set to the reverted version (those saved meanwhile stay).
     */
    async rollback(id: string): Promise<ReleaseSummary> {
      if (!/^[0-9a-f]{40}$/.test(id)) throw new PublishError(`„${id.slice(0, 60)}“ ist keine Veröffentlichung (ein Commit wie „3f2a…“ erwartet).`);
      if ((await publishablePaths()).length > 0)
        throw new PublishError('Erst die ungespeicherten Änderungen an Editionen oder Bildern veröffentlichen oder verwerfen, dann zurücknehmen.');
      const subject = (await git('log', '-1', '--format=%s', id)).trim();
      if (!subject.startsWith(PUBLISH_SUBJECT)) throw new PublishError('Zurücknehmen lässt sich nur eine Veröffentlichung.');
      const summary = `${REVERT_SUBJECT}${subject.slice(PUBLISH_SUBJECT.length)}`;
      const before = (await git('rev-parse', 'HEAD')).trim();
      const commit = await inScratch(async (_dir, inside) => {
        try {
          await inside(...(await committer()), 'revert', '--no-edit', '--no-commit', id);
        } catch {
          const conflicted = (await inside('diff', '--name-only', '--diff-filter=U')).trim().split('\n').filter(Boolean);
          await inside('revert', '--abort').catch(() => {});
          throw new PublishError(
            `Nicht zurückgenommen: Spätere Veröffentlichungen haben dieselben Stellen geändert${conflicted.length > 0 ? ` (${conflicted.join(', ')})` : ''}. Nichts wurde geändert; bitte die gewünschte Fassung im Studio herstellen (Verlauf) und neu veröffentlichen.`,
          );
        }
        await inside(...(await committer()), 'commit', '--quiet', '--no-verify', '-m', summary);
        return (await inside('rev-parse', 'HEAD')).trim();
      });
      await advanceAndPush(before, commit, 'Nichts wurde zurückgenommen.');
      const paths = (await git('diff', '--name-only', '-z', before, commit)).split('\0').filter(Boolean);
      for (const file of paths) {
        const absolute = path.join(root, file);
        const now = existsSync(absolute) ? blobId(readFileSync(absolute)) : undefined;
        // Saved while the rollback ran: that save is kept, and shows as a change to publish.
        if (now !== (await blobAt(before, file))) continue;
        const reverted = await blobAt(commit, file);
        if (reverted === undefined) rmSync(absolute, { force: true });
        else writeFileSync(absolute, await gitBytes(`${commit}:${file}`));
      }
      await git('reset', '--quiet', '--', ...paths);
      const [made, time] = (await git('log', '-1', '--format=%H%x09%aI', commit)).trim().split('\t');
      return { id: made, time, live: true, summary };
    },
  };
}

/** The snapshot's files a publish commits: its editions and the images directly in public/images/. */
function snapshotFiles(sourceDir: string): string[] {
  const inFolder = (folder: string) =>
    existsSync(path.join(sourceDir, folder)) ? readdirSync(path.join(sourceDir, folder)).map((name) => `${folder}/${name}`) : [];
  return [...inFolder('editions'), ...inFolder('public/images')].filter((file) => PUBLISHABLE.test(file) && !GENERATED.test(file));
}

/** Only what a git publish commits, from a snapshot's fingerprints of public/. */
export const publishableOnly = (fingerprints: Record<string, string>) =>
  Object.fromEntries(Object.entries(fingerprints).filter(([file]) => PUBLISHABLE.test(file)));
