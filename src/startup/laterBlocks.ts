import { LATER_BLOCKS, LATER_BLOCKS_ATTRIBUTE } from '#kit/laterBlocks';
import { nextFrame } from './offscreenBlocks';

/**
 * Lays out, right after the first paint, the blocks a fresh visit's first layout skipped (kit/laterBlocks.ts):
 * one per frame, nearest to the screen first, each a small task of its own, then takes the mark off. Within a few
 * frames every block has its real size, so a link to a section lands where it should and lazy images load as
 * before. A block already drawn (in or near the view) costs no frame.
 */
export async function bringBackLaterBlocks(doc: Document = document): Promise<void> {
  const view = doc.defaultView;
  const root = doc.documentElement;
  if (!view || !root.hasAttribute(LATER_BLOCKS_ATTRIBUTE)) return;
  const blocks = [...doc.querySelectorAll<HTMLElement>(LATER_BLOCKS)]
    .map((block) => ({ block, distance: distanceFromView(block, view) }))
    .sort((a, b) => a.distance - b.distance);
  for (const { block } of blocks) {
    if (isSkipped(block)) await nextFrame(view);
    block.style.contentVisibility = 'visible';
  }
  // The last block laid out in a frame of its own; then every block has its real size, and without the mark the
  // page is as it is with JavaScript off.
  await nextFrame(view);
  root.removeAttribute(LATER_BLOCKS_ATTRIBUTE);
  for (const { block } of blocks) block.style.contentVisibility = '';
}

function distanceFromView(block: HTMLElement, view: Window): number {
  const { top, bottom } = block.getBoundingClientRect();
  return top > view.innerHeight ? top - view.innerHeight : Math.max(0, -bottom);
}

/**
 * Whether the browser skips the block's content: the block itself counts as visible, its first child does not
 * (where the browser cannot tell: assume so, and give it a frame).
 */
const isSkipped = (block: HTMLElement) => {
  const content = block.firstElementChild;
  return !!content && content.checkVisibility?.({ contentVisibilityAuto: true }) !== true;
};
