import path from 'node:path';
import { ContentError, formatProblem, formatReport, type ContentProblem } from '../engine/errors';
import { inspectContent, loadContent, type Content } from '../src/content/loadContent';
import { imageProblems } from './lib/imageSources';
import { readTodayOption } from './lib/todayOption';

/**
 * `npm run editions:check`: validates every content file and the rules across files, exactly as the
 * build does. Prints every problem at once; exits 1 on errors, 0 when only warnings remain.
 *   --production         as strict as `npm run build`: placeholder values are errors, not warnings, and every image
 *                        is decoded and its declared size compared with the file's
 *   --today JJJJ-MM-TT   the day the date rules compare against, as `npm run build -- --today` (default: today in Germany)
 */
const root = process.cwd();
const args = process.argv.slice(2);
const production = args.includes('--production');
const { today, taken, problem } = readTodayOption(args);
const known = new Set(['--production', ...taken]);
const unknown = args.filter((arg) => !known.has(arg));

if (unknown.length > 0 || problem) {
  console.error(`Aufruf: npm run editions:check [-- --production] [-- --today JJJJ-MM-TT]`);
  if (unknown.length > 0) console.error(`Unbekannte Angabe: ${unknown.join(' ')}`);
  else console.error(problem);
  process.exit(2);
}

const options = { dir: path.join(root, 'editions'), publicDir: path.join(root, 'public'), production, today };
let content: Content | undefined;
let problems: ContentProblem[] = [];
try {
  content = loadContent(options);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  problems = error.problems;
}
// As strictly as the build: every image decodes and has the size its fields declare (of the editions that validated).
const images = production ? await imageProblems(root, content ?? inspectContent(options)) : [];

if (content && images.length === 0) {
  for (const warning of content.warnings) console.warn(formatProblem(warning));
  const count = content.warnings.length;
  const note = count === 0 ? '' : ` (${count} ${count === 1 ? 'Warnung' : 'Warnungen'})`;
  const names = content.editions.map((edition) => `${edition.file} → /${edition.slug}${edition.current ? ' (aktuell)' : ''}`);
  console.log(`Inhalte in Ordnung${note}: site.json und ${content.editions.length} Editionen\n  ${names.join('\n  ')}`);
} else {
  console.error(formatReport([...(content?.warnings ?? problems), ...images]));
  process.exit(1);
}
