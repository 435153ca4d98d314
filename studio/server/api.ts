import type { NewEditionDates } from '#scripts/editions/scaffoldDates';
import type { Person } from '#scripts/versions/types';
import { check } from './editions/check';
import { editionsContext, type EditionsOptions } from './editions/context';
import { createEdition } from './editions/createEdition';
import { diff } from './editions/diff';
import { endTest } from './editions/endTest';
import { history, version } from './editions/history';
import { images, socialImage, uploadImage } from './editions/images';
import { calendar, list, open } from './editions/list';
import { save } from './editions/save';
import { setup } from './editions/setup';

/**
 * The studio's operations on a project folder, free of HTTP (studio/server/routes.ts serves them): one module
 * per use case under ./editions/ (setup, list and open, check, diff, create, save, end a test, history, images),
 * each a plain function taking the studio's context (./editions/context.ts: folders, the one content reader, the
 * Verlauf's cache, the previews) first. Checking is `editions:check` itself (src/content/loadContent.ts) with the
 * draft's text read in place of the file.
 */

export type { StudioPreview } from './editions/previews';
export type StudioApiOptions = EditionsOptions;

export function createStudioApi(options: StudioApiOptions) {
  const context = editionsContext(options);
  return {
    editionsDir: context.editionsDir,
    setup: () => setup(context),
    list: () => list(context),
    calendar: () => calendar(context),
    open: (key: string) => open(context, key),
    check: (key: string, data: Record<string, unknown>, day?: string, variant?: string) => check(context, key, data, day, variant),
    previewPage: context.previews.page,
    diff: (key: string, data: Record<string, unknown>) => diff(context, key, data),
    create: (name: string, from: string, slug?: string, dates?: NewEditionDates, person?: Person) => createEdition(context, name, from, slug, dates, person),
    save: (key: string, data: Record<string, unknown>, baseHash: string, person?: Person, openedData?: Record<string, unknown>) =>
      save(context, key, data, baseHash, person, openedData),
    endTest: (key: string, variant: string | null, baseHash: string, person?: Person) => endTest(context, key, variant, baseHash, person),
    history: (key: string) => history(context, key),
    version: (key: string, commit: string) => version(context, key, commit),
    images: () => images(context),
    uploadImage: (fileName: string | undefined, bytes: Buffer, person?: Person) => uploadImage(context, fileName, bytes, person),
    socialImage: (key: string, data: Record<string, unknown>) => socialImage(context, key, data),
  };
}

export type StudioApi = ReturnType<typeof createStudioApi>;
