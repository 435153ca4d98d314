import { describe, expect, it } from 'vitest';
import type { Content } from '#src/content/loadContent';
import { keptRenders, limitedTo } from './keptRenders';

/** The preview's documents: rendered once per content and route, the last few kept, one render at a time. */
const contentFor = (name: string) => ({ site: { brand: name }, editions: [], today: '2026-03-10' }) as unknown as Content;

function counting() {
  const renders: string[] = [];
  let running = 0;
  let most = 0;
  const render = async ({ content, route }: { content: Content; route: string }) => {
    renders.push(`${content.site.brand}${route}`);
    most = Math.max(most, ++running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running--;
    if (route === '/kaputt') throw new Error('Render fehlgeschlagen');
    return `<html>${content.site.brand}${route}</html>`;
  };
  return { renders, render, most: () => most };
}

describe('the kept preview renders', () => {
  it('renders a content and route once, also for a copy of the same content, and again for another', async () => {
    const { renders, render } = counting();
    const kept = keptRenders(render);
    const winter = contentFor('Winter');
    expect(await kept({ content: winter, route: '/winter' })).toBe('<html>Winter/winter</html>');
    expect(await kept({ content: winter, route: '/winter' })).toBe('<html>Winter/winter</html>');
    expect(await kept({ content: contentFor('Winter'), route: '/winter' })).toBe('<html>Winter/winter</html>');
    expect(renders).toEqual(['Winter/winter']);
    expect(await kept({ content: winter, route: '/' })).toBe('<html>Winter/</html>');
    expect(await kept({ content: contentFor('Sommer'), route: '/winter' })).toBe('<html>Sommer/winter</html>');
    expect(renders).toEqual(['Winter/winter', 'Winter/', 'Sommer/winter']);
  });

  it('keeps only the last few, and no render that failed', async () => {
    const { renders, render } = counting();
    const kept = keptRenders(render, { keep: 2 });
    for (const name of ['A', 'B', 'C']) await kept({ content: contentFor(name), route: '/' });
    await kept({ content: contentFor('C'), route: '/' });
    await kept({ content: contentFor('B'), route: '/' });
    expect(renders).toEqual(['A/', 'B/', 'C/']);
    await kept({ content: contentFor('A'), route: '/' });
    expect(renders).toEqual(['A/', 'B/', 'C/', 'A/']);
    await expect(kept({ content: contentFor('A'), route: '/kaputt' })).rejects.toThrow('Render fehlgeschlagen');
    await expect(kept({ content: contentFor('A'), route: '/kaputt' })).rejects.toThrow('Render fehlgeschlagen');
    expect(renders.filter((name) => name === 'A/kaputt')).toHaveLength(2);
  });

  it('renders one page at a time when many are asked for at once; asks for the same page wait for its one render', async () => {
    const { renders, render, most } = counting();
    const kept = keptRenders(render);
    const pages = await Promise.all(['A', 'B', 'C', 'A', 'B', 'C', 'D'].map((name) => kept({ content: contentFor(name), route: '/' })));
    expect(pages).toEqual(['A', 'B', 'C', 'A', 'B', 'C', 'D'].map((name) => `<html>${name}/</html>`));
    expect(renders).toEqual(['A/', 'B/', 'C/', 'D/']);
    expect(most()).toBe(1);
  });
});

describe('limitedTo', () => {
  it('runs at most so many at once, the rest in their order, and goes on after a failure', async () => {
    const limited = limitedTo(2);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const work = (index: number) => async () => {
      started.push(index);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (index === 1) throw new Error('eins');
      return index;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((index) => limited(work(index))));
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : 'fehlgeschlagen'))).toEqual([0, 'fehlgeschlagen', 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });
});
