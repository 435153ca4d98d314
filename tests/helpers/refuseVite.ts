import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A module for `node --import` that makes the vite package unloadable in that process (Node's module hooks,
 * viteBlockerHooks.mjs): the built studio must run without it.
 */
export const refuseViteModule = pathToFileURL(path.join(import.meta.dirname, 'viteBlocker.mjs')).href;
