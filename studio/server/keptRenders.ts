import { createHash } from 'node:crypto';
import type { RenderPreview } from './previewContent';

/**
 * The preview's documents, each rendered once per content and route and kept for the next asks: the studio's
 * check renders the draft's page (for its weight) and the preview frame loads the same page right after, a preview
 * link's page is opened again and again, a screen is reloaded. A render is pure in what it is given (the content
 * holds the day, the draft and the variant shown), so a kept one is the one a new render would make.
 *
 * Only the last `keep` documents are kept (a page is about 100 KB), and at most `atOnce` renders run at a time:
 * twenty screens asking at once wait their turn instead of building twenty React trees side by side, which is what
 * let the server's memory grow under load. Asks for a document being rendered wait for that render.
 */
export function keptRenders(render: RenderPreview, { keep = 8, atOnce = 1 }: { keep?: number; atOnce?: number } = {}): RenderPreview {
  const kept = new Map<string, Promise<string>>();
  const limited = limitedTo(atOnce);
  // The key of a content object already seen (the check's preview, then the frame's ask for it, hold the same one):
  // writing out a whole content to hash it takes several milliseconds.
  const keys = new WeakMap<object, Map<string, string>>();
  const keyOf = ({ content, route }: Parameters<RenderPreview>[0]) => {
    const routes = keys.get(content) ?? new Map<string, string>();
    keys.set(content, routes);
    let key = routes.get(route);
    if (!key) {
      key = createHash('sha256')
        .update(JSON.stringify([content, route]))
        .digest('base64');
      routes.set(route, key);
    }
    return key;
  };
  return (preview) => {
    const key = keyOf(preview);
    let html = kept.get(key);
    if (html) kept.delete(key);
    else {
      html = limited(() => render(preview));
      const made = html;
      made.catch(() => kept.get(key) === made && kept.delete(key));
    }
    kept.set(key, html);
    for (const old of [...kept.keys()].slice(0, -keep)) kept.delete(old);
    return html;
  };
}

/** Runs what it is given with at most `atOnce` of them under way; the rest wait in their order. */
export function limitedTo(atOnce: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= atOnce) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
