// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAsideOffscreen } from './offscreenBlocks';

/** A page of blocks at the given tops (px) and heights, on a 800 px high screen (jsdom lays nothing out). */
function page(blocks: Array<[string, number, number]>, scrolledTo = 0) {
  document.body.innerHTML = '<header></header><main></main><footer></footer>';
  const main = document.querySelector('main')!;
  for (const [id] of blocks.slice(0, -1)) main.insertAdjacentHTML('beforeend', `<section id="${id}"></section>`);
  document.querySelector('footer')!.id = blocks.at(-1)![0];
  for (const [id, top, height] of blocks) {
    const block = document.getElementById(id)!;
    block.getBoundingClientRect = () => ({ top: top - scrolledTo, bottom: top + height - scrolledTo, width: 390, height }) as DOMRect;
  }
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  return (id: string) => document.getElementById(id)!.style;
}

describe('setAsideOffscreen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sets aside the blocks more than a screen away from it, each at its measured size, and leaves the rest', () => {
    const style = page([
      ['hero', 0, 900],
      ['near', 900, 1000],
      ['far', 1900, 1200],
      ['farther', 3100, 700],
      ['footer', 3800, 300],
    ]);
    setAsideOffscreen(document);
    for (const id of ['hero', 'near']) expect([id, style(id).contentVisibility, style(id).containIntrinsicSize]).toEqual([id, '', '']);
    expect([style('far').contentVisibility, style('far').containIntrinsicSize]).toEqual(['auto', '390px 1200px']);
    expect([style('farther').contentVisibility, style('farther').containIntrinsicSize]).toEqual(['auto', '390px 700px']);
    expect(style('footer').contentVisibility).toBe('auto');
  });

  it('counts blocks above the screen too, when the page is scrolled', () => {
    const style = page(
      [
        ['hero', 0, 900],
        ['middle', 900, 2000],
        ['below', 2900, 1600],
        ['footer', 4500, 300],
      ],
      3000,
    );
    setAsideOffscreen(document);
    expect(['hero', 'middle', 'below', 'footer'].map((id) => style(id).contentVisibility)).toEqual(['auto', '', '', '']);
  });

  it('brings them back one per frame, the nearest first, and leaves no trace', async () => {
    const style = page([
      ['hero', 0, 900],
      ['near', 900, 1000],
      ['far', 1900, 1200],
      ['farther', 3100, 700],
      ['footer', 3800, 300],
    ]);
    // Frames drawn when the test says so.
    const waiting: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => waiting.push(callback));
    const drawFrame = async () => {
      for (const callback of waiting.splice(0)) callback(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const aside = () => ['far', 'farther', 'footer'].filter((id) => style(id).contentVisibility === 'auto');
    const setAside = setAsideOffscreen(document);
    const done = setAside.bringBack();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Nothing comes back before the frame that lays out the change they were set aside for.
    expect(aside()).toEqual(['far', 'farther', 'footer']);
    await drawFrame();
    expect(aside()).toEqual(['farther', 'footer']);
    await drawFrame();
    expect(aside()).toEqual(['footer']);
    await drawFrame();
    await done;
    for (const id of ['far', 'farther', 'footer']) expect(style(id).cssText).toBe('');
  });
});
