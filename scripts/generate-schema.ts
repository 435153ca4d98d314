import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemaFiles, readSectionDefaults } from './lib/jsonSchemas';

/** `npm run schema`: writes editions/edition.schema.json and editions/site.schema.json. */
for (const [file, text] of jsonSchemaFiles(readSectionDefaults(path.join(process.cwd(), 'editions')))) {
  writeFileSync(path.join(process.cwd(), 'editions', file), text);
  console.log(`editions/${file}`);
}
