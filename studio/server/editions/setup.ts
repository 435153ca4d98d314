import path from 'node:path';
import { readJsonFile } from '#engine/readJson';
import { isPlainObject } from '#engine/resolve';
import { sectionDefinitions } from '#sections/schemas';
import { contentFilePath } from '#src/content/editionFile';
import { SITE_FILE } from '#src/content/loadContent';
import { SECTION_DEFAULTS_KEY } from '#src/content/schema';
import type { StudioSetup } from '#studio/shared/apiTypes';
import { ok, type ApiAnswer } from '../answers';
import { studioEditionSchema } from '../editionFile';
import { siteHostOf } from '../siteHost';
import type { EditionsContext } from './context';

/** Setup: what the studio's page needs first (the form's schema, the shared defaults, the sections, the site). */
export function setup({ root, editionsDir }: EditionsContext): ApiAnswer<StudioSetup> {
  const site = readJsonFile(path.join(editionsDir, SITE_FILE), contentFilePath(SITE_FILE));
  const raw = site.ok && isPlainObject(site.data) ? site.data : {};
  const defaults = isPlainObject(raw[SECTION_DEFAULTS_KEY]) ? raw[SECTION_DEFAULTS_KEY] : {};
  return ok({
    schema: studioEditionSchema(),
    defaults: defaults as StudioSetup['defaults'],
    sections: sectionDefinitions.map(({ type, meta }) => ({ type, ...meta })),
    site: { brand: String(raw.brand ?? ''), origin: String(raw.origin ?? '') },
    siteHost: siteHostOf(root),
  });
}
