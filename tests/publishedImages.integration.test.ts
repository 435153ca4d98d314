import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, variantPath, variantWidths } from '../kit/ui/responsiveImage';
import { BuildError } from '../scripts/build/buildError';
import { writePublicImages } from '../scripts/build/publicImages';
import { runScript } from './helpers/cli';
import { copyProject } from './helpers/projectCopy';
import { editJson } from './helpers/tempContent';

/**
 * Images put into public/images by hand, with what cameras and drawing programs write into them, are
 * published without it: a phone photo (camera, GPS, a Display P3 profile, turned by its EXIF orientation)
 * shown as the trainer's portrait, a PNG with a text chunk that nothing names, and an Inkscape SVG.
 */

const CAMERA = ['Kamerafirma', 'Testkamera X100'];
/** What the GPS tags and the PNG's text hold, as bytes would show them. */
const SECRETS = [...CAMERA, 'GPSLatitude', 'Erika Mustermann', 'Hafenweg 5', 'inkscape', 'sodipodi', 'C:\\Users\\erika'];
/** The photo's colour in sRGB; the file stores it converted to Display P3. */
const COLOUR = { r: 200, g: 100, b: 50 };
const PHOTO = { src: '/images/trainerin-handy.jpg', width: 480, height: 600, alt: 'Die Trainerin am Strand' };

let project: string;
let dist: string;
let build: ReturnType<typeof runScript>;

