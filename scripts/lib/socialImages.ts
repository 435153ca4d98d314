import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { formatDateLong, formatEuro } from '../../engine/format';
import type { LoadedEdition } from '../../engine/load';
import type { OutputStep } from './buildContext';
import { ogImagePath } from './headExtras';

/**
 * Build-time images: one 1200×630 link-preview image per edition, drawn from its config, and the
 * PNG favicons derived from public/images/favicon.svg.
 */

const WIDTH = 1200;
const HEIGHT = 630;
const PANEL = 660;

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap that may also break after a hyphen; SVG text has no line breaking of its own. */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    word.split(/(?<=-)/).forEach((part, index) => {
      const last = lines[lines.length - 1];
      const joined = last === undefined ? part : index > 0 ? `${last}${part}` : `${last} ${part}`;
      if (last !== undefined && joined.length <= maxChars) lines[lines.length - 1] = joined;
      else lines.push(part);
    });
  }
  return lines;
}

function panelSvg(brand: string, edition: LoadedEdition): string {
  const hero = edition.sections.find((section) => section.type === 'hero');
  const title = hero?.type === 'hero' ? hero.title : edition.name;
  const lines = wrap(title, 21).slice(0, 4);
  const price = edition.offer.mode === 'early-bird'
    ? `${formatEuro(edition.offer.price)} statt ${formatEuro(edition.offer.regularPrice)}`
    : formatEuro(edition.offer.price);
  const serif = "DejaVu Serif, Liberation Serif, serif";
  const sans = "DejaVu Sans, Liberation Sans, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#0A3D41"/>
  <rect width="${PANEL}" height="${HEIGHT}" fill="#F6EFE3"/>
  <text x="60" y="92" font-family="${sans}" font-size="26" font-weight="bold" fill="#0F5257" letter-spacing="2">${escapeXml(brand.toUpperCase())}</text>
  <rect x="60" y="122" rx="20" width="${Math.min(560, 24 + edition.name.length * 15)}" height="40" fill="#0F5257"/>
  <text x="78" y="150" font-family="${sans}" font-size="24" font-weight="bold" fill="#FFFFFF">${escapeXml(edition.name)}</text>
  ${lines.map((line, index) => `<text x="60" y="${232 + index * 54}" font-family="${serif}" font-size="40" font-weight="bold" fill="#1F2A2E">${escapeXml(line)}</text>`).join('\n  ')}
  <text x="60" y="${HEIGHT - 92}" font-family="${sans}" font-size="28" fill="#47555A">Start: ${escapeXml(formatDateLong(edition.startDate))}</text>
  <text x="60" y="${HEIGHT - 50}" font-family="${sans}" font-size="30" font-weight="bold" fill="#A8412E">${escapeXml(price)}</text>
</svg>`;
}

export async function socialImage(publicDir: string, brand: string, edition: LoadedEdition): Promise<Buffer> {
  const hero = edition.sections.find((section) => section.type === 'hero');
  const base = sharp(Buffer.from(panelSvg(brand, edition)));
  const layers = [];
  if (hero?.type === 'hero') {
    const cover = await sharp(path.join(publicDir, hero.cover.src), { density: 144 })
      .resize(WIDTH - PANEL, HEIGHT, { fit: 'cover' })
      .png()
      .toBuffer();
    layers.push({ input: cover, left: PANEL, top: 0 });
  }
  return base.composite(layers).png({ compressionLevel: 9 }).toBuffer();
}

export const FAVICON_SIZES = [
  { file: 'favicon-32.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
  { file: 'favicon-512.png', size: 512 },
];

export const writeSocialImages: OutputStep = async ({ root, content, stagingDir }) => {
  const publicDir = path.join(root, 'public');
  await mkdir(path.join(stagingDir, 'og'), { recursive: true });
  for (const edition of content.editions) {
    await sharp(await socialImage(publicDir, content.site.brand, edition)).toFile(path.join(stagingDir, ogImagePath(edition.slug)));
  }
  for (const { file, size } of FAVICON_SIZES) {
    await sharp(path.join(publicDir, 'images/favicon.svg'), { density: 600 }).resize(size, size).png().toFile(path.join(stagingDir, 'images', file));
  }
};
