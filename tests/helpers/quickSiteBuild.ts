import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteBuild } from '#scripts/publish/publisher';
import { editionsFolderIn } from '#src/content/editionFolder';

/**
 * A stand-in for the site build in the tests of a publishing target (a folder, git), whose subject is what goes
 * live and not how a page is rendered: each edition's page holds its file's text, and public/ is copied, in
 * milliseconds instead of a build process of seconds. So a page changes exactly when its edition file does.
 * The real build of a snapshot is tested where it is the subject: `npm run publish` (publishCommand.integration.test.ts) and
 * the hosted studio's publish (tests/hosting/studioLaunch.test.ts, tests/e2e/hostedApproval.test.ts).
 */
export const quickSiteBuild: SiteBuild = async ({ sourceDir, outDir, day }) => {
  mkdirSync(outDir, { recursive: true });
  const editions = editionsFolderIn(sourceDir);
  for (const name of readdirSync(editions).filter((file) => file.endsWith('.json'))) {
    const text = readFileSync(path.join(editions, name), 'utf8');
    // site.json and the schemas have no address: they make no page of their own.
    const { slug } = JSON.parse(text) as { slug?: unknown };
    if (typeof slug !== 'string') continue;
    mkdirSync(path.join(outDir, slug), { recursive: true });
    writeFileSync(path.join(outDir, slug, 'index.html'), `<!doctype html><meta charset="utf-8"><pre>${text}</pre>`);
  }
  writeFileSync(path.join(outDir, 'index.html'), `<!doctype html><meta charset="utf-8"><p>Gebaut für ${day}</p>`);
  if (existsSync(path.join(sourceDir, 'public'))) cpSync(path.join(sourceDir, 'public'), outDir, { recursive: true });
};
