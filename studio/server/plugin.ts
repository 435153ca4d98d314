import type { IncomingMessage } from 'node:http';
import type { Connect } from 'vite';
import {
  type CheckResult,
  PREVIEW_PARAMETER,
  type SalesOverview,
  STUDIO_API,
  STUDIO_FIELD_REFERENCE_PATH,
  STUDIO_PATH,
  STUDIO_PREVIEW_PATH,
} from '../shared/apiTypes';
import { createStudioApi, type StudioApiOptions } from './api';
import type { RenderPreview } from './previewContent';
import { getRequestListener } from '@hono/node-server';
import { studioApiApp } from './apiApp';
import { refusalOf, type Refusal, type RequestKind } from './guard';
import { createPublishJobs } from './publish';
import { linkParts, type LinkParts } from './previewLinks/linkSetup';
import type { ApprovalParts } from './approvals/approvalSetup';
import type { NoticeApi } from './notifications/notificationParts';
import type { Publisher } from '#scripts/publish/publisher';
import { COMMON_HEADERS, type RequestContext } from './router';
import type { ApiAnswer } from './answers';
import { pageBudgetWarning, shippedBytes } from '#scripts/build/pageBudget';
import { studioRoutes } from './routes';
import { devStudioPage } from './studioPage';
import { fieldReferencePage } from './fieldReferencePage';
import { editionFilePath } from '#src/content/editionFile';

/**
 * The edition studio's requests: its page, the preview frame's document and the API, as one Node
 * middleware. The local studio's app runs it before Vite's dev server (devStudio.ts); the hosted one behind the
 * gate in the built server (hosted.ts, builtStudio.ts). The site's build never sees this file.
 */

/** The studio's page as the dev server serves it (devStudio.ts); the built studio passes its own (studioPage.ts). */
const DEV_STUDIO_PAGE = devStudioPage();
/** What a refused page advises: locally the command that opens the studio, hosted its own address. */
const LOCAL_ADVICE = 'Öffne das Studio auf diesem Rechner mit „npm run studio“.';
const HOSTED_ADVICE = 'Öffne das Studio direkt in deinem Browser, über seine Adresse oder ein Lesezeichen.';
const PAGES = new Set([STUDIO_PATH, `${STUDIO_PATH}/`, STUDIO_PREVIEW_PATH, STUDIO_FIELD_REFERENCE_PATH]);

/** The preview frame before the first check has left a page to show (the studio hides the frame then). */
const NO_PREVIEW = `<!doctype html>
<html lang="de">
  <head><meta charset="UTF-8" /><meta name="robots" content="noindex" /><title>Vorschau – Editions-Studio</title></head>
  <body><p>Die Vorschau erscheint, sobald die Edition geprüft ist.</p></body>
</html>`;

export type { RenderPreview } from './previewContent';

export function studioMiddleware(
  // Preview links and the image library: made here (kept in .build/studio/) unless the caller shares its own.
  // The hosted studio's approval: publishing then takes approved versions only.
  options: StudioApiOptions &
    Partial<Pick<LinkParts, 'links' | 'media'>> & {
      approvals?: ApprovalParts;
      /** The hosted studio's notifications (the bell). */
      notices?: NoticeApi;
      publisher?: Publisher;
      studioPage?: string;
      sales?: () => SalesOverview;
      /** The hosted studio: every route checks its role against the signed-in account (apiApp.ts). */
      accounts?: boolean;
    },
  renderPreview: RenderPreview,
  // The hosted studio passes its own (auth/gate.ts has checked place and session before).
  refusalFor: (request: IncomingMessage, kind: RequestKind) => Refusal | undefined = refusalOf,
  // The hosted studio names the signed-in person, who then signs the commits of their changes.
  contextOf: (request: IncomingMessage) => RequestContext = () => ({}),
): Connect.NextHandleFunction {
  const api = createStudioApi(options);
  const skip: Connect.NextHandleFunction = (_request, _response, next) => next();
  const { links, media } =
    options.links && options.media
      ? { links: options.links, media: options.media }
      : linkParts({ ...options, render: renderPreview, assets: skip, imageVariants: skip });
  /**
   * A check whose page renders gets the page-budget warning the build and `editions:check` give
   * (scripts/build/pageBudget.ts): the preview's document, brotli as the host sends it. The preview leaves out
   * the platform's script settings, a few bytes.
   */
  async function withPageWeight(key: string, answer: ApiAnswer<CheckResult>): Promise<ApiAnswer<CheckResult>> {
    if (answer.status !== 200 || !('preview' in answer.body) || !answer.body.preview) return answer;
    const { page, edition } = answer.body.preview;
    const preview = api.previewPage(new URL(page, 'http://studio.invalid').searchParams.get(PREVIEW_PARAMETER));
    if (!preview) return answer;
    const warning = pageBudgetWarning({ file: editionFilePath(key), slug: edition.slug }, await shippedBytes(await renderPreview(preview), options.root));
    return warning ? { status: 200, body: { ...answer.body, problems: [...answer.body.problems, warning] } } : answer;
  }

  const routes = studioRoutes(
    api,
    createPublishJobs({ root: options.root, publisher: options.publisher, approvals: options.approvals?.store }),
    links,
    media,
    options.approvals?.api,
    options.sales,
    withPageWeight,
    options.notices,
  );
  const handleApi = getRequestListener(studioApiApp({ routes, refusalFor, contextOf, accounts: options.accounts }).fetch);

  /** The studio's page, the field reference, or the preview frame's document: the checked draft's page, rendered as the build would. */
  async function pageHtml(pathname: string, query: URLSearchParams): Promise<string> {
    if (pathname === STUDIO_FIELD_REFERENCE_PATH) return fieldReferencePage(options.root);
    if (pathname !== STUDIO_PREVIEW_PATH) return options.studioPage ?? DEV_STUDIO_PAGE;
    const preview = api.previewPage(query.get(PREVIEW_PARAMETER));
    return preview ? renderPreview(preview) : NO_PREVIEW;
  }

  return (request, response, next) => {
    const url = new URL(request.url ?? '/', 'http://studio.invalid');
    const pathname = url.pathname;
    if (pathname.startsWith(`${STUDIO_API}/`)) return void handleApi(request, response);
    if (!PAGES.has(pathname)) return next();
    // The pages themselves: only from this machine, typed in or opened from the studio.
    const refusal =
      request.method === 'GET' || request.method === 'HEAD'
        ? refusalFor(request, { write: false, page: true })
        : { status: 405, message: 'Nur GET ist hier erlaubt.' };
    if (refusal) {
      response.writeHead(refusal.status, { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`${refusal.message}\n${options.accounts ? HOSTED_ADVICE : LOCAL_ADVICE}`);
      return;
    }
    pageHtml(pathname, url.searchParams).then(
      (transformed) => {
        response.writeHead(200, { ...COMMON_HEADERS, 'Content-Type': 'text/html; charset=utf-8' });
        response.end(transformed);
      },
      (error: unknown) => next(error),
    );
  };
}
