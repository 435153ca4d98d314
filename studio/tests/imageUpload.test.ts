import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, safeBaseName, uploadImage } from '../server/imageUpload';

/**
 * Images uploaded in the studio: only photos in the four formats, large enough, re-encoded without any
 * metadata, under a safe new name that never replaces a file. Only from the studio's own page: imageUpload.integration.test.ts.
 */

const photo = (width: number, height: number, options: { alpha?: boolean } = {}) =>
  sharp({
    create: { width, height, channels: options.alpha ? 4 : 3, background: options.alpha ? { r: 20, g: 90, b: 90, alpha: 0.5 } : { r: 200, g: 120, b: 60 } },
  });

let publicDir: string;
beforeEach(() => {
  publicDir = mkdtempSync(path.join(os.tmpdir(), 'upload-'));
  mkdirSync(path.join(publicDir, 'images'));
});

describe('uploadImage', () => {
  it('re-encodes a photo with camera metadata into a JPEG that keeps none of it, under a safe name', async () => {
    const original = await photo(1600, 1000)
      .withExif({ IFD0: { Artist: 'Kamera von Petra', Copyright: 'privat' } })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await uploadImage(publicDir, 'Frühling Übung 1.JPG', original);
    expect(answer).toEqual({ ok: true, name: 'fruehling-uebung-1.jpg', image: { src: '/images/fruehling-uebung-1.jpg', width: 1600, height: 1000 } });
    const written = readFileSync(path.join(publicDir, 'images', 'fruehling-uebung-1.jpg'));
    const meta = await sharp(written).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(written.includes(Buffer.from('Kamera von Petra'))).toBe(false);
  });

  it('takes no site icon’s name and no name another image has with another extension', async () => {
    writeFileSync(path.join(publicDir, 'images', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(publicDir, 'images', 'titel.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const jpeg = await photo(800, 600).jpeg().toBuffer();
    const named = async (name: string, bytes = jpeg) => {
      const answer = await uploadImage(publicDir, name, bytes);
      return answer.ok ? answer.name : answer.message;
    };
    expect(await named('favicon.svg')).toBe('favicon-2.jpg');
    expect(await named('apple-touch-icon.png')).toBe('apple-touch-icon-2.jpg');
    expect(await named('favicon-32.png', await photo(800, 600, { alpha: true }).png().toBuffer())).toBe('favicon-32-2.png');
    expect(await named('titel.png')).toBe('titel-2.jpg');
    // Without a favicon.svg in the folder its name is still the icon's.
    rmSync(path.join(publicDir, 'images', 'favicon.svg'));
    expect(await named('favicon.jpg')).toBe('favicon-3.jpg');
  });

  it('never overwrites: the same name again becomes -2, then -3', async () => {
    writeFileSync(path.join(publicDir, 'images', 'titelbild.jpg'), 'vorhanden');
    const bytes = await photo(800, 600).png().toBuffer();
    const second = await uploadImage(publicDir, 'Titelbild.png', bytes);
    const third = await uploadImage(publicDir, 'titelbild.webp', await photo(800, 600).webp().toBuffer());
    expect(second.ok && second.name).toBe('titelbild-2.jpg');
    expect(third.ok && third.name).toBe('titelbild-3.jpg');
    expect(readFileSync(path.join(publicDir, 'images', 'titelbild.jpg'), 'utf8')).toBe('vorhanden');
  });

  it('turns a photo upright by its EXIF orientation and takes WebP and AVIF as JPEG', async () => {
    // Stored lying on its side (1000 × 700), shown upright by the camera's tag: 700 × 1000.
    const sideways = await photo(1000, 700).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const upright = await uploadImage(publicDir, 'hochkant.jpg', sideways);
    expect(upright.ok && upright.image).toEqual({ src: '/images/hochkant.jpg', width: 700, height: 1000 });
    expect((await sharp(path.join(publicDir, 'images', 'hochkant.jpg')).metadata()).orientation).toBeUndefined();
    const webp = await uploadImage(publicDir, 'strand.webp', await photo(800, 600).webp().toBuffer());
    const avif = await uploadImage(publicDir, 'wald.avif', await photo(800, 600).avif().toBuffer());
    expect([webp.ok && webp.name, avif.ok && avif.name]).toEqual(['strand.jpg', 'wald.jpg']);
  });

  it('keeps transparency as PNG and scales a very large photo down to 2400 px', async () => {
    const transparent = await uploadImage(publicDir, 'logo.png', await photo(900, 300, { alpha: true }).png().toBuffer());
    expect(transparent.ok && transparent.image).toEqual({ src: '/images/logo.png', width: 900, height: 300 });
    const large = await uploadImage(publicDir, 'panorama.jpg', await photo(4800, 1200).jpeg().toBuffer());
    expect(large.ok && large.image).toEqual({ src: '/images/panorama.jpg', width: 2400, height: 600 });
  });

  it('refuses SVG, other formats, images too narrow, and files too large, writing nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><script>alert(1)</script></svg>');
    const answers = await Promise.all([
      uploadImage(publicDir, 'grafik.svg', svg),
      uploadImage(publicDir, 'bild.gif', await photo(800, 600).gif().toBuffer()),
      uploadImage(publicDir, 'klein.jpg', await photo(599, 400).jpeg().toBuffer()),
      uploadImage(publicDir, 'text.jpg', Buffer.from('kein Bild')),
      uploadImage(publicDir, 'riesig.jpg', Buffer.alloc(MAX_UPLOAD_BYTES + 1)),
      // 64 megapixels in a small file: refused by its size in pixels before anything is decoded.
      uploadImage(publicDir, 'megapixel.png', await photo(8000, 8000).png({ compressionLevel: 1 }).toBuffer()),
      // Scaled to 2400 px high it would be 560 px wide.
      uploadImage(publicDir, 'streifen.jpg', await photo(700, 3000).jpeg().toBuffer()),
    ]);
    expect(answers.map((answer) => !answer.ok && answer.status)).toEqual([415, 415, 422, 415, 413, 422, 422]);
    expect(!answers[0].ok && answers[0].message).toContain('SVG');
    expect(!answers[1].ok && answers[1].message).toContain('GIF');
    expect(!answers[2].ok && answers[2].message).toContain('599 × 400 Pixel');
    expect(!answers[4].ok && answers[4].message).toContain('15 MB');
    expect(!answers[5].ok && answers[5].message).toContain('8000 × 8000 Pixel groß (64 Megapixel); das Studio nimmt höchstens 60 Megapixel an');
    expect(!answers[6].ok && answers[6].message).toContain('700 × 3000 Pixel');
    expect(readdirSync(path.join(publicDir, 'images'))).toEqual([]);
  });

  it('spells a file name safely whatever it was called', () => {
    expect(safeBaseName('../../etc/passwd')).toBe('passwd');
    expect(safeBaseName('C:\\Bilder\\Straße am Meer.jpeg')).toBe('strasse-am-meer');
    expect(safeBaseName('Crème brûlée!!.png')).toBe('creme-brulee');
    // A photo named on a Mac: the umlaut as „u“ and a separate diaeresis.
    expect(safeBaseName('Fru\u0308hling am See.jpg')).toBe('fruehling-am-see');
    expect(safeBaseName('.jpg')).toBe('bild');
    expect(safeBaseName('😀.png')).toBe('bild');
  });
});
