// Loaded with `node --import` (tests/helpers/refuseVite.ts): registers the hooks that refuse the vite package.
import { register } from 'node:module';

register('./viteBlockerHooks.mjs', import.meta.url);
