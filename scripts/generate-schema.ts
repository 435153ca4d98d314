import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemaFiles, readSectionDefaults } from './editions/jsonSchemas';
import { readCommandLine } from './cli/commandLine';

/** `npm run schema`: writes editions/edition.schema.json and editions/site.schema.json. */
readCommandLine({
  command: 'npm run schema',
  summary: 'Schreibt editions/edition.schema.json und editions/site.schema.json aus den Schemas neu.',
  options: {},
});
for (const [file, text] of jsonSchemaFiles(readSectionDefaults(path.join(process.cwd(), 'editions')))) {
  writeFileSync(path.join(process.cwd(), 'editions', file), text);
  console.log(`editions/${file}`);
}
