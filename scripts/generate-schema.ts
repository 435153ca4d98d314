import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { jsonSchemaFiles, readSectionDefaults } from './editions/jsonSchemas';
import { readCommandLine } from './cli/commandLine';
import { editionsFolderIn } from '#src/content/editionFolder';
import { contentFilePath } from '#src/content/editionFile';

/** `npm run schema`: writes editions/edition.schema.json and editions/site.schema.json. */
readCommandLine({
  command: 'npm run schema',
  summary: 'Schreibt editions/edition.schema.json und editions/site.schema.json aus den Schemas neu.',
  options: {},
});
const editionsDir = editionsFolderIn(process.cwd());
for (const [file, text] of jsonSchemaFiles(readSectionDefaults(editionsDir))) {
  writeFileSync(path.join(editionsDir, file), text);
  console.log(contentFilePath(file));
}
