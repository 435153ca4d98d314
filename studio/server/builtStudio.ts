import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { ContentError } from '#engine/errors';
import { createDocumentRenderer } from '#scripts/build/documentRenderer';
import type { ServerEntry } from '#scripts/build/renderDocument';
import { livePages } from '#scripts/dev/devPages';
import { liveDataFiles } from '#scripts/dev/liveDataFiles';
import { formatSiteReport } from '#src/content/problemHints';
import { loadContent } from '#src/content/loadContent';
import { DATA_PATH } from '#src/contentSource';
import type { HostedConfig } from './auth/config';
import { escapeHtml } from './escapeHtml';
import { hostedScriptHashes, hostedStudio, type HostedStudioOptions } from './hosted';
import { studioPage } from './studioPage';
import { STUDIO_APP_BASE, STUDIO_BUILD_FOLDERS } from './studioBuildFolders';
import { refusalWatch } from './notifications/refusalWatch';
import { ipnReceiver } from './sales/ipnReceiver';
import { type FiguresDatabase, openFiguresDatabase } from './sales/figuresDatabase';
import { keptSalesOverview } from './sales/salesOverview';
import { salesStore as salesStoreOf, type SalesStore } from './sales/salesStore';
import { pagesOfDay } from './sales/salePages';
import { visitStore } from './visits/visitStore';
import { editionsFolderIn } from '#src/content/editionFolder';
import { createPublisher } from '#scripts/publish/publisher';
import { healthRoute } from './health';
import { keptRenders } from './keptRenders';
import { type Env, fromNode, type Handler, headAnsweredOnce } from './nodeMiddleware';

/**
 * The hosted studio as it runs on a server: what `npm run studio:build` made (the studio's browser app, the
 * site's client bundles and its server entry), served by Node through Hono, with no Vite in the process. Every
 * page anyone sees (the preview frame, preview links, QA's pages) is rendered by the built server entry through
 * the one render path (scripts/build/documentRenderer.ts), from the content files as they are on each request:
 * a save or a rollback changes data, never code.
 */

export interface BuiltStudioOptions extends Pick<HostedStudioOptions, 'now' | 'publisher'> {
  /** The project: editions/, public/, its git repository. */
  root: string;
  /** What `npm run studio:build` made (dist-studio/). */
  buildDir: string;
  config: HostedConfig;
  /** The day the studio's list, calendar, check and preview compare dates against; default today in Germany. */
  today?: string;
}

