import { randomUUID } from 'node:crypto';
import type { ContentProblem } from '#engine/errors';
import { formatDateLong } from '#engine/format';
import { todayInGermany } from '#kit/model/sales';
import type { ApprovalOverview, ApprovalParty, ApprovalRequest } from '#studio/shared/approvals';
import { fail, ok, type ApiAnswer } from '../answers';
import { filesAtCommit } from '#scripts/publish/commitFiles';
import { PublishError } from '#scripts/publish/publishError';
import { DEFAULT_LINK_DAYS, type PreviewLinkSummary } from '#studio/shared/previewLinks';
import type { LinkApi } from '../previewLinks/linkApi';
import type { ApprovalStore } from './approvalStore';
import { discardUncommitted, keepUncommitted, uncommittedFiles } from '#scripts/versions/uncommitted';
import { pinnedVersion } from './pinnedVersion';
import { approvedCommits, byPerson, titleOf, unreviewedChanges, type UnreviewedChange } from './versionChanges';
import { errorsInWords, versionErrors } from './versionProblems';
import { git } from '#scripts/publish/git';

/**
 * The hosted studio's approval, free of HTTP (routes.ts serves it, routeRoles.ts names who may): ask for
 * approval of the saved version, comment, give back, approve for „sofort“ or a day, withdraw an approval until
 * its publish begins, link to the pages of a request's version. Nothing goes live that only its own author has
 * seen: nobody approves their own request, nor a version carrying a change of theirs that no approved version
 * holds, unless the configuration says `"selfApproval": true` (a team of one).
 */

export interface ApprovalApiOptions {
  root: string;
  store: ApprovalStore;
  selfApproval: boolean;
  /** The studio's today (`--today`); default today in Germany. */
  today?: string;
  now?: () => number;
  /** For a link to the pages of a request's version on any day. */
  links: LinkApi;
}

/** The signed-in person with their roles (the gate has checked the route's role already). */
export type Actor = ApprovalParty & { roles: string[] };

export const OWN_REQUEST =
  'Deine eigene Anfrage kannst du nicht freigeben: Eine zweite Person mit der Rolle „Freigabe“ prüft sie. (Für ein Team aus einer Person erlaubt es „selfApproval“ in der Konfiguration des Studios.)';

const STATE_WORDS: Record<ApprovalRequest['status'], string> = {
  offen: 'wartet auf Freigabe',
  zurückgegeben: 'zurückgegeben',
  freigegeben: 'freigegeben',
  geplant: 'für einen Tag geplant',
  veröffentlicht: 'veröffentlicht',
  abgesagt: 'abgesagt',
};

const shortDay = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso));

/** The approver's own changes in the version, none of them approved by anyone yet. */
export function ownUnreviewed(own: UnreviewedChange[]): string {
  const listed = own
    .slice(0, 3)
    .map((change) => `„${change.subject}“ (${shortDay(change.date)})`)
    .join(', ');
  const more = own.length > 3 ? ` und ${own.length - 3} weitere` : '';
  return `Diese Fassung enthält ${own.length === 1 ? 'eine Änderung' : 'Änderungen'} von dir, die noch niemand sonst geprüft hat: ${listed}${more}. Live geht nichts, das nur seine Autorin oder sein Autor gesehen hat: Eine zweite Person mit der Rolle „Freigabe“ gibt diese Fassung frei.`;
}

export const goingLiveRefusal = (request: ApprovalRequest) =>
  `Zu spät zum Zurücknehmen: Die Fassung wird seit ${shortDay(request.goingLive!)} veröffentlicht. Ist sie live und soll sie es nicht bleiben, unter „Live-Seite“ die vorige Veröffentlichung „Wieder live schalten“.`;

const theErrors = (count: number) => (count === 1 ? 'den Fehler' : 'die Fehler');

