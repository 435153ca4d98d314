/**
 * Lets a change that lays out every line of a long page (the web fonts' swap) be laid out in pieces: the page's
 * blocks (main's sections, the footer) that lie away from the screen are set aside, so the change lays out only
 * what is in view, and brought back one per frame afterwards, each a small task of its own.
 *
 * A block set aside keeps exactly the size it has (content-visibility: auto with its measured size), so nothing
 * moves and a link to a section lands where it would; the browser still draws one that is scrolled to in the
 * meantime. Only for those few frames: laid out lazily for good, a section's size would be a guess until it
 * came near the screen, and a link's target would land in the wrong place.
 */
const BLOCKS = 'main > *, main ~ *';

export function setAsideOffscreen(doc: Document): { bringBack: () => Promise<void> } {
  const view = doc.defaultView;
  if (!view) return { bringBack: async () => {} };
  // A screen's height of margin: the browser lays out an `auto` block once it comes near the screen anyway.
  const margin = view.innerHeight;
  // Every block measured before any is changed: one layout, already done for the painted page.
  const away = [...doc.querySelectorAll<HTMLElement>(BLOCKS)]
    .map((block) => {
      const { top, bottom, width, height } = block.getBoundingClientRect();
      return { block, width, height, distance: top > view.innerHeight ? top - view.innerHeight : -bottom };
    })
    .filter(({ height, distance }) => height > 0 && distance > margin);
  for (const { block, width, height } of away) {
    block.style.containIntrinsicSize = `${width}px ${height}px`;
    block.style.contentVisibility = 'auto';
  }
  return {
    async bringBack() {
      // Nearest first: the blocks a visitor scrolls to next are the first laid out in the new state.
      for (const { block } of away.sort((a, b) => a.distance - b.distance)) {
        await nextFrame(view);
        block.style.contentVisibility = '';
        block.style.containIntrinsicSize = '';
      }
    },
  };
}

/** After the next frame has been drawn: a change made then is laid out in the frame after, in a task of its own. */
export const nextFrame = (view: Window) => new Promise<void>((resolve) => view.requestAnimationFrame(() => view.setTimeout(resolve)));
