import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '#engine/errors';
import { todayInGermany } from '#kit/model/sales';
import { loadContent, type Content } from '#src/content/loadContent';
import { siteCalendarOf, type SiteCalendar } from '#src/content/siteCalendar';
import { acquireBuildLock, runningHolder, type BuildLock } from '../build/buildLock';
import { BuildError, DETAIL_PREFIX } from '../build/buildError';
import { STEP_LINE } from '../build/buildSteps';
import { readPublishConfig, type PublishConfig } from './config';
import { directoryTarget } from './directoryTarget';
import { gitTarget, publishableOnly } from './gitTarget';
import { filesAtCommit } from './commitFiles';
import { PublishError } from './publishError';
import { changesBetween, contentFiles, describeChanges, pageFingerprints, pageTitles, type Snapshot } from './snapshot';
import { writeSnapshotProject } from './snapshotFolder';
import type { PublishChanges, PublishTarget, ReleaseSummary, RollbackContent } from './types';
import { editionsFolderIn } from '#src/content/editionFolder';

/**
 * Publishing in two steps, so that a person sees what goes live before it does: `plan` checks the content,
 * copies everything the build reads into a private snapshot, builds that for today (with its steps as
 * progress) and compares it with the live site; `deploy` puts exactly that build (the git target: those
 * files) live on the configured target, whatever was saved meanwhile. `npm run publish` and the
 * studio's „Veröffentlichen“ both go through here. One publish at a time; the live site changes only in
 * the last step of `deploy`, and a failure before it leaves the site as it was.
 */

export interface Plan {
  id: string;
  today: string;
  /** The saved version it builds, when it builds one (PlanSource). */
  commit?: string;
  /** The plan's private folder: the snapshot (`source/`) and its build (`site/`). */
  dir: string;
  /** The snapshot of the project the site was built from; the git target commits its files. */
  sourceDir: string;
  builtDir: string;
  snapshot: Snapshot;
  /** The live site's state the changes were compared with: deploying refuses once it is another. */
  liveState: string;
  changes: PublishChanges;
  summary: string;
  /** What the site built for `today` shows and when it changes by itself, with the 14-day warning: the review shows it. */
  calendar: SiteCalendar;
}

/** What `plan` builds from: the working tree (default), or a saved version (the hosted studio's approved commit). */
export interface PlanSource {
  commit?: string;
}

export interface PublisherOptions {
  root: string;
  env?: NodeJS.ProcessEnv;
  /** The day the site is built for; default today in Germany. */
  today?: string;
  /** How a snapshot is built; default `scripts/build.ts` in a process of its own (siteBuildProcess). */
  buildSite?: SiteBuild;
}

/** Builds the snapshot project in `sourceDir` for `day` into `outDir`, reporting each build step as it starts. */
export type SiteBuild = (job: { sourceDir: string; outDir: string; day: string; env: NodeJS.ProcessEnv; onStep: (index: number) => void }) => Promise<void>;

const liveStateOf = (live: Snapshot | undefined) => JSON.stringify(live ?? null);