/** „Zur Freigabe geben“ of a version the publish would refuse: what is wrong where, and what to do. */
export const unfitRequest = (errors: ContentProblem[]) =>
  `Nicht zur Freigabe gegeben: Die gespeicherte Fassung hat ${errorsInWords(errors)}. So ginge sie nicht live. Öffne die Edition, behebe ${theErrors(errors.length)} am genannten Feld und speichere; dann noch einmal „Zur Freigabe geben“.`;

/** „Freigeben“ of such a version. */
export const unfitApproval = (errors: ContentProblem[]) =>
  `Nicht freigegeben: Diese Fassung hat ${errorsInWords(errors)}. So ginge sie nicht live. Gib sie mit einem Kommentar zurück („Zurückgeben“): Die Redaktion behebt ${theErrors(errors.length)}, speichert und gibt die neue Fassung zur Freigabe.`;

const MISSING = fail(404, 'Diese Anfrage gibt es nicht (mehr). Bitte die Liste neu laden.');
const notIn = (request: ApprovalRequest, what: string) => fail(409, `Das geht nicht mehr: Die Anfrage ist ${STATE_WORDS[request.status]}, ${what}.`);

export function createApprovalApi({ root, store, selfApproval, today, now = Date.now, links }: ApprovalApiOptions) {
  const time = () => new Date(now()).toISOString();
  const currentDay = () => today ?? todayInGermany();
  const party = ({ account, name, email }: Actor): ApprovalParty => ({ account, name, email });

  /** Changes a request in `expected` states; the change's answer, or why not. */
  function change(id: string, expected: ApprovalRequest['status'][], what: string, apply: (request: ApprovalRequest) => void): ApiAnswer<ApprovalRequest> {
    const found = store.find(id);
    if (!found) return MISSING;
    if (!expected.includes(found.status)) return notIn(found, what);
    return ok(store.update(id, apply)!);
  }

  return {
    overview: async (actor: Actor): Promise<ApiAnswer<ApprovalOverview>> =>
      ok({
        requests: store.all().reverse(),
        me: { account: actor.account, roles: actor.roles },
        selfApproval,
        today: currentDay(),
        uncommitted: await uncommittedFiles(root),
      }),

    async request(note: string, actor: Actor): Promise<ApiAnswer<ApprovalRequest>> {
      const pinned = await pinnedVersion(root);
      if (!pinned.ok) return fail(409, pinned.message, pinned.uncommitted ? { uncommitted: pinned.uncommitted } : {});
      const waiting = store.all().find((request) => request.commit === pinned.commit && ['offen', 'freigegeben', 'geplant'].includes(request.status));
      if (waiting)
        return fail(409, `Diese gespeicherte Fassung ist schon zur Freigabe gegeben (von ${waiting.requester.name}, ${STATE_WORDS[waiting.status]}).`);
      const errors = await versionErrors(root, pinned.commit, currentDay());
      if (errors.length > 0) return fail(422, unfitRequest(errors), { problems: errors });
      const approved = approvedCommits(store);
      const [changes, title] = await Promise.all([unreviewedChanges(root, pinned.commit, approved), titleOf(root, pinned.commit, approved)]);
      const request: ApprovalRequest = {
        id: randomUUID(),
        commit: pinned.commit,
        requester: party(actor),
        requested: time(),
        note: note.trim(),
        title,
        authors: byPerson(changes),
        outsideStudio: changes.filter((change) => !change.studio).length,
        status: 'offen',
        comments: [],
      };
      store.add(request);
      return ok(request);
    },

    comment(id: string, text: string, actor: Actor): ApiAnswer<ApprovalRequest> {
      if (!text.trim()) return fail(400, 'Bitte einen Kommentar schreiben.');
      const found = store.update(id, (request) => request.comments.push({ author: actor.name, time: time(), text: text.trim() }));
      return found ? ok(found) : MISSING;
    },

    giveBack(id: string, comment: string, actor: Actor): ApiAnswer<ApprovalRequest> {
      if (!comment.trim()) return fail(400, 'Bitte schreib dazu, was noch zu ändern ist: Zurückgeben geht nur mit einem Kommentar.');
      return change(id, ['offen'], 'zurückgeben geht nur, solange sie auf Freigabe wartet', (request) => {
        request.comments.push({ author: actor.name, time: time(), text: comment.trim() });
        Object.assign(request, { status: 'zurückgegeben', closedBy: actor.name });
      });
    },

    async approve(id: string, day: string | undefined, actor: Actor): Promise<ApiAnswer<ApprovalRequest>> {
      const found = store.find(id);
      if (!found) return MISSING;
      if (found.requester.account === actor.account && !selfApproval) return fail(403, OWN_REQUEST);
      if (day !== undefined && day < currentDay())
        return fail(422, `Der ${formatDateLong(day)} ist schon vorbei: Bitte heute oder einen späteren Tag wählen, oder „sofort“.`);
      // Checked for the day it would go live: a date rule may hold today and not then.
      const errors = await versionErrors(root, found.commit, day ?? currentDay());
      if (errors.length > 0) return fail(422, unfitApproval(errors), { problems: errors });
      if (!selfApproval) {
        // Read now, not when it was asked for: a version approved since then may have been reviewed by someone else.
        const own = (await unreviewedChanges(root, found.commit, approvedCommits(store))).filter((change) => change.email === actor.email);
        if (own.length > 0) return fail(403, ownUnreviewed(own));
      }
      return change(id, ['offen'], 'freigeben geht nur, solange sie auf Freigabe wartet', (request) =>
        Object.assign(request, { status: day === undefined ? 'freigegeben' : 'geplant', approver: party(actor), approved: time(), day }),
      );
    },

    /** A preview link (DEFAULT_LINK_DAYS) to an edition's pages as the request's version holds them, for any day. */
    async previewLink(id: string, key: string, actor: Actor): Promise<ApiAnswer<PreviewLinkSummary>> {
      const found = store.find(id);
      if (!found) return MISSING;
      try {
        const { content } = await filesAtCommit(root, found.commit);
        return links.createFrom(content, found.commit.slice(0, 7), key, DEFAULT_LINK_DAYS, actor.name);
      } catch (error) {
        if (error instanceof PublishError) return fail(422, error.message);
        throw error;
      }
    },

    /**
     * Commits files that differ from the last saved version (a crash's, a hand edit) as a version by the person,
     * with the errors the kept files' content has: such a version is kept, but cannot go to approval until fixed.
     */
    async keepUncommitted(files: string[], actor: Actor): Promise<ApiAnswer<{ kept: string[]; errors: ContentProblem[] }>> {
      const kept = await keepUncommitted(root, files, party(actor));
      if (!kept.ok) return fail(409, kept.message);
      const version = (await git(root, 'rev-parse', 'HEAD')).trim();
      const errors = (await versionErrors(root, version, currentDay())).filter((problem) => kept.files.includes(problem.file));
      return ok({ kept: kept.files, errors });
    },

    /** Puts such files back as the last saved version has them. */
    async discardUncommitted(files: string[]): Promise<ApiAnswer<{ discarded: string[] }>> {
      const discarded = await discardUncommitted(root, files);
      return discarded.ok ? ok({ discarded: discarded.files }) : fail(409, discarded.message);
    },

    /** Withdraws an approval, for „sofort“ or a day, until its publish has begun. */
    cancel(id: string, actor: Actor): ApiAnswer<ApprovalRequest> {
      return store.locked(() => {
        const found = store.find(id);
        if (found?.goingLive && ['freigegeben', 'geplant'].includes(found.status)) return fail(409, goingLiveRefusal(found));
        return change(id, ['freigegeben', 'geplant'], 'zurücknehmen lässt sich nur eine Freigabe, die noch nicht live ist', (request) =>
          Object.assign(request, { status: 'abgesagt', closedBy: actor.name }),
        );
      });
    },
  };
}

export type ApprovalApi = ReturnType<typeof createApprovalApi>;
