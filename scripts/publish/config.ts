import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError, inFile, problemsFromIssues } from '#engine/errors';
import { germanIssueMessage, problemHints } from '#src/content/problemHints';
import { readJsonFile } from '#engine/readJson';
import { outputFolderProblem } from '../build/outputFolder';

/**
 * Where `npm run publish` and the studio's „Veröffentlichen“ put the site: publish.config.json in the
 * project folder, set up once by a developer (docs/betrieb/veroeffentlichen.md). PUBLISH_CONFIG names another file
 * (the tests' targets). A file that is missing or wrong stops publishing with the file, the field and
 * what is expected, before anything is built.
 */

export const CONFIG_FILE = 'publish.config.json';
const NAME = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** What the studio calls the live site („www.gewichtscoaching.de“): the operator's words instead of a folder or a remote. */
const siteName = z
  .string()
  .trim()
  .min(1, 'Name der Live-Seite erwartet, wie das Studio sie nennen soll, z. B. „www.gewichtscoaching.de“')
  .max(80, 'höchstens 80 Zeichen: ein kurzer Name der Live-Seite, z. B. „www.gewichtscoaching.de“')
  .optional();

const directoryTarget = z.strictObject({
  $schema: z.string().optional(),
  target: z.literal('directory'),
  name: siteName,
  directory: z.string().min(1, 'Pfad zum Ordner erwartet, den nginx ausliefert (sein Unterordner „current“ ist die Live-Seite)'),
  keep: z.int().min(2).max(50).default(5),
  /** Where nginx serves the live site: the studio asks there which release it serves (releaseHeader.ts). */
  serverUrl: z.url({ protocol: /^https?$/, error: 'Adresse erwartet, unter der nginx die Live-Seite ausliefert, z. B. „https://www.example.de/“' }).optional(),
});

const gitTarget = z.strictObject({
  $schema: z.string().optional(),
  target: z.literal('git'),
  name: siteName,
  remote: z.string().regex(NAME, 'Name eines git-Remotes erwartet, z. B. „origin“').default('origin'),
  branch: z
    .string()
    .regex(NAME, 'Name eines Branches erwartet, z. B. „main“')
    .refine((value) => !value.includes('..'), 'Name eines Branches erwartet, z. B. „main“')
    .default('main'),
});

export const publishConfigSchema = z.discriminatedUnion('target', [directoryTarget, gitTarget], {
  error: () => '„target“ muss „directory“ (ein Ordner, den nginx ausliefert) oder „git“ (Commit und Push) sein',
});

export type DirectoryTargetConfig = z.output<typeof directoryTarget> & { directory: string };
export type GitTargetConfig = z.output<typeof gitTarget>;
export type PublishConfig = DirectoryTargetConfig | GitTargetConfig;

/** The configuration file in use: PUBLISH_CONFIG, else publish.config.json in the project. */
export const configFileOf = (root: string, env: NodeJS.ProcessEnv = process.env) => path.resolve(root, env.PUBLISH_CONFIG ?? CONFIG_FILE);

/** Reads and checks the configuration; the directory comes back absolute (relative ones are read from the project folder). */
export function readPublishConfig(root: string, env: NodeJS.ProcessEnv = process.env): PublishConfig {
  const file = configFileOf(root, env);
  const shown = path.relative(root, file) || file;
  if (!existsSync(file)) {
    throw new ContentError(
      [
        {
          code: 'publish.config_missing',
          file: shown,
          path: '',
          severity: 'error',
          message: `fehlt: Ohne sie weiß das Veröffentlichen nicht, wohin (docs/betrieb/veroeffentlichen.md)`,
        },
      ],
      problemHints,
    );
  }
  const read = readJsonFile(file, shown);
  if (!read.ok) throw new ContentError([read.problem], problemHints);
  const parsed = publishConfigSchema.safeParse(read.data, { error: germanIssueMessage });
  if (!parsed.success) throw new ContentError(problemsFromIssues(inFile(shown), parsed.error.issues, problemHints), problemHints);
  const config = parsed.data;
  if (config.target === 'git') return config;
  const directory = path.resolve(path.dirname(file), config.directory);
  const problem = outputFolderProblem(root, directory, { publishTarget: true });
  if (problem)
    throw new ContentError(
      [{ code: 'publish.directory_inside_project', file: shown, path: 'directory', severity: 'error', message: `„${config.directory}“ ${problem}` }],
      problemHints,
    );
  return { ...config, directory };
}
