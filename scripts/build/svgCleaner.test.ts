import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cleanSvg } from './svgCleaner';

const images = path.resolve(import.meta.dirname, '../../public/images');

describe('cleanSvg', () => {
  it.each(readdirSync(images).filter((name) => name.endsWith('.svg')))('leaves the shipped %s as it is (nothing to remove)', (name) => {
    const svg = readFileSync(path.join(images, name), 'utf8');
    expect(cleanSvg(svg)).toBe(svg);
  });

  it('keeps namespaces the drawing uses (xlink), titles and descriptions', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><title>T</title><desc>D</desc><use xlink:href="#a"/></svg>';
    expect(cleanSvg(svg)).toBe(svg);
  });

  it('removes the editors of other programs by their namespace, whatever their prefix', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:sketch="http://www.bohemiancoding.com/sketch/ns" xmlns:serif="http://www.serif.com/">' +
      '<!-- Generator: Sketch 99 --><g sketch:type="MSPage" serif:id="Ebene"><rect width="1" height="1"/></g></svg>';
    expect(cleanSvg(svg)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><g><rect width="1" height="1"/></g></svg>');
  });

  it('removes metadata written as an empty element and nested editor elements', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"><metadata id="m"/>' +
      '<inkscape:perspective id="p"/><inkscape:clipboard><inkscape:x/></inkscape:clipboard><circle r="2"/></svg>';
    expect(cleanSvg(svg)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle r="2"/></svg>');
  });
});
