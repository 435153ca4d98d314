import { FIRST_SCREEN_END_ID } from './landmarkIds';

/**
 * How many of an edition page's sections come before its first-screen mark: the hero and the section after it,
 * more than a screen at every width (the winter page's hero alone is 1,100–1,400 px tall), and within the first
 * round trip's bytes however long the page below them is (docs/entwicklung/performance/09-erster-bildschirm.md).
 */
export const FIRST_SCREEN_SECTIONS = 2;

/**
 * The mark the first paint of an edition page waits for (PageHead's `rel="expect"` link). Hidden, so it takes no
 * space and the page looks the same with it: only its place in the document counts.
 */
export function FirstScreenEnd() {
  return <div id={FIRST_SCREEN_END_ID} hidden />;
}
