import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BuildError } from '../scripts/build/buildError';
import { imageProblems } from '../scripts/build/imageSources';
import { writeImageVariants } from '../scripts/build/imageVariants';
import { writeSocialImages } from '../scripts/build/socialImages';
import { runScript } from './helpers/cli';
import { projectRoot, projectContent } from './helpers/content';
import { copyProject } from './helpers/projectCopy';
import { editJson } from './helpers/tempContent';
import { fingerprint } from './helpers/fingerprint';

/** Images named in the content: unreadable files and wrong declared sizes stop the build in German, dist/ untouched. */
let project: string;
const build = () => runScript('build.ts', [], project);

/** Runs `change`, builds, and puts every touched file back. */
function buildWith(files: string[], change: () => void | Promise<void>) {
  const saved = files.map((file) => [file, readFileSync(path.join(project, file))] as const);
  return Promise.resolve(change()).then(() => {
    const result = build();
    for (const [file, bytes] of saved) writeFileSync(path.join(project, file), bytes);
    return result;
  });
}

describe('image checks', () => {
  beforeAll(() => {
    project = copyProject();
    // A stand-in for the last good build, which a failed one must leave alone. These builds stop before they write
    // anything, and a build touches dist/ only in its final swap, so no real build is needed (tests/atomicBuild.test.ts
    // checks the swap against one).
    mkdirSync(path.join(project, 'dist/data'), { recursive: true });
    writeFileSync(path.join(project, 'dist/index.html'), '<!doctype html><html lang="de"><title>letzter Build</title></html>');
    writeFileSync(path.join(project, 'dist/data/site.json'), '{}');
  });

  it('the shipped images match their declared sizes', async () => {
    expect(await imageProblems(projectRoot, projectContent())).toEqual([]);
  });

  it('a cover whose declared width and height differ from the file stops the build, naming file and field', async () => {
    const before = fingerprint(path.join(project, 'dist'));
    const result = await buildWith(['editions/winter.json'], () =>
      editJson(path.join(project, 'editions'), 'winter.json', (data) => {
        data.sections[0].cover.width = 1600;
        data.sections[0].cover.height = 900;
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('2 Fehler bei den Bildern:');
    expect(result.stderr).toContain(
      'editions/winter.json → sections[0].cover.width: 1600 passt nicht zur Bilddatei public/images/cover-winter.svg, die 1200 × 800 Pixel groß ist (angegeben: 1600 × 900); hier 1200 eintragen',
    );
    expect(result.stderr).toContain('editions/winter.json → sections[0].cover.height: 900 passt nicht zur Bilddatei public/images/cover-winter.svg');
    expect(result.stderr).toContain('Build abgebrochen. dist/ ist unverändert.');
    expect(fingerprint(path.join(project, 'dist'))).toEqual(before);
  }, 120_000);

  it('a damaged cover and a PNG portrait of another size are reported together, in German, without a stack trace', async () => {
    const before = fingerprint(path.join(project, 'dist'));
    const result = await buildWith(['public/images/cover-autumn.svg', 'editions/site.json'], async () => {
      writeFileSync(path.join(project, 'public/images/cover-autumn.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect');
      await sharp({ create: { width: 480, height: 500, channels: 3, background: '#DCE9EC' } })
        .png()
        .toFile(path.join(project, 'public/images/portrait.png'));
      editJson(path.join(project, 'editions'), 'site.json', (data) => (data.sectionDefaults.trainer.portrait.src = '/images/portrait.png'));
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /editions\/autumn\.json → sections\[0\]\.cover\.src: die Bilddatei public\/images\/cover-autumn\.svg lässt sich nicht lesen \(beschädigt oder kein Bild im Format der Endung\); bitte neu exportieren\. Meldung von sharp: .+/,
    );
    expect(result.stderr).toContain(
      'editions/site.json → sectionDefaults.trainer.portrait.height: 600 passt nicht zur Bilddatei public/images/portrait.png, die 480 × 500 Pixel groß ist',
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stderr).toContain('Build abgebrochen. dist/ ist unverändert.');
    expect(fingerprint(path.join(project, 'dist'))).toEqual(before);
  }, 120_000);

  it('a PNG cut off after its header is caught too, not only one with a broken header', async () => {
    const png = await sharp({ create: { width: 480, height: 600, channels: 3, background: '#DCE9EC' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    writeFileSync(path.join(project, 'public/images/portrait.png'), png.subarray(0, Math.floor(png.length / 2)));
    const content = projectContent();
    // The portrait is shared copy (site.json's sectionDefaults), so every edition shows the broken file.
    for (const edition of content.editions) {
      for (const section of edition.sections) if (section.type === 'trainer') section.portrait = { ...section.portrait, src: '/images/portrait.png' };
    }
    const problem = (await imageProblems(project, content)).find((candidate) => candidate.path.includes('portrait'))!;
    expect(problem).toMatchObject({ file: 'editions/site.json', path: 'sectionDefaults.trainer.portrait.src', severity: 'error' });
    expect(problem.message).toContain('die Bilddatei public/images/portrait.png lässt sich nicht lesen');
  });

  it('the image steps themselves name the file and field when sharp fails', async () => {
    writeFileSync(path.join(project, 'public/images/cover-winter.svg'), 'kein Bild');
    const staging = mkdtempSync(path.join(os.tmpdir(), 'staging-'));
    const content = projectContent();
    const context = { root: project, content, contentOn: () => content, stagingDir: staging, host: 'nginx' as const };
    try {
      for (const step of [writeImageVariants, writeSocialImages]) {
        const error = await step(context).then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(BuildError);
        // Named in the file of an edition that shows the cover (the winter edition, or a copy of it).
        expect((error as Error).message).toMatch(
          /editions\/[a-z0-9-]+\.json → sections\[0\]\.cover\.src: die Bilddatei public\/images\/cover-winter\.svg lässt sich nicht lesen/,
        );
      }
    } finally {
      writeFileSync(path.join(project, 'public/images/cover-winter.svg'), readFileSync(path.join(projectRoot, 'public/images/cover-winter.svg')));
    }
  }, 60_000);
});
