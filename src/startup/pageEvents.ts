/** The moments the start-up waits for, as promises. */

/** Resolves once the page has loaded (images, fonts and scripts of the HTML included). */
export const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Resolves once content has been painted; at once where the browser does not report paints. */
export const contentPainted = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

/** Resolves once the whole document has been parsed. */
export const domReady = () =>
  new Promise<void>((resolve) => {
    if (document.readyState !== 'loading') resolve();
    else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });

export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

export const idle = () =>
  new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(resolve, { timeout: 1000 }) : setTimeout(resolve, 0)));
