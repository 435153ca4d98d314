import type { EditionResults } from './salesResults';
import type { FieldDifference } from '#engine/editionDiff';
import type { ContentProblem } from '#engine/errors';
import type { FileChange, PublishChanges, PublishTarget, ReleaseDetails, ReleaseSummary } from '#scripts/publish/types';
import type { EditionHistory, EditionVersion, SaveConflict, UncommittedFile, VersionKind, VersionNote } from '#scripts/versions/types';
import type { SectionMeta } from '#engine/sections';
import type { SalesState } from '#kit/model/sales';
import type { TimelineEntry } from '#kit/model/timeline';
import type { SiteCalendar } from '#src/content/siteCalendar';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import type { EditionData, SiteConfig } from '#src/content/pageData';

/**
 * What the edition studio's browser page and its dev-server endpoints (studio/server/) exchange.
 * Types and constants only (no zod, no Node): both sides import them, neither imports the other's code
 * (.dependency-cruiser.cjs). The routes, their requests and answers are in ./routes.ts.
 */

export const STUDIO_PATH = '/studio';
export const STUDIO_PREVIEW_PATH = '/studio/vorschau';
/** The field reference as a page of the studio, each field's row under its anchor (studio/server/fieldReferencePage.ts). */
export const STUDIO_FIELD_REFERENCE_PATH = '/studio/feldreferenz';
/** The preview address's parameter naming a checked draft's page (`/studio/vorschau?seite=…`). */
export const PREVIEW_PARAMETER = 'seite';
export const STUDIO_API = '/__studio/api';

/** One edition file as the list shows it (read as written; a broken file still appears). */
export interface StudioEditionSummary {
  key: string;
  file: string;
  slug?: string;
  name?: string;
  startDate?: string;
  /** Where the edition stands today; missing while its file has errors. */
  state?: SalesState;
  /** The home page promotes this edition today (kit/model/sales.ts promotedOn: the dates decide, no switch). */
  promoted: boolean;
  /** False when the file is not valid JSON (the studio cannot open it in the form). */
  readable: boolean;
}

export interface StudioSetup {
  schema: JsonSchemaNode;
  /** site.json → sectionDefaults as written: what a section shows for a field the edition leaves out. */
  defaults: Record<string, Record<string, unknown>>;
  sections: Array<{ type: string } & SectionMeta>;
  site: { brand: string; origin: string };
  /** Where the published site runs, and whether its visitors see an A/B test's variants (studio/server/siteHost.ts). */
  siteHost: SiteHost;
}

/** The host that serves the published site (nginx, netlify, cloudflare, vercel; none when not known) and whether it splits visitors into variants. */
export interface SiteHost {
  host?: string;
  splitsVariants: boolean;
}

/** An uploaded image's limits: the server enforces them (studio/server/imageUpload.ts), the page names them and checks the size before sending. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
export const UPLOAD_MIN_WIDTH = 600;

export interface StudioImage {
  src: string;
  width: number;
  height: number;
}

export interface OpenedEdition {
  key: string;
  file: string;
  data: Record<string, unknown>;
  /** Hash of the file as read: saving refuses when the file on disk no longer has it. */
  hash: string;
}

export interface StudioProblem extends ContentProblem {
  /** The form field it belongs to (a path in the edited edition), when it has one. */
  field?: string;
  /** The value comes from the shared default in site.json. */
  shared?: boolean;
  /** An error that keeps the draft from being saved: in its own file, or one this draft causes. */
  blocking?: boolean;
  /** Where it is in the form's words („Frühlings-Edition 2027, Angebot › Preis“), when the server names it (an approval's check). */
  place?: string;
}

