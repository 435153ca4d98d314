import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './BrandMark';

/** Each circle and path of an SVG, its attributes sorted, so two spellings of one drawing compare equal. */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(circle|path)\s([^>]*?)\/?>/g)].map(
    ([, tag, attributes]) =>
      `${tag} ${[...attributes.matchAll(/([\w-]+)="([^"]*)"/g)]
        .map(([, name, value]) => `${name}=${value}`)
        .sort()
        .join(' ')}`,
  );
}

describe('brand mark', () => {
  it('draws the same shapes as the favicon', () => {
    const favicon = readFileSync(path.join(process.cwd(), 'public/images/favicon.svg'), 'utf8');
    expect(shapes(favicon).length).toBeGreaterThan(0);
    expect(shapes(renderToStaticMarkup(<BrandMark size={36} />))).toEqual(shapes(favicon));
  });
});
