import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withFieldReference } from './editions/fieldReference';
import { readCommandLine } from './cli/commandLine';

/** `npm run docs`: rewrites the field reference in docs/editionen.md from the schema descriptions. */
readCommandLine({ command: 'npm run docs', summary: 'Schreibt die Feldreferenz in docs/editionen.md aus den Feldbeschreibungen neu.', options: {} });
const file = path.join(process.cwd(), 'docs', 'editionen.md');
writeFileSync(file, withFieldReference(readFileSync(file, 'utf8')));
console.log('docs/editionen.md');
