import path from 'node:path';
import { ContentError, formatProblem } from '../engine/errors';
import { readCommandLine } from './cli/commandLine';
import { ScaffoldError, scaffoldEdition, scaffoldReport } from './editions/editionScaffold';

/**
 * `npm run edition:new -- <name> [--from <edition>] [--slug <address>]`: writes editions/<name>.json
 * as a copy of an edition (default: the newest one) with its own address,
 * then lists the fields to change. Exits 1 without writing anything when the file exists or a name is
 * unusable, 2 when the command is called wrongly (scripts/cli/commandLine.ts).
 */
const { values, positionals } = readCommandLine({
  command: 'npm run edition:new',
  summary: 'Legt editions/<name>.json als Kopie einer Edition an (Standard: die neueste), mit eigener Adresse, und nennt die Felder, die zu ändern sind.',
  positionals: { usage: '<name>', min: 1, max: 1, missing: 'Bitte den Namen der neuen Edition angeben.', description: 'Dateiname der neuen Edition ohne .json, z. B. spring' },
  options: {
    from: { type: 'string', value: '<edition>', description: 'Vorlage statt der neuesten Edition, z. B. autumn' },
    slug: { type: 'string', value: '<adresse>', description: 'Adresse der Seite statt der vorgeschlagenen, z. B. osteredition' },
  },
  examples: ['npm run edition:new -- spring', 'npm run edition:new -- ostern --from autumn --slug osteredition'],
});
const { from, slug } = values;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [name] = positionals;
try {
  const result = scaffoldEdition({ dir: path.join(process.cwd(), 'editions'), name, from, slug });
  console.log(scaffoldReport(result, name));
} catch (error) {
  if (error instanceof ScaffoldError) fail(error.message);
  // The editions/ folder could not be listed: the loader's German line names it.
  if (error instanceof ContentError) fail(error.problems.map(formatProblem).join('\n'));
  throw error;
}
