import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calendarDataFiles } from '#src/content/calendarDays';
import { publicDataFiles } from '#src/content/publicData';
import type { OutputStep } from './buildContext';
import { writeBuildInfo } from './buildInfo';
import { writeHostFiles } from './hostFiles';
import { writeImageVariants } from './imageVariants';
import { writePrecompressed } from './precompress';
import { writePublicImages } from './publicImages';
import { writeSitemap } from './sitemap';
import { writeFavicons } from './socialImages';

/** The JSON the browser fetches on client-side navigation (see engine/publicData.ts). */
const writePublicData: OutputStep = async ({ content, contentOn, stagingDir }) => {
  for (const [file, data] of [...publicDataFiles(content), ...calendarDataFiles(content, contentOn)]) {
    const target = path.join(stagingDir, 'data', file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, JSON.stringify(data));
  }
};

/** Steps run after prerendering, in order (compression last). Each writes its own files into the staging folder. */
export const outputSteps: OutputStep[] = [
  writePublicData,
  writeBuildInfo,
  writeHostFiles,
  writeSitemap,
  writePublicImages,
  writeFavicons,
  writeImageVariants,
  writePrecompressed,
];
