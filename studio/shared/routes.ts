import type {
  CheckResult,
  DiffResult,
  EditionHistory,
  EndedTestResult,
  OpenedEdition,
  PublishJobView,
  PublishOverview,
  SalesOverview,
  ReleaseSummary,
  SaveResult,
  StudioCalendar,
  StudioEditionSummary,
  StudioImage,
  StudioProblem,
  StudioSetup,
} from './apiTypes';
import type { ApprovalOverview, ApprovalRequest, ApproveRequest } from './approvals';
import type { NoticeChoice, NoticeOverview } from './notifications';
import type { UncommittedChoice } from './leftovers';
import type { CreatePreviewLinkRequest, ImageLibrary, PreviewLinkSummary } from './previewLinks';

/**
 * The studio's routes under STUDIO_API: what each takes and what it answers with when it succeeds (a
 * failure is a StudioFailure). The server's route table (studio/server/routes.ts) is typed by these maps,
 * so a route, its request and its answer cannot drift apart; the page's calls (studio/app/api.ts) too.
 */

/** An edition's file name without `.json` (the server checks it by the naming rule). */
type EditionKey = string;
type EditionDataObject = Record<string, unknown>;
type NoQuery = Record<string, never>;

export interface DraftRequest {
  key: EditionKey;
  data: EditionDataObject;
}

export interface CheckRequest extends DraftRequest {
  /** The day the preview shows (JJJJ-MM-TT); default the studio's today. */
  day?: string;
  /** The A/B variant whose copy the preview shows (its name); default the edition's own. */
  variant?: string;
}

export interface SaveRequest extends DraftRequest {
  /** The hash of the file as it was opened (OpenedEdition.hash). */
  baseHash: string;
  /** The file's data as it was opened: names the fields of a conflict when git does not know that version. */
  base?: Record<string, unknown>;
}

export interface EndTestRequest {
  key: EditionKey;
  /** The hash of the file as it was opened: the test ends in that version, not in one saved since. */
  baseHash: string;
  /** The variant whose copy becomes the edition's; null keeps the edition's own copy. */
  variant: string | null;
}

export interface CreateRequest {
  name: EditionKey;
  /** The edition the new one is copied from. */
  from: EditionKey;
  /** The new edition's address; default derived from its name. */
  slug?: string;
  /** Its start and first day of sales (JJJJ-MM-TT), both or neither: it keeps none of the template's dates. */
  startDate?: string;
  validFrom?: string;
}

// A type, not an interface: a query is read as a record of texts (URLSearchParams).
export type PublishJobRequest = { id: string };

/** GET routes: their query and their answer. */
export interface StudioGetRoutes {
  '/setup': { query: NoQuery; response: StudioSetup };
  '/editions': { query: NoQuery; response: StudioEditionSummary[] };
  '/calendar': { query: NoQuery; response: StudioCalendar };
  '/edition': { query: { key: EditionKey }; response: OpenedEdition };
  '/images': { query: NoQuery; response: StudioImage[] };
  '/history': { query: { key: EditionKey }; response: EditionHistory };
  '/history/version': { query: { key: EditionKey; commit: string }; response: { data: EditionDataObject } };
  '/publish': { query: NoQuery; response: PublishOverview };
  '/publish/progress': { query: PublishJobRequest; response: PublishJobView };
  /** An edition's preview links, newest first. */
  '/preview-links': { query: { key: EditionKey }; response: PreviewLinkSummary[] };
  /** public/images with where each image is used. */
  '/media': { query: NoQuery; response: ImageLibrary };
  /** The hosted studio's approval requests, newest first, with who is signed in. */
  '/approvals': { query: NoQuery; response: ApprovalOverview };
  /** Sales per edition as the platform reported them (the hosted studio only). */
  '/sales': { query: NoQuery; response: SalesOverview };
  /** The signed-in person's notifications (the bell), newest first, with their choices (the hosted studio only). */
  '/notifications': { query: NoQuery; response: NoticeOverview };
}

/** POST routes with a JSON body: the body and the answer. */
export interface StudioPostRoutes {
  '/check': { body: CheckRequest; response: CheckResult };
  '/diff': { body: DraftRequest; response: DiffResult };
  '/save': { body: SaveRequest; response: SaveResult };
  /** Ends the edition's A/B test: its own copy, or a variant's made its own; saved as a version like any save. */
  '/end-test': { body: EndTestRequest; response: EndedTestResult };
  '/create': { body: CreateRequest; response: StudioEditionSummary };
  /** The hosted studio builds the approval request's version (and publishes approved ones only); the local one the saved files. */
  '/publish/start': { body: { request?: string }; response: PublishJobView };
  '/publish/confirm': { body: PublishJobRequest; response: PublishJobView };
  '/publish/cancel': { body: PublishJobRequest; response: { cancelled: boolean } };
  '/publish/rollback': { body: PublishJobRequest; response: ReleaseSummary };
  /** Answers with the PNG itself. */
  '/social-image': { body: DraftRequest; response: Blob };
  '/preview-links/create': { body: CreatePreviewLinkRequest; response: PreviewLinkSummary };
  '/preview-links/revoke': { body: { id: string }; response: PreviewLinkSummary };
  /** Deletes an image of public/images that nothing uses. */
  '/media/delete': { body: { name: string }; response: { deleted: string } };
  /** „Zur Freigabe geben“: the saved version (the project's commit now), with a note. */
  '/approvals/request': { body: { note: string }; response: ApprovalRequest };
  '/approvals/comment': { body: { id: string; text: string }; response: ApprovalRequest };
  /** „Zurückgeben“, with a comment. */
  '/approvals/return': { body: { id: string; comment: string }; response: ApprovalRequest };
  /** „Freigeben“: for „sofort“, or for a day (scheduled go-live). */
  '/approvals/approve': { body: ApproveRequest; response: ApprovalRequest };
  /** A preview link to an edition's pages as the request's version holds them (any day). */
  '/approvals/preview-link': { body: { id: string; key: EditionKey }; response: PreviewLinkSummary };
  /** Withdraws an approval until its publish begins. */
  '/approvals/cancel': { body: { id: string }; response: ApprovalRequest };
  /** Commits the named uncommitted files (a crash's leftovers) as a version by the signed-in person; `errors`: what the kept files' content still has wrong. */
  '/approvals/uncommitted/keep': { body: UncommittedChoice; response: { kept: string[]; errors: StudioProblem[] } };
  /** Puts the named files back as the last saved version has them (a new file is removed). */
  '/approvals/uncommitted/discard': { body: UncommittedChoice; response: { discarded: string[] } };
  /** Marks one of the person's notifications read (all of them without `id`). */
  '/notifications/read': { body: { id?: number }; response: NoticeOverview };
  /** The person's choice: e-mail for one kind of notification, or e-mail at all. */
  '/notifications/choice': { body: NoticeChoice; response: NoticeOverview };
}

/** POST routes that take a file as it is (its type in Content-Type, its URI-encoded name in X-File-Name). */
export interface StudioUploadRoutes {
  '/images/upload': { response: StudioImage };
}

export type StudioGetRoute = keyof StudioGetRoutes;
export type StudioPostRoute = keyof StudioPostRoutes;
export type StudioUploadRoute = keyof StudioUploadRoutes;
