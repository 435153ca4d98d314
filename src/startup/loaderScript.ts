/**
 * A prerendered page starts its interactive parts only after its first paint, so the headline waits for no
 * script (src/entry-client.tsx). A module script in the HTML would be fetched at once, before the paint; instead
 * the page names the entry in a <meta> and one constant inline script imports it after the first contentful
 * paint. It also
 * marks the page as scripted at once, as the entry did, so the FAQ is folded in the very first paint. Being
 * constant, it is allowed by its hash in the Content-Security-Policy (scripts/hosting/securityHeaders.ts); no
 * other inline script runs. The build puts it into each page (scripts/build/startupLoader.ts).
 */

export const STARTUP_MODULE_META = 'startup-module';

export const STARTUP_LOADER =
  "document.documentElement.dataset.js='';" +
  `const start=()=>import(document.querySelector('meta[name="${STARTUP_MODULE_META}"]').content);` +
  // After the first contentful paint has been presented (at once where the browser does not report paints).
  "PerformanceObserver.supportedEntryTypes?.includes('paint')" +
  "?new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true})" +
  ':start()';
