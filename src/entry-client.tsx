import { PRERENDERED_ATTRIBUTE } from './prerendered';

// Lets the CSS show every FAQ answer when JavaScript is off, and fold them once it runs.
document.documentElement.dataset.js = '';

/**
 * The prerendered page is complete and its checkout links work without JavaScript, so React is
 * fetched only once the page has loaded and its content is on screen: on a phone's slow connection
 * and CPU it must not compete with the text, the fonts and the hero image.
 */
const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Resolves once content has been painted; at once where the browser does not report paints. */
const contentPainted = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const idle = () => new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(resolve, { timeout: 1000 }) : setTimeout(resolve, 0)));

async function start() {
  // A bare shell (the dev server) has no content to paint until React renders it: waiting for a
  // paint would wait forever, so React starts at once.
  if (!document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    await import('./hydrate');
    return;
  }
  await Promise.all([loaded(), contentPainted()]);
  await idle();
  // Evaluating all of the app's JavaScript at once is one long task on a slow phone. It is evaluated
  // in steps, each in a task of its own, so the page stays responsive: React DOM, the router library,
  // styled-components, then the app. (A module loaded with import() keeps all of its exports: React
  // DOM's are all used, and the two step modules name one each.)
  await import('react-dom/client');
  await nextTask();
  await import('./startup/routerLibrary');
  await nextTask();
  await import('./startup/styleLibrary');
  await nextTask();
  await import('./hydrate');
}

void start();
