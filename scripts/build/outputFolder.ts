import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * A build replaces the folder it writes, and a publish target's releases are pruned: either one pointed at
 * a folder of the project itself (`--out editions`, `"directory": "src"`) would delete it. Refused are the
 * project folder, any folder that holds it, and anything inside its own folders; for a publish target also
 * inside the build's outputs, which every build replaces.
 */

const OWN_FOLDERS = [
  'editions',
  'public',
  'src',
  'engine',
  'kit',
  'sections',
  'scripts',
  'studio',
  'tests',
  'docs',
  'deploy',
  'bench',
  'node_modules',
  '.git',
  '.github',
  '.build',
  'build-meta',
];
const BUILD_OUTPUTS = ['dist', 'dist-dev'];

/** The path with its existing part's links resolved, so a link into the project counts as the project. */
function real(file: string): string {
  const missing: string[] = [];
  let existing = path.resolve(file);
  while (!existsSync(existing) && path.dirname(existing) !== existing) {
    missing.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  return path.join(realpathSync(existing), ...missing);
}

const inside = (folder: string, parent: string) => folder === parent || folder.startsWith(`${parent}${path.sep}`);

/** Why `folder` may not be written as an output (a German phrase after the folder's name), or undefined. */
export function outputFolderProblem(root: string, folder: string, { publishTarget = false } = {}): string | undefined {
  const project = real(root);
  const target = real(folder);
  const elsewhere = publishTarget
    ? 'Bitte einen Ordner außerhalb wählen, z. B. /srv/gewichtscoaching'
    : 'Bitte einen Ordner außerhalb wählen (Standard: dist/)';
  if (inside(project, target)) return `ist der Projektordner oder enthält ihn; alles darin würde gelöscht. ${elsewhere}`;
  for (const own of OWN_FOLDERS) {
    if (!inside(target, path.join(project, own))) continue;
    return publishTarget
      ? `liegt im Ordner ${own}/ des Projekts; alte Veröffentlichungen würden darin gelöscht. ${elsewhere}`
      : `liegt im Ordner ${own}/ des Projekts; ein Build ersetzt den Ordner, in den er schreibt, und würde dessen Dateien löschen. ${elsewhere}`;
  }
  for (const output of publishTarget ? BUILD_OUTPUTS : []) {
    if (inside(target, path.join(project, output)))
      return `liegt im Ordner ${output}/, den jeder Build ersetzt: Veröffentlichungen und Live-Seite wären danach weg. ${elsewhere}`;
  }
  return undefined;
}
