import { describe, expect, it } from 'vitest';
import { svgSize } from '../scripts/build/imageSources';

/** The declared size of an SVG image, which the image checks (imageSources.integration.test.ts) compare with the content. */
describe('svgSize', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 600 400">', { width: 1200, height: 800 }],
    ['<svg viewBox="0 0 480 600" xmlns="http://www.w3.org/2000/svg">', { width: 480, height: 600 }],
    ["<svg width='64px' height='32px'>", { width: 64, height: 32 }],
    ['<svg width="100%" height="100%" viewBox="0,0,300,200">', { width: 300, height: 200 }],
    ['<?xml version="1.0"?>\n<svg\n  width="10.4"\n  height="20.6">', { width: 10, height: 21 }],
    ['<svg width="100%">', undefined],
  ])('%s', (text, size) => {
    expect(svgSize(text)).toEqual(size);
  });
});
