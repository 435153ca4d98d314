import { readdirSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from '../imageSizes';
import { editionFileName } from '#src/content/editionFile';
import { BASE_GLYPHS } from '#scripts/build/fonts';
import { loadFaces, socialImage as drawSocialImage } from '#scripts/build/socialImages';
import { settled } from '#scripts/versions/commitQueue';
import { recordVersion } from '#scripts/versions/recordVersion';
import type { Person } from '#scripts/versions/types';
import type { StudioImage } from '#studio/shared/apiTypes';
import { fail, ok, type ApiAnswer, type PngReply } from '../answers';
import { uploadImage as storeUpload } from '../imageUpload';
import { draftOf, type EditionsContext, refusedShape } from './context';

/** Images: the artwork in public/images, an upload into it, and a draft's link-preview image. */

const IMAGE_NAME = /^[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp|avif)$/;
/** Files in public/images that are the site's own icons, not artwork for a section. */
const NOT_ARTWORK = /^(favicon|apple-touch-icon)/;

export async function images({ publicDir }: EditionsContext): Promise<ApiAnswer<StudioImage[]>> {
  const folder = path.join(publicDir, 'images');
  const names = readdirSync(folder)
    .filter((name) => IMAGE_NAME.test(name) && !NOT_ARTWORK.test(name))
    .sort();
  const images = await Promise.all(
    names.map(async (name) => {
      const { width, height } = await imageSize(path.join(folder, name));
      return width && height ? [{ src: `/images/${name}`, width, height }] : [];
    }),
  );
  return ok(images.flat());
}

/** An uploaded image, checked and re-encoded into public/images under a new name (./imageUpload.ts). */
export async function uploadImage(
  { root, publicDir }: EditionsContext,
  fileName: string | undefined,
  bytes: Buffer,
  person?: Person,
): Promise<ApiAnswer<StudioImage>> {
  let original = 'bild';
  try {
    if (fileName !== undefined) original = decodeURIComponent(fileName);
  } catch {
    // A name that is not valid URI encoding is not needed: the image gets a plain one.
  }
  await settled(root);
  const uploaded = await storeUpload(publicDir, original, bytes);
  if (!uploaded.ok) return fail(uploaded.status, uploaded.message);
  const file = path.relative(root, path.join(publicDir, uploaded.image.src)).split(path.sep).join('/');
  void recordVersion(root, { paths: [file], subject: `Bild hochgeladen: ${uploaded.image.src.replace(/^\//, '')}`, action: 'hochgeladen', person });
  return ok(uploaded.image);
}

/** The link-preview image the build would draw for the draft (scripts/build/socialImages.ts). */
export async function socialImage(
  { root, publicDir, content }: EditionsContext,
  key: string,
  data: Record<string, unknown>,
): Promise<PngReply | ApiAnswer<never>> {
  const misshapen = refusedShape(key, data);
  if (misshapen) return misshapen;
  const draft = draftOf(key, data);
  const fileName = editionFileName(draft.key);
  const report = content.withDraft(fileName, draft.text);
  const edition = report.editions.find((candidate) => candidate.key === draft.key);
  if (!edition || !report.site) return fail(422, 'Das Vorschaubild entsteht, sobald die Edition keine Fehler mehr hat.');
  const glyphs = [...new Set(BASE_GLYPHS + JSON.stringify([report.site.brand, edition.name, edition.sections[0]]))].join('');
  return { status: 200, png: await drawSocialImage(publicDir, await facesFor(root, glyphs), report.site.brand, edition) };
}

/** The link-preview faces, converted once per set of characters (converting takes a moment). */
const faces = new Map<string, ReturnType<typeof loadFaces>>();
function facesFor(root: string, glyphs: string) {
  let loaded = faces.get(glyphs);
  if (!loaded) {
    if (faces.size > 20) faces.clear();
    loaded = loadFaces(root, glyphs);
    faces.set(glyphs, loaded);
  }
  return loaded;
}
