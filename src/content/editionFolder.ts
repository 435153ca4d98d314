import path from 'node:path';
import { editionKeyProblem } from './fileNames';
import { EDITIONS_FOLDER, editionFileName } from './editionFile';

/** Where the content files are on this machine (Node only); their names are ./editionFile.ts. */

/** The project's content folder: `<root>/editions`. */
export const editionsFolderIn = (root: string) => path.join(root, EDITIONS_FOLDER);

/** The only way a key becomes an absolute path: checked against the naming rule, always directly inside `editionsDir`. */
export function editionFileIn(editionsDir: string, key: string): string {
  const problem = editionKeyProblem(key);
  if (problem) throw new Error(problem);
  const file = path.join(editionsDir, editionFileName(key));
  if (path.dirname(path.resolve(file)) !== path.resolve(editionsDir)) throw new Error(`Pfad außerhalb von ${EDITIONS_FOLDER}/`);
  return file;
}