export interface CheckResult {
  problems: StudioProblem[];
  /** The day the check compares dates against (today in Germany, or the studio's `today`). */
  today: string;
  /** Every day on which this edition's page changes by itself, or the home page takes it up or leaves it, past days included. */
  timeline: TimelineEntry[];
  /** The draft's state today and whether the home page promotes it today, when it validated. */
  sales?: { state: SalesState; promoted: boolean };
  /**
   * The page as the build for `day` would render it, when the edition validated on its own: its data (the
   * link-preview and search tabs) and `page`, the address of the document the preview frame shows.
   */
  /** `variant`: the A/B variant whose copy the page shows (none: the edition's own). */
  preview?: { site: SiteConfig; edition: EditionData; day: string; page: string; variant?: string };
  /** Why the chosen day cannot be shown (then there is no preview). */
  dayProblem?: string;
  /** Why the chosen variant cannot be shown: the edition has none of that name (then there is no preview). */
  variantProblem?: string;
}

/** The calendar of the files on disk (src/content/siteCalendar.ts), for the list's „Kalender“. */
export interface StudioCalendar extends SiteCalendar {
  /** Edition files with errors: the calendar is worked out without them. */
  leftOut: string[];
}

export interface DiffResult {
  differences: FieldDifference[];
}

export interface SaveResult {
  hash: string;
  file: string;
}

/** An A/B test ended and saved: the file's new data (without `variants`), for the form to hold as saved. */
export interface EndedTestResult extends SaveResult {
  data: Record<string, unknown>;
}

/** A change recorded as a git commit, or why it was not (the change itself stands). */
export type { VersionNote };

/** Every refusal and failure answers with a German sentence, and problems when the content is the reason. */
export interface StudioFailure {
  message: string;
  problems?: StudioProblem[];
  /** Saving was refused because the file changed on disk since it was opened. */
  conflict?: boolean;
  /** With `conflict`, when the file is still there: who changed it, which fields, and the file as it is now. */
  saveConflict?: SaveConflict;
  /** The hosted studio's 401: why the session ended, for the login page (`?grund=`). */
  grund?: string;
  /** A request for approval refused: the files that differ from the last saved version. */
  uncommitted?: UncommittedFile[];
}

export type { EditionHistory, EditionVersion, SaveConflict, VersionKind };

export type { FileChange, PublishChanges, PublishTarget, ReleaseDetails, ReleaseSummary, SiteCalendar };

/** A publish in the studio, as its dialog follows it (studio/server/publish.ts). */
export interface PublishJobView {
  id: string;
  /** running: checking and building; ready: waiting for „Jetzt veröffentlichen“; refused/failed: stopped, live site unchanged. */
  state: 'running' | 'ready' | 'refused' | 'deploying' | 'done' | 'failed';
  steps: string[];
  /** The step under way (running) or reached. */
  step: number;
  message?: string;
  problems?: ContentProblem[];
  changes?: PublishChanges;
  today?: string;
  /** What the site built for `today` shows and when it changes by itself, with the 14-day warning. */
  calendar?: SiteCalendar;
  release?: ReleaseSummary;
  /** Once live: whether the publish was recorded in the Verlauf. */
  version?: VersionNote;
  /** The hosted studio: the approval request whose version this builds. */
  request?: string;
}

/** The sales the platform reported to the hosted studio (studio/server/sales/), per edition and variant. */
export interface SalesOverview {
  /** Whether the studio takes the platform's payment notifications (a passphrase is configured). */
  receiving: boolean;
  /** Whether visits and clicks are counted: the host's visits log has been read (nginx only; CDN hosts keep none). */
  visitsCounted: boolean;
  /** Visits a variant and the default each need before a verdict is shown. */
  minVisitsForVerdict: number;
  editions: EditionResults[];
}

export interface PublishOverview {
  target?: PublishTarget;
  /** Why publishing is not set up (publish.config.json missing or wrong). */
  problem?: string;
  releases: Array<ReleaseSummary>;
  /** Releases left out of the list because their record cannot be read, each in a German sentence. */
  skipped?: string[];
  /** Which release the web server serves, when publish.config.json names its address (`serverUrl`). */
  served?: ServedRelease;
}

/** What the web server answered when asked which release it serves: its name, or why it could not tell. */
export interface ServedRelease {
  url: string;
  release?: string;
  failure?: string;
}
