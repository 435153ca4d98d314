// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LATER_BLOCKS_ATTRIBUTE } from '#kit/laterBlocks';
import { bringBackLaterBlocks } from './laterBlocks';

/** An edition page's blocks at the given tops (px), on a 800 px high screen (jsdom lays nothing out). */
function page(blocks: Array<[string, number]>, marked = true) {
  document.body.innerHTML = '<main><span hidden></span></main><footer data-section="footer"><p></p></footer>';
  const main = document.querySelector('main')!;
  for (const [id] of blocks.slice(0, -1)) main.insertAdjacentHTML('beforeend', `<section data-section="${id}" id="${id}"><p></p></section>`);
  document.querySelector('footer')!.id = blocks.at(-1)![0];
  for (const [id, top] of blocks) document.getElementById(id)!.getBoundingClientRect = () => ({ top, bottom: top + 500 }) as DOMRect;
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  document.documentElement.toggleAttribute(LATER_BLOCKS_ATTRIBUTE, marked);
  return (id: string) => document.getElementById(id)!.style;
}

/** Frames drawn when the test says so. */
function frames() {
  const waiting: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => waiting.push(callback));
  return async () => {
    for (const callback of waiting.splice(0)) callback(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 10));
  };
}

describe('bringBackLaterBlocks', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('brings the skipped blocks back one per frame, the nearest first, then takes the mark off and leaves no trace', async () => {
    // Scrolled down (a visitor quick to scroll): the block above the screen is farther from it than the one in it.
    const style = page([
      ['hero', -3000],
      ['above', -2000],
      ['inView', 500],
      ['far', 2500],
      ['footer', 3500],
    ]);
    const drawFrame = frames();
    const back = () => ['above', 'inView', 'far', 'footer'].filter((id) => style(id).contentVisibility === 'visible');
    const done = bringBackLaterBlocks(document);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(back()).toEqual([]);
    await drawFrame();
    expect(back()).toEqual(['inView']);
    await drawFrame();
    expect(back()).toEqual(['above', 'inView']);
    await drawFrame();
    await drawFrame();
    expect(back()).toEqual(['above', 'inView', 'far', 'footer']);
    // The last one laid out in a frame of its own before the mark comes off.
    expect(document.documentElement.hasAttribute(LATER_BLOCKS_ATTRIBUTE)).toBe(true);
    await drawFrame();
    await done;
    expect(document.documentElement.hasAttribute(LATER_BLOCKS_ATTRIBUTE)).toBe(false);
    for (const id of ['hero', 'above', 'inView', 'far', 'footer']) expect(style(id).cssText).toBe('');
  });

  it('spends no frame on a block the browser already draws', async () => {
    const style = page([
      ['hero', 0],
      ['near', 500],
      ['far', 2500],
      ['footer', 3000],
    ]);
    const drawFrame = frames();
    const near = document.getElementById('near')!.firstElementChild as HTMLElement;
    near.checkVisibility = () => true;
    void bringBackLaterBlocks(document);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(style('near').contentVisibility).toBe('visible');
    expect(style('far').contentVisibility).toBe('');
    await drawFrame();
    expect(style('far').contentVisibility).toBe('visible');
  });

  it('does nothing on a page that is not marked (a fragment, a reload, going back)', async () => {
    const style = page(
      [
        ['hero', 0],
        ['far', 2500],
        ['footer', 3000],
      ],
      false,
    );
    const request = vi.spyOn(window, 'requestAnimationFrame');
    await bringBackLaterBlocks(document);
    expect(request).not.toHaveBeenCalled();
    expect(style('far').cssText).toBe('');
  });
});
