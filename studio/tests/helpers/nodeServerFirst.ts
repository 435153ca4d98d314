import { getRequestListener } from '@hono/node-server';

/**
 * Imported before the studio's modules: Hono's Node server puts its own Response class in place of the global one
 * when its first listener is made. In a test run another file may have done that before the studio's modules load
 * (they then make their answers with the Node server's class); this makes that order the test's own, every time.
 */
getRequestListener(() => new Response(null));
