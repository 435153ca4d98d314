import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withFieldReference } from './editions/fieldReference';
import { readCommandLine } from './cli/commandLine';

/** `npm run docs`: rewrites the field reference in docs/marketing/feldreferenz.md from the schema descriptions. */
readCommandLine({
  command: 'npm run docs',
  summary: 'Schreibt die Feldreferenz in docs/marketing/feldreferenz.md aus den Feldbeschreibungen neu.',
  options: {},
});
const file = path.join(process.cwd(), 'docs', 'marketing', 'feldreferenz.md');
writeFileSync(file, withFieldReference(readFileSync(file, 'utf8')));
console.log('docs/marketing/feldreferenz.md');