/** The studio app's bundles by the build's manifest: its page names them. */
function builtStudioPage(appDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(appDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const main = manifest['studio/app/main.tsx'];
  const fonts = manifest['studio/app/fonts.css'];
  if (!main || !fonts) throw new Error(`${appDir}: Der Build des Studios ist unvollständig. Bitte neu bauen: npm run studio:build`);
  const at = (file: string) => `${STUDIO_APP_BASE}${file}`;
  return studioPage({ script: at(main.file), styles: [fonts.file, ...(main.css ?? [])].map(at) });
}

/** A path with a part that starts with a dot (Vite's manifest under `.vite/`, any build bookkeeping): never served. */
const hiddenPath = (requested: string) => {
  let decoded = requested;
  try {
    decoded = decodeURIComponent(requested);
  } catch {}
  return decoded.split(/[/\\]/).some((part) => part.startsWith('.'));
};

const NOT_HERE = 'Diese Adresse gibt es im Studio nicht.';

const errorPage = async (report: string) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Die Inhalte haben Fehler</title></head><body><main role="alert"><h1>Die Vorschau kann die Inhalte nicht anzeigen</h1><pre>${escapeHtml(report)}</pre></main></body></html>`;

export function builtStudio({ root, buildDir, config, today, now, publisher = createPublisher({ root }) }: BuiltStudioOptions): Hono<Env> {
  const folders = STUDIO_BUILD_FOLDERS(buildDir);
  for (const folder of Object.values(folders)) {
    if (!existsSync(folder))
      throw new Error(`${path.relative(root, folder) || folder} fehlt: Das Studio ist noch nicht gebaut. Bitte zuerst bauen: npm run studio:build`);
  }
  const siteTemplate = readFileSync(path.join(folders.site, 'index.html'), 'utf8');
  const renderer = createDocumentRenderer(root, {
    entry: () => import(pathToFileURL(path.join(folders.siteServer, 'entry-server.js')).href) as Promise<ServerEntry>,
    template: async () => siteTemplate,
  });
  const previewAssets: Handler = (request, response, next) => {
    if (!renderer.answerAsset(new URL(request.url ?? '/', 'http://studio.invalid').pathname, response)) next();
  };
  // The figures database, opened on first use: by the first notification or the first look at the figures.
  let figures: FiguresDatabase | undefined;
  let sales: SalesStore | undefined;
  const figuresDatabase = () => (figures ??= openFiguresDatabase(config.dataDir));
  const salesStore = () => (sales ??= salesStoreOf(figuresDatabase()));
  const parts = hostedStudio({
    root,
    today,
    config,
    now,
    publisher,
    scriptHashes: hostedScriptHashes(siteTemplate),
    // Rendered once per content and route, one at a time (./keptRenders.ts).
    renderPreview: keptRenders(async ({ content, route }) => (await renderer.render(content, route, 'unlisted')).html),
    previewAssets,
    studioPage: builtStudioPage(folders.app),
    sales: keptSalesOverview(figuresDatabase, Boolean(config.ipnPassphrase)),
  });

  const load = (day?: string) => loadContent({ dir: editionsFolderIn(root), publicDir: path.join(root, 'public'), today: day ?? today });
  const report = (error: unknown) => (error instanceof ContentError ? formatSiteReport(error.problems) : 'Die Inhalte ließen sich nicht lesen.');
  const pages = livePages({ root, today, report, renderer, errorPage });
  const data = liveDataFiles(load, report);

  const app = new Hono<Env>();
  // For monitors, without a session: that it runs, its version, the live release's day (studio/server/health.ts).
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  app.route('/', healthRoute({ version, releases: () => publisher.releases() }));
  // Build bookkeeping is nobody's business, signed in or not.
  app.use('*', async (context, next) => (hiddenPath(context.req.path) ? context.text(NOT_HERE, 404, { 'Cache-Control': 'no-store' }) : next()));
  // The platform's payment notifications come from its server, without a session: before the gate, signed instead.
  const salePages = pagesOfDay(
    () => load().editions,
    (day) => visitStore(figuresDatabase()).pagesShownOn(day),
  );
  const refused = refusalWatch(parts.notifications.notifier, config.notifications.refusedPerHour, now);
  app.route(
    '/',
    ipnReceiver({ passphrase: config.ipnPassphrase, productId: () => load().site.checkout.productId, store: salesStore, pages: salePages, now, refused }),
  );
  // The gate first (HTTPS, host, origin, session, role), then preview links, image variants and the studio itself.
  for (const middleware of parts.middlewares) app.use('*', fromNode(middleware));
  // Signed in: the studio's app, and what the preview frame and QA's pages load.
  app.use(`${STUDIO_APP_BASE}*`, serveStatic({ root: folders.app, rewriteRequestPath: (requested) => requested.slice(STUDIO_APP_BASE.length - 1) }));
  app.use('/assets/*', fromNode(previewAssets));
  app.use('/assets/*', serveStatic({ root: folders.site }));
  app.use('/images/*', serveStatic({ root: path.join(root, 'public') }));
  app.use(
    `${DATA_PATH}/*`,
    fromNode((request, response, next) => {
      request.url = (request.url ?? '').slice(DATA_PATH.length);
      data(request, response, next);
    }),
  );
  app.get('*', fromNode(pages));
  app.notFound((context) => context.text(NOT_HERE, 404, { 'Cache-Control': 'no-store' }));
  app.onError((error, context) => {
    console.error(error);
    return context.text('Im Studio ist ein unerwarteter Fehler aufgetreten; Einzelheiten stehen im Protokoll des Dienstes.', 500, {
      'Cache-Control': 'no-store',
    });
  });
  return headAnsweredOnce(app);
}
