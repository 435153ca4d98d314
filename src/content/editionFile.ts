/**
 * The one place that spells where an edition's file is: the key `winter` is the file `winter.json` in the
 * project's `editions/` folder, which a marketer reads and git names as `editions/winter.json`. Free of Node,
 * so the studio's page names files as its server does; the file's absolute path on this machine is
 * ./editionFolder.ts, built on these names.
 */

import { SITE_KEY } from './fileNames';

/** The content folder, relative to the project: site.json and one file per edition. */
export const EDITIONS_FOLDER = 'editions';

const EXTENSION = '.json';

/** `winter` → `winter.json`. */
export const editionFileName = (key: string) => `${key}${EXTENSION}`;

/** `winter.json` → `winter`: the key of a name that editionFileName made (the folder's edition files). */
export const editionKeyOfFileName = (name: string) => (name.endsWith(EXTENSION) ? name.slice(0, -EXTENSION.length) : name);

/**
 * A file of the content folder (an edition's or site.json) relative to the project, with `/`: as messages show
 * it to a marketer and as git names it, so one string is both the display path and the repository path.
 */
export const contentFilePath = (name: string) => `${EDITIONS_FOLDER}/${name}`;

/** A path git names (`editions/winter.json`, `editions/site.json`) that is a JSON file of the content folder. */
export const isContentFilePath = (file: string) => file.startsWith(`${EDITIONS_FOLDER}/`) && file.endsWith(EXTENSION);

/** `winter` → `editions/winter.json`, shown to a marketer and named by git. */
export const editionFilePath = (key: string) => contentFilePath(editionFileName(key));

/** `editions/winter.json` → `winter`; undefined for site.json and any path outside the content folder. */
export function editionKeyOfPath(file: string): string | undefined {
  const prefix = `${EDITIONS_FOLDER}/`;
  if (!file.startsWith(prefix) || !file.endsWith(EXTENSION)) return undefined;
  const key = editionKeyOfFileName(file.slice(prefix.length));
  return key === '' || key === SITE_KEY || key.includes('/') ? undefined : key;
}
