import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildContext } from './buildContext';
import { BuildError, printedBuildError } from './buildError';
import { writePublicImages } from './publicImages';
import { writeFavicons } from './socialImages';
import { buildFailureReason } from '#scripts/publish/publisher';

/**
 * A damaged image in public/ stops the build with a German sentence naming the image; sharp's English words and the
 * file's place in the project are its detail, which the terminal prints and the studio's publish dialog leaves out.
 */

/** A project whose public/images holds `files` (name → content), and an empty staging folder. */
function projectWith(files: Record<string, string>): BuildContext {
  const root = mkdtempSync(path.join(os.tmpdir(), 'damaged-images-'));
  mkdirSync(path.join(root, 'public', 'images'), { recursive: true });
  mkdirSync(path.join(root, 'staging', 'images'), { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(root, 'public', 'images', name), content);
  return { root, stagingDir: path.join(root, 'staging') } as BuildContext;
}

const failureOf = async (step: Promise<void>): Promise<BuildError> => {
  const error = await step.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BuildError);
  return error as BuildError;
};

describe('a damaged image in public/', () => {
  it('names a damaged photo by its name, with sharp’s words only in the detail', async () => {
    const error = await failureOf(writePublicImages(projectWith({ 'foto.jpg': 'kein JPEG' })));
    expect(error.message).toBe(
      'Das Bild „images/foto.jpg“ lässt sich nicht lesen (beschädigt oder kein Bild im Format seiner Endung). Bitte neu exportieren und ersetzen.',
    );
    expect(error.detail).toMatch(/^public\/images\/foto\.jpg – sharp: .+/);
  });

  it('names a damaged site icon as the website’s symbol', async () => {
    const error = await failureOf(writeFavicons(projectWith({ 'favicon.svg': '<svg' })));
    expect(error.message).toBe(
      'Das Symbol der Website („images/favicon.svg“) lässt sich nicht lesen (beschädigt oder kein SVG). Bitte neu exportieren und ersetzen.',
    );
    expect(error.detail).toMatch(/^public\/images\/favicon\.svg – sharp: .+/);
  });

  it('the terminal prints the detail, the publish dialog shows the sentence without it', async () => {
    const error = await failureOf(writePublicImages(projectWith({ 'foto.png': 'kein PNG' })));
    const printed = printedBuildError(error);
    expect(printed).toContain('sharp: ');
    const output = `\x1b[32m[1/9]\x1b[0m Inhalte prüfen\n${printed}\n\nBuild abgebrochen. site/ ist unverändert.\n`;
    expect(buildFailureReason(output)).toBe(`[1/9] Inhalte prüfen\n${error.message}`);
  });
});
