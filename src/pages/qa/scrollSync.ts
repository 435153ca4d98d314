/**
 * Keeps windows (the compared pages' frames) scrolled to the same share of their height: the
 * editions differ in length, so the same pixel offset would drift apart towards the end, while the
 * same share keeps matching sections roughly level.
 *
 * Moving a window here makes it report a scroll event of its own. Each window therefore remembers
 * where it was sent; an event at exactly that position is the echo and goes no further, anything
 * else is the visitor scrolling and is passed on. No timers, no flags that could get stuck.
 */

const maxScroll = (view: Window) => Math.max(0, view.document.documentElement.scrollHeight - view.innerHeight);

export const scrollShare = (view: Window) => {
  const max = maxScroll(view);
  return max > 0 ? Math.min(1, view.scrollY / max) : 0;
};

export function syncScroll(views: Window[]): () => void {
  const sentTo = new Map<Window, number>();
  /** The others to the same share of their height as `source`. */
  const follow = (source: Window) => {
    const share = scrollShare(source);
    for (const target of views) {
      if (target === source) continue;
      const top = Math.round(share * maxScroll(target));
      if (Math.abs(target.scrollY - top) <= 1) continue;
      sentTo.set(target, top);
      // The site scrolls smoothly; following must be immediate, or the echo would come in steps.
      target.scrollTo({ top, behavior: 'instant' });
    }
  };
  const listeners = views.map((source) => {
    const onScroll = () => {
      const sent = sentTo.get(source);
      sentTo.delete(source);
      if (sent !== undefined && Math.abs(source.scrollY - sent) <= 1) return;
      follow(source);
    };
    source.addEventListener('scroll', onScroll, { passive: true });
    return () => source.removeEventListener('scroll', onScroll);
  });
  // A page is linked once it has loaded, which can be after the visitor began scrolling the other one (or a
  // page switched in after the kept one was scrolled): the one window away from the top leads from the start.
  const scrolled = views.filter((view) => view.scrollY > 0);
  if (scrolled.length === 1) follow(scrolled[0]);
  return () => {
    for (const remove of listeners) remove();
  };
}
