import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostedConfigSchema } from '#studio/server/auth/config';
import { chained, hostedStudio } from '#studio/server/hosted';
import { FIXTURE_TODAY } from '#tests/helpers/content';

/**
 * A hosted studio as a process of its own, for the test that kills it (SIGKILL): the project `root`, the data
 * folder `dataDir` (its accounts written by the test) and the `smtp` settings, given as JSON in the first
 * argument; behind a plain HTTP server on loopback, as the proxy passes requests on. Prints „PORT <n>“ once it listens.
 */
const { root, dataDir, smtp, origin } = JSON.parse(process.argv[2]) as { root: string; dataDir: string; smtp: unknown; origin: string };
const config = { ...hostedConfigSchema.parse({ origin, smtp }), dataDir, file: 'studio.hosted.json' };
const parts = hostedStudio({ root, config, today: FIXTURE_TODAY, scriptHashes: [], renderPreview: async () => '<!doctype html><html lang="de"></html>' });
const studio = chained(parts.middlewares);
const server = createServer((request, response) => studio(request as never, response, () => response.writeHead(404).end()));
server.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as AddressInfo).port}`));
