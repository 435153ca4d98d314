/**
 * Approval in the hosted studio, as the page and the server share it (studio/server/approvals/): a request
 * pins a saved version (the project's git commit), a Freigabe person comments, gives it back or approves it
 * for „sofort“ or a day; publishing takes approved versions only, a scheduled one goes live on its day.
 */

import type { UncommittedFile } from './leftovers';

/**
 * offen: waiting for a Freigabe person; zurückgegeben: sent back with a comment; freigegeben: approved, waiting
 * for „Veröffentlichen“; geplant: approved for a day (`npm run studio:scheduled` publishes it then);
 * veröffentlicht: live; abgesagt: an approval (for „sofort“ or a day) withdrawn before it went live.
 */
export type ApprovalStatus = 'offen' | 'zurückgegeben' | 'freigegeben' | 'geplant' | 'veröffentlicht' | 'abgesagt';

/** A person as a request names them: the account (for „not one's own“) and how they sign commits. */
export interface ApprovalParty {
  account: string;
  name: string;
  email: string;
}

export interface ApprovalComment {
  author: string;
  /** ISO time. */
  time: string;
  text: string;
}

/** One saved change (a commit) a request carries that no approved version holds yet. */
export interface ApprovalChange {
  commit: string;
  /** ISO time of the change. */
  date: string;
  /** The Verlauf's line: „Winter-Edition 2026 gespeichert: Gutschein“. */
  subject: string;
}

/** The changes of one person in a request, newest first (`more`: how many older ones are not listed). */
export interface ApprovalAuthor {
  name: string;
  email: string;
  changes: ApprovalChange[];
  more: number;
}

export interface ApprovalRequest {
  id: string;
  /** The saved version: the project's git commit when it was asked for. */
  commit: string;
  requester: ApprovalParty;
  /** ISO time of the request. */
  requested: string;
  note: string;
  /** What changed, by edition and fields: „Winter-Edition 2026: Gutschein, Preis“ (requests made before it was kept: none). */
  title?: string;
  /** Every change made in the studio the version carries beyond the versions approved before it, by person. */
  authors?: ApprovalAuthor[];
  /** How many changes to the content it carries that were not made in the studio (the program's own history): counted, not listed. */
  outsideStudio?: number;
  status: ApprovalStatus;
  comments: ApprovalComment[];
  approver?: ApprovalParty;
  approved?: string;
  /** The day it goes live (JJJJ-MM-TT) when scheduled. */
  day?: string;
  /** Who gave it back, or withdrew the approval. */
  closedBy?: string;
  /** ISO time a publish of it began (the studio's „Veröffentlichen“ or the scheduled run): too late to withdraw. */
  goingLive?: string;
  published?: string;
  /** What went live („Frühlings-Edition 2027: Preis“). */
  summary?: string;
  /** The last try to put it live failed (the scheduled run, or „Jetzt veröffentlichen“); gone once it is live. */
  failedGoLive?: FailedGoLive;
}

/** A go-live that failed, as the request shows it to who asked and who approved. */
export interface FailedGoLive {
  /** ISO time of the try. */
  time: string;
  /** Why, in a marketer's words, with what to do. */
  reason: string;
  /** ISO time the scheduled run tries again (the timer's next run); none: it goes live only with „Veröffentlichen …“. */
  nextTry?: string;
  /** How many tries in a row have failed. */
  tries: number;
}

export interface ApprovalOverview {
  /** Newest first. */
  requests: ApprovalRequest[];
  /** The signed-in account. */
  me: { account: string; roles: string[] };
  /** `"selfApproval": true` in the configuration: a person may approve their own request (one-person team). */
  selfApproval: boolean;
  /** The studio's today (JJJJ-MM-TT): the earliest day a go-live can be scheduled for. */
  today: string;
  /** Files that differ from the last saved version: while there are any, nothing can be asked for approval. */
  uncommitted: UncommittedFile[];
}