export function createPublisher({ root, env = process.env, today, buildSite = siteBuildProcess }: PublisherOptions) {
  const workDir = path.join(root, '.build', 'publish');
  const lockFile = path.join(root, '.build', 'publish.lock');

  function targetOf(config: PublishConfig) {
    if (config.target === 'directory') {
      const target = directoryTarget(config, root);
      return {
        kind: 'directory' as const,
        description: target.description,
        name: config.name,
        ready: async () => {},
        live: async () => target.live(),
        deploy: async (plan: Plan, by?: string) =>
          target.deploy(plan.builtDir, plan.snapshot, plan.summary, {
            builtFor: plan.today,
            ...(plan.commit ? { commit: plan.commit } : {}),
            ...(by ? { by } : {}),
          }),
        releases: async () => target.releases(),
        rollbackContent: async () => target.rollbackContent(),
        rollback: async (id: string) => target.rollback(id),
      };
    }
    const target = gitTarget(config, root);
    return {
      kind: 'git' as const,
      description: target.description,
      name: config.name,
      ready: () => target.ready(),
      live: () => target.live(),
      deploy: (plan: Plan, _by?: string) => target.deploy(plan.sourceDir, plan.summary),
      releases: () => target.releases(),
      rollbackContent: () => target.rollbackContent(),
      rollback: (id: string) => target.rollback(id),
    };
  }

  function configured() {
    try {
      return targetOf(readPublishConfig(root, env));
    } catch (error) {
      if (error instanceof ContentError)
        throw new PublishError(`Das Ziel fürs Veröffentlichen ist nicht richtig eingerichtet: ${error.message}`, error.problems);
      throw error;
    }
  }

  /** One publish (plan or deploy) at a time, in this process or another. */
  async function exclusively<T>(work: () => Promise<T>): Promise<T> {
    mkdirSync(path.dirname(lockFile), { recursive: true });
    let lock: BuildLock;
    try {
      lock = await acquireBuildLock(lockFile, { waitMs: 0, label: '.build/publish', log: () => {} });
    } catch (error) {
      if (error instanceof BuildError)
        throw new PublishError('Gerade läuft schon eine Veröffentlichung. Bitte warten, bis sie fertig ist, und dann noch einmal.');
      throw error;
    }
    try {
      return await work();
    } finally {
      lock.release();
    }
  }

  return {
    target(): PublishTarget {
      const target = configured();
      return { kind: target.kind, description: target.description, ...(target.name ? { name: target.name } : {}) };
    },

    /** The content files of what is live now (the studio's image library counts their images as used); undefined before the first publish. */
    async liveContentFiles(): Promise<Record<string, string> | undefined> {
      return (await configured().live())?.files;
    },

    /** The content files each rollback on offer would bring back (the studio's image library counts their images as used too). */
    rollbackContent: (): Promise<RollbackContent[]> => configured().rollbackContent(),

    /**
     * Takes the snapshot, checks it, builds it for today and compares it with the live site. Nothing goes
     * live yet; what is saved from now on is not part of this publish. With `commit`, editions/ and public/
     * are read from that commit, not from the working tree.
     */
    plan(onStep: (index: number) => void = () => {}, { commit }: PlanSource = {}): Promise<Plan> {
      return exclusively(async () => {
        const target = configured();
        await target.ready();
        // A build of dist/ (by hand or the nightly rebuild) is under way: rather than compete with it for the
        // machine unseen, the publish says so and can be started again once it is done.
        const builder = runningHolder(path.join(root, '.build', 'dist.lock'));
        if (builder !== undefined)
          throw new PublishError(
            `Gerade läuft ein Build der Website (Prozess ${builder}). Bitte warten, bis er fertig ist, und dann noch einmal veröffentlichen.`,
          );
        const day = today ?? todayInGermany();
        onStep(0);
        const id = randomUUID();
        // Plans nobody confirmed, and what killed publishes left: one publish at a time, so none is in use.
        rmSync(workDir, { recursive: true, force: true });
        const dir = path.join(workDir, id);
        const sourceDir = path.join(dir, 'source');
        const builtDir = path.join(dir, 'site');
        try {
          const atCommit = commit === undefined ? undefined : await filesAtCommit(root, commit);
          const files = atCommit?.content ?? contentFiles(root);
          const publicFiles = writeSnapshotProject(root, sourceDir, files, atCommit?.public);
          let content: Content;
          try {
            content = loadContent({
              dir: editionsFolderIn(sourceDir),
              publicDir: path.join(sourceDir, 'public'),
              today: day,
              production: env.ALLOW_PLACEHOLDERS !== '1',
            });
          } catch (error) {
            if (!(error instanceof ContentError)) throw error;
            const errors = error.problems.filter((problem) => problem.severity === 'error');
            throw new PublishError(`Nicht veröffentlicht: Die Inhalte haben ${errors.length} Fehler. Erst beheben, dann veröffentlichen.`, errors);
          }
          const live = await target.live();
          await buildSite({ sourceDir, outDir: builtDir, day, env, onStep });
          const snapshot: Snapshot = { files, pages: pageFingerprints(builtDir), public: publicFiles };
          // The git target's host builds the pages itself: compared are the files git holds.
          const compared = changesBetween(live, target.kind === 'git' && live ? { ...snapshot, pages: {}, public: publishableOnly(publicFiles) } : snapshot);
          const changes = { ...compared, pageTitles: pageTitles(builtDir, [...compared.pages.added, ...compared.pages.changed]) };
          const calendar = siteCalendarOf(content.editions, day, content.warnings);
          return {
            id,
            today: day,
            ...(commit ? { commit } : {}),
            dir,
            sourceDir,
            builtDir,
            snapshot,
            liveState: liveStateOf(live),
            changes,
            summary: describeChanges(changes),
            calendar,
          };
        } catch (error) {
          rmSync(dir, { recursive: true, force: true });
          throw error;
        }
      });
    },

    /** Puts the planned build live, unless the live site changed since it was planned; `by`: who puts it live. */
    deploy(plan: Plan, by?: string): Promise<ReleaseSummary> {
      return exclusively(async () => {
        const target = configured();
        try {
          if (liveStateOf(await target.live()) !== plan.liveState) {
            throw new PublishError('Inzwischen wurde etwas anderes veröffentlicht oder zurückgerollt. Bitte „Veröffentlichen“ noch einmal starten.');
          }
          return await target.deploy(plan, by);
        } finally {
          rmSync(plan.dir, { recursive: true, force: true });
        }
      });
    },

    discard(plan: Plan) {
      rmSync(plan.dir, { recursive: true, force: true });
    },

    /**
     * Whether `plan` can still go live as it stands: built for today, its build still there (each new plan clears
     * the folder of earlier ones), and the live site still the one its changes were compared with.
     */
    async isCurrent(plan: Plan): Promise<boolean> {
      if (plan.today !== (today ?? todayInGermany()) || !existsSync(plan.builtDir)) return false;
      return liveStateOf(await configured().live()) === plan.liveState;
    },

    releases: () => configured().releases(),

    rollback(id: string): Promise<ReleaseSummary> {
      return exclusively(() => configured().rollback(id));
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;

/** `npm run build -- --out <folder> --today <day>` in the snapshot, in a process of its own, its steps reported as they start. */
const siteBuildProcess: SiteBuild = ({ sourceDir, outDir, day, env, onStep }) =>
  new Promise((resolve, reject) => {
    // Node with tsx's loader (`node --import tsx`), not the tsx command, which would start a second Node for it.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--out', outDir, '--today', day], {
      cwd: sourceDir,
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let reported = 0;
    const read = (chunk: Buffer) => {
      output += String(chunk);
      for (const match of String(chunk).matchAll(STEP_LINE)) {
        const index = Number(match[1]) - 1;
        // The first step was reported before the build started.
        if (index > reported) {
          reported = index;
          onStep(index);
        }
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', reject);
    child.once('exit', (status) => {
      if (status === 0) return resolve();
      // The whole output goes to the server's log; the studio shows what its reader can act on.
      console.error(output);
      const reason = buildFailureReason(output);
      reject(new PublishError(`Der Build ist fehlgeschlagen; nichts wurde veröffentlicht.\n${reason}`));
    });
  });

/**
 * The last lines of a failed build's output, as the studio shows them: without terminal colours, npm's warnings,
 * a build error's detail (a tool's English words, the file's place in the project) and the closing line about the
 * output folder, which is the snapshot's own.
 */
export function buildFailureReason(output: string): string {
  return (
    output
      // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes begin with the escape character; they are taken out of the build's output.
      .replace(/\x1b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => line.trim() && !/^npm warn/i.test(line) && !line.startsWith(DETAIL_PREFIX) && !line.startsWith('Build abgebrochen.'))
      .slice(-6)
      .join('\n')
  );
}
