import path from 'node:path';
import { ScaffoldError, scaffoldEdition, scaffoldReport } from './lib/editionScaffold';

/**
 * `npm run edition:new -- <name> [--from <edition>] [--slug <address>]`: writes editions/<name>.json
 * as a copy of an edition (default: the current one) with its own address and `"current": false`,
 * then lists the fields to change. Exits 1 without writing anything when the file exists or an
 * argument is unusable.
 */
const USAGE =
  'Aufruf: npm run edition:new -- <name> [--from <edition>] [--slug <adresse>]\n' +
  '  z. B. npm run edition:new -- spring            → editions/spring.json, Adresse /fruehlingsedition\n' +
  '        npm run edition:new -- ostern --from autumn --slug osteredition';

const args = process.argv.slice(2);
const option = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const from = option('--from');
const slug = option('--slug');
const optionValues = new Set([from, slug].filter((value) => value !== undefined));
const positional = args.filter((arg, index) => !arg.startsWith('--') && !(optionValues.has(arg) && args[index - 1]?.startsWith('--')));
const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--from' && arg !== '--slug');

function fail(message: string, usage = true): never {
  console.error(usage ? `${message}\n\n${USAGE}` : message);
  process.exit(1);
}

if (unknown.length > 0) fail(`Unbekannte Angabe: ${unknown.join(' ')}`);
if (positional.length !== 1) fail(positional.length === 0 ? 'Bitte den Namen der neuen Edition angeben.' : `Bitte genau einen Namen angeben, nicht ${positional.join(', ')}.`);
for (const flag of ['--from', '--slug']) if (args.includes(flag) && (option(flag) ?? '--').startsWith('--')) fail(`${flag} braucht einen Wert.`);

const [name] = positional;
try {
  const result = scaffoldEdition({ dir: path.join(process.cwd(), 'editions'), name, from, slug });
  console.log(scaffoldReport(result, name));
} catch (error) {
  if (error instanceof ScaffoldError) fail(error.message, false);
  throw error;
}
