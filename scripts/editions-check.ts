import path from 'node:path';
import { z } from 'zod';
import { ContentError, formatProblem, formatReport } from '../engine/errors';
import { loadContent } from '../src/site/loadContent';

/**
 * `npm run editions:check`: validates every content file and the rules across files, exactly as the
 * build does. Prints every problem at once; exits 1 on errors, 0 when only warnings remain.
 *   --production         placeholder values are errors (as in `npm run build`), not warnings
 *   --today JJJJ-MM-TT   the day the "start has passed" warning compares against (default: today)
 */
const root = process.cwd();
const args = process.argv.slice(2);
const production = args.includes('--production');
const todayAt = args.indexOf('--today');
const today = todayAt >= 0 ? args[todayAt + 1] : undefined;
const known = new Set(['--production', '--today', ...(today === undefined ? [] : [today])]);
const unknown = args.filter((arg) => !known.has(arg));

if (unknown.length > 0 || (todayAt >= 0 && !z.iso.date().safeParse(today).success)) {
  console.error(`Aufruf: npm run editions:check [-- --production] [-- --today JJJJ-MM-TT]`);
  if (unknown.length > 0) console.error(`Unbekannte Angabe: ${unknown.join(' ')}`);
  else console.error(`--today erwartet ein Datum im Format JJJJ-MM-TT, ${today === undefined ? 'nichts' : `„${today}“`} erhalten`);
  process.exit(2);
}

try {
  const content = loadContent({ dir: path.join(root, 'editions'), publicDir: path.join(root, 'public'), production, today });
  for (const warning of content.warnings) console.warn(formatProblem(warning));
  const count = content.warnings.length;
  const note = count === 0 ? '' : ` (${count} ${count === 1 ? 'Warnung' : 'Warnungen'})`;
  const names = content.editions.map((edition) => `${edition.file} → /${edition.slug}${edition.current ? ' (aktuell)' : ''}`);
  console.log(`Inhalte in Ordnung${note}: site.json und ${content.editions.length} Editionen\n  ${names.join('\n  ')}`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(formatReport(error.problems));
  process.exit(1);
}
