/**
 * A prerendered page starts its interactive parts only after its first paint, so the headline waits for no
 * script (src/entry-client.tsx). A module script in the HTML would be fetched at once, before the paint; instead
 * the page names the entry in a <meta> and one constant inline script imports it after the first contentful
 * paint. It also
 * marks the page as scripted at once, as the entry did, so the FAQ is folded in the very first paint. Being
 * constant, it is allowed by its hash in the Content-Security-Policy (scripts/hosting/securityHeaders.ts); no
 * other inline script runs. The build puts it into each page (scripts/build/startupLoader.ts).
 *
 * On a fresh visit without a fragment it also marks the page so that its first layout lays out only the first
 * screen (LATER_BLOCKS_ATTRIBUTE, kit/GlobalStyle.ts); the start-up lays out the rest after the first paint
 * (src/startup/laterBlocks.ts). A visitor arriving at `#preise`, reloading or going back is not marked: the
 * browser scrolls such a page at once, and needs every block's real size for it. Should the module fail to load,
 * the loader takes the mark off itself, and every block is laid out as without JavaScript.
 *
 * It also holds the page's icons back until the first paint (NO_ICON). Chromium asks for a page's icons once it
 * has loaded, which on a fast connection can be just before its first paint, and draws an SVG icon on the page's
 * own thread: a request and a task the headline would be counted as waiting for. So while the page
 * is parsed (its icon links come before the loader in <head>), each icon names an empty one, and after the first
 * paint its own address again. An empty icon, not none: without any, the browser would ask for /favicon.ico.
 */

import { LATER_BLOCKS_ATTRIBUTE } from '#kit/laterBlocks';

export const STARTUP_MODULE_META = 'startup-module';

/** An icon with nothing to fetch and nothing to draw. */
export const NO_ICON = 'data:,';

export const STARTUP_LOADER =
  "document.documentElement.dataset.js='';" +
  `if(!location.hash&&performance.getEntriesByType('navigation')[0]?.type=='navigate')document.documentElement.setAttribute('${LATER_BLOCKS_ATTRIBUTE}','');` +
  // Each icon with its own address, pointed at the empty icon as the list is made.
  `const icons=[...document.querySelectorAll('link[rel=icon]')].map(icon=>[icon,icon.getAttribute('href'),icon.href='${NO_ICON}']);` +
  // Should the start-up module not load (a dropped connection), the page is unmarked at once, as it is without JS.
  `const start=()=>{for(const[icon,href]of icons)icon.href=href;return import(document.querySelector('meta[name="${STARTUP_MODULE_META}"]').content).catch(()=>document.documentElement.removeAttribute('${LATER_BLOCKS_ATTRIBUTE}'))};` +
  // After the first contentful paint has been presented (at once where the browser does not report paints).
  "PerformanceObserver.supportedEntryTypes?.includes('paint')" +
  "?new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true})" +
  ':start()';
