import type { HydrationState } from 'react-router-dom';
import type { RouteManifest } from '../engine/types';

/**
 * What a prerendered page hands to the browser: the route list and the loader data it was rendered
 * with. It travels as a JSON data block (`type="application/json"`), which the browser never
 * executes, so the Content-Security-Policy needs no inline script.
 */
export interface PageData {
  routes: RouteManifest;
  hydration: HydrationState;
}

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Serialises for embedding in HTML: `<` is escaped so text can never close the script element. */
export const serializePageData = (data: PageData) =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