/** A PNG with a tEXt chunk after its header (sharp writes none of its own). */
function withTextChunk(png: Buffer, keyword: string, text: string): Buffer {
  const type = Buffer.from('tEXt');
  const data = Buffer.concat([Buffer.from(`${keyword}\0`, 'latin1'), Buffer.from(text, 'latin1')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const afterHeader = 8 + 4 + 4 + 13 + 4;
  return Buffer.concat([png.subarray(0, afterHeader), length, type, data, crc, png.subarray(afterHeader)]);
}

const INKSCAPE_SVG = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) by Erika Mustermann, Hafenweg 5 -->
<svg width="120" height="80" viewBox="0 0 120 80" version="1.1" id="svg1"
   inkscape:version="1.3.2 (091e20e, 2023-11-25)" sodipodi:docname="skizze.svg"
   inkscape:export-filename="C:\\Users\\erika\\skizze.png" inkscape:export-xdpi="96"
   xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
   xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
   xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg"
   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#"
   xmlns:dc="http://purl.org/dc/elements/1.1/">
  <title>Skizze der Dünen</title>
  <sodipodi:namedview id="namedview1" pagecolor="#ffffff" inkscape:zoom="2.5" inkscape:window-width="1920">
    <inkscape:grid type="xygrid" id="grid1" />
  </sodipodi:namedview>
  <metadata id="metadata1"><rdf:RDF><cc:Work rdf:about=""><dc:creator><cc:Agent><dc:title>Erika Mustermann</dc:title></cc:Agent></dc:creator></cc:Work></rdf:RDF></metadata>
  <g inkscape:label="Ebene 1" inkscape:groupmode="layer" id="layer1">
    <rect x="10" y="10" width="100" height="60" rx="8" fill="#0F5257" sodipodi:nodetypes="cccc" />
    <circle cx="60" cy="40" r="18" fill="#F6EFE3" />
  </g>
</svg>
`;

beforeAll(async () => {
  project = copyProject({ content: 'fixtures' });
  const images = path.join(project, 'public/images');
  // Stored 600 × 480 and turned upright by its orientation tag, as phones store portrait photos.
  const photo = await sharp({ create: { width: 600, height: 480, channels: 3, background: COLOUR } })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: CAMERA[0], Model: CAMERA[1] },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 33/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '9/1 59/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 95 })
    .toBuffer();
  writeFileSync(path.join(images, 'trainerin-handy.jpg'), photo);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#DCE9EC' } })
    .png()
    .toBuffer();
  writeFileSync(path.join(images, 'notiz.png'), withTextChunk(png, 'Author', 'Erika Mustermann, Hafenweg 5'));
  mkdirSync(path.join(images, 'skizzen'));
  writeFileSync(path.join(images, 'skizzen/skizze.svg'), INKSCAPE_SVG);
  editJson(path.join(project, 'editions'), 'site.json', (data) => (data.sectionDefaults.trainer.portrait = PHOTO));
  dist = path.join(project, 'dist');
  build = runScript('build.ts', ['--today', '2026-04-01'], project);
}, 300_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

const published = (name: string) => readFileSync(path.join(dist, name));
const hidden = (bytes: Buffer) => SECRETS.filter((secret) => bytes.includes(Buffer.from(secret)) || bytes.includes(Buffer.from(secret, 'latin1')));

describe('images from public/ are published without metadata', () => {
  it('the sources in the project hold camera, place, profile and text (what the build must remove)', async () => {
    const photo = await sharp(path.join(project, 'public', PHOTO.src)).metadata();
    expect([photo.exif, photo.icc, photo.orientation]).toEqual([expect.any(Buffer), expect.any(Buffer), 6]);
    expect(hidden(readFileSync(path.join(project, 'public', PHOTO.src)))).toEqual(CAMERA);
    expect((await sharp(path.join(project, 'public/images/notiz.png')).metadata()).comments).toEqual([
      { keyword: 'Author', text: 'Erika Mustermann, Hafenweg 5' },
    ]);
  });

  it('builds', () => {
    expect(build.stderr).not.toContain('Build abgebrochen');
    expect(build.status).toBe(0);
  });

  it('the photo: no EXIF (camera, GPS), XMP, IPTC or profile, upright, and the same colour in sRGB', async () => {
    const bytes = published(PHOTO.src);
    const meta = await sharp(bytes).metadata();
    expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc, comments: meta.comments, orientation: meta.orientation }).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
      icc: undefined,
      comments: undefined,
      orientation: undefined,
    });
    expect([meta.width, meta.height, meta.space]).toEqual([PHOTO.width, PHOTO.height, 'srgb']);
    expect(hidden(bytes)).toEqual([]);
    const [r, g, b] = await sharp(bytes).raw().toBuffer();
    for (const [channel, value] of Object.entries({ r, g, b }))
      expect(Math.abs(value - COLOUR[channel as keyof typeof COLOUR]), channel).toBeLessThanOrEqual(4);
  });

  it('the photo’s AVIF and WebP variants: no metadata either, and upright', async () => {
    for (const width of variantWidths(PHOTO)) {
      for (const format of IMAGE_FORMATS) {
        const bytes = published(variantPath(PHOTO.src, width, format));
        const meta = await sharp(bytes).metadata();
        expect([meta.exif, meta.xmp, meta.icc, meta.orientation], `${width} ${format}`).toEqual([undefined, undefined, undefined, undefined]);
        expect(meta.height, `${width} ${format}`).toBeGreaterThan(meta.width!);
        expect(hidden(bytes), `${width} ${format}`).toEqual([]);
      }
    }
  });

  it('a PNG that no page names: published without its text chunk', async () => {
    const bytes = published('images/notiz.png');
    expect((await sharp(bytes).metadata()).comments).toBeUndefined();
    expect(hidden(bytes)).toEqual([]);
    expect(bytes.includes(Buffer.from('tEXt'))).toBe(false);
  });

  it('an Inkscape SVG: without comments, metadata and the editor’s markup, drawn exactly as before', async () => {
    const svg = published('images/skizzen/skizze.svg');
    expect(hidden(svg)).toEqual([]);
    expect(svg.toString()).not.toMatch(/<!--|<metadata|xmlns:(rdf|cc|dc)=/);
    expect(svg.toString()).toContain('<title>Skizze der Dünen</title>');
    const pixels = (input: Buffer) => sharp(input).raw().toBuffer();
    expect((await pixels(svg)).equals(await pixels(Buffer.from(INKSCAPE_SVG)))).toBe(true);
  });

  it('no image anywhere in the site holds the camera’s or the author’s data', () => {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(jpe?g|png|webp|avif|gif|svg)$/.test(file));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => hidden(published(file)).length > 0)).toEqual([]);
  });
});

describe('photo formats browsers do not show', () => {
  it('a HEIC file in public/ stops the build, named, rather than being published with its camera data', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'oeffentlich-'));
    mkdirSync(path.join(root, 'public/images'), { recursive: true });
    writeFileSync(path.join(root, 'public/images/IMG_0042.HEIC'), 'ftypheic');
    const content = {} as Parameters<typeof writePublicImages>[0]['content'];
    const error = await writePublicImages({ root, content, contentOn: () => content, stagingDir: path.join(root, 'staging'), host: 'nginx' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BuildError);
    expect((error as Error).message).toBe(
      'public/images/IMG_0042.HEIC: dieses Bildformat zeigen Browser nicht an, und es kann Kameradaten wie den Aufnahmeort enthalten. Bitte als JPEG, PNG, WebP oder AVIF exportieren.',
    );
    rmSync(root, { recursive: true, force: true });
  });
});
