import { contentPainted, idle, loaded, nextTask } from './pageEvents';

/**
 * Starts the whole app (React DOM, router, styled-components) on the pages that are apps (the QA
 * comparison). The prerendered page is complete, so React is fetched only once it has loaded and
 * its content is on screen.
 */
export async function startApp() {
  await Promise.all([loaded(), contentPainted()]);
  await idle();
  // Evaluating all of the app's JavaScript at once is one long task on a slow phone. It is evaluated
  // in steps, each in a task of its own, so the page stays responsive: React DOM, the router library,
  // styled-components, then the app. (A module loaded with import() keeps all of its exports: React
  // DOM's are all used, and the two step modules name one each.)
  await import('react-dom/client');
  await nextTask();
  await import('./routerLibrary');
  await nextTask();
  await import('./styleLibrary');
  await nextTask();
  await import('../hydrate');
}
