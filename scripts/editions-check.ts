import path from 'node:path';
import { ContentError, formatProblem, formatReport } from '../engine/errors';
import { loadContent } from '../engine/load';

/**
 * `npm run editions:check`: validates every content file and the rules across files.
 * Prints every problem at once; exits 1 on errors, 0 when only warnings remain.
 * `--production` also refuses placeholder values, as the production build does.
 */
const root = process.cwd();
const production = process.argv.includes('--production');

try {
  const content = loadContent({ dir: path.join(root, 'editions'), publicDir: path.join(root, 'public'), production });
  for (const warning of content.warnings) console.warn(formatProblem(warning));
  const names = content.editions.map((edition) => `${edition.file} → /${edition.slug}${edition.current ? ' (aktuell)' : ''}`);
  console.log(`Inhalte in Ordnung: site.json und ${content.editions.length} Editionen\n  ${names.join('\n  ')}`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(formatReport(error.problems));
  process.exit(1);
}
