/**
 * With JavaScript on, a page's first layout lays out only its first screen: the inline start-up loader marks a
 * fresh visit (src/startup/loaderScript.ts), and while the mark is set the blocks after the first section and
 * the footer are laid out only once near the screen, at an estimated size until then (GlobalStyle). The
 * start-up brings them back right after the first paint, one per frame (src/startup/laterBlocks.ts), so that
 * within a few frames every block has its real size. Blocks below the screen changing size move nothing in view.
 */
export const LATER_BLOCKS_ATTRIBUTE = 'data-later';

/**
 * main's sections after its first, and the footer. Named by their mark rather than `*`, so that taking the mark
 * off the document restyles these few elements, not the whole page.
 */
export const LATER_BLOCKS = 'main > [data-section] ~ [data-section], main ~ [data-section]';

/** About a section's height on a phone: only the scroll bar shows it, for the few frames until the real one. */
export const LATER_BLOCK_ESTIMATE = '900px';
