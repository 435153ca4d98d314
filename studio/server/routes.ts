import { z } from 'zod';
import { isPlainObject } from '#engine/resolve';
import type { StudioApi } from './api';
import { editionKeyProblem } from './guard';
import type { PublishJobs } from './publish';
import type { MediaApi } from './media/mediaApi';
import { LOCAL_CREATOR, type LinkApi } from './previewLinks/linkApi';
import { MAX_LINK_DAYS } from '../shared/previewLinks';
import { get, post, upload, type Route, type RequestContext } from './router';
import type { Need } from './auth/routeRoles';
import type { ApprovalApi, Actor } from './approvals/approvalApi';
import { fail, ok } from './answers';
import type { CheckResult, SalesOverview } from '../shared/apiTypes';
import { MIN_VISITS_FOR_VERDICT } from '../shared/conversionStatistics';
import type { ApiAnswer } from './answers';
import type { NoticeApi } from './notifications/notificationParts';
import { NOTICE_KINDS } from '../shared/notifications';

/**
 * The studio's routes under STUDIO_API (studio/shared/routes.ts names what each takes and answers): GETs
 * read, POSTs send a draft or change files. Each route declares here the role the hosted studio's account
 * needs (`signedIn`: any account), and the schema its query or body is checked by before the handler sees
 * it (router.ts adds the write rule and body limit of its kind); the handlers are the operations of ./api.ts
 * and ./publish.ts. Reading, checking and comparing are open to every account, writing content needs
 * Redaktion, going live Freigabe.
 */

/** A preview link and a comment are for reviewing: the one who edits sends them, the one who approves may too. */
const EDITS_OR_APPROVES: Need = ['Redaktion', 'Freigabe'];

/** An edition key by the naming rule (src/content/fileNames.ts): nothing else becomes a path. */
const editionKey = (message?: string) =>
  z.string({ error: message ?? 'Ungültiger Name der Edition: Text erwartet.' }).superRefine((key, context) => {
    const problem = editionKeyProblem(key);
    if (problem) context.addIssue({ code: 'custom', message: message ?? problem });
  });

/** The draft as the form holds it, passed on as it is (a copy could turn a `__proto__` key into a prototype). */
const editionData = z.custom<Record<string, unknown>>(isPlainObject, { error: 'Die Edition fehlt in der Anfrage.' });

const jobId = z.string({ error: 'Bitte eine Veröffentlichung aus der Liste wählen.' }).max(80, { error: 'Bitte eine Veröffentlichung aus der Liste wählen.' });

const noQuery = z.object({}).strip() as z.ZodType<Record<string, never>>;
const draft = z.object({ key: editionKey(), data: editionData });

/** Who made or revoked a preview link, as the list names them. */
const creatorOf = ({ person }: RequestContext) => person?.name ?? LOCAL_CREATOR;

/** The files a person chose from the list of uncommitted files. */
const uncommittedChoice = z.object({
  files: z
    .array(z.string({ error: 'Bitte Dateien aus der Liste wählen.' }).max(300), { error: 'Bitte Dateien aus der Liste wählen.' })
    .min(1, { error: 'Bitte mindestens eine Datei wählen.' })
    .max(200),
});

const requestId = z.string({ error: 'Bitte eine Anfrage aus der Liste wählen.' }).max(40, { error: 'Bitte eine Anfrage aus der Liste wählen.' });
const commentText = (empty: string) => z.string({ error: empty }).max(2000, { error: 'Ein Kommentar hat höchstens 2000 Zeichen.' });

const LOCAL_ONLY = fail(404, 'Freigaben gibt es nur im gehosteten Studio (npm run studio -- --hosted); hier veröffentlichst du direkt.');

/** The signed-in person as approval names them (the hosted studio only; the gate has checked the role). */
const actorOf = ({ person, account }: RequestContext): Actor | undefined =>
  person && account && { account: account.name, name: person.name, email: person.email, roles: account.roles };

/** An approval operation for the signed-in person; in the local studio, which has no accounts, none. */
const approving =
  <I, A>(approvals: ApprovalApi | undefined, operation: (approvals: ApprovalApi, input: I, actor: Actor) => A) =>
  (input: I, context: RequestContext) => {
    const actor = actorOf(context);
    return approvals && actor ? operation(approvals, input, actor) : LOCAL_ONLY;
  };

/** The local studio takes no payment notifications: it has no sales to show. */
const NO_SALES: SalesOverview = { receiving: false, visitsCounted: false, minVisitsForVerdict: MIN_VISITS_FOR_VERDICT, editions: [] };

/** The edition files: setup, list, open, check, compare, create, save, end a test, history, images (./editions/). */
const editionRoutes = (api: StudioApi, withPageWeight: PageWeight): Route[] => [
  get('/setup', 'signedIn', noQuery, () => api.setup()),
  get('/editions', 'signedIn', noQuery, () => api.list()),
  get('/calendar', 'signedIn', noQuery, () => api.calendar()),
  get('/edition', 'signedIn', z.object({ key: editionKey() }), ({ key }) => api.open(key)),
  get('/images', 'signedIn', noQuery, () => api.images()),
  get('/history', 'signedIn', z.object({ key: editionKey() }), ({ key }) => api.history(key)),
  get(
    '/history/version',
    'signedIn',
    z.object({ key: editionKey(), commit: z.string({ error: 'Bitte eine Version aus dem Verlauf wählen.' }) }),
    ({ key, commit }) => api.version(key, commit),
  ),
  post(
    '/check',
    'signedIn',
    draft.extend({
      day: z.iso.date({ error: 'Der Tag für die Vorschau ist kein Datum (JJJJ-MM-TT).' }).optional(),
      variant: z.string({ error: 'Die Variante für die Vorschau ist kein Name.' }).max(100, { error: 'Der Name der Variante ist zu lang.' }).optional(),
    }),
    ({ key, data, day, variant }) => withPageWeight(key, api.check(key, data, day, variant)),
  ),
  post('/diff', 'signedIn', draft, ({ key, data }) => api.diff(key, data)),
  post(
    '/save',
    'Redaktion',
    draft.extend({ baseHash: z.string({ error: 'Der Stand der geöffneten Datei fehlt; bitte die Edition neu öffnen.' }), base: editionData.optional() }),
    ({ key, data, baseHash, base }, { person }) => api.save(key, data, baseHash, person, base),
  ),
  // Ending a test is a save of the edition: it goes live only through approval, as every save.
  post(
    '/end-test',
    'Redaktion',
    z.object({
      key: editionKey(),
      baseHash: z.string({ error: 'Der Stand der geöffneten Datei fehlt; bitte die Edition neu öffnen.' }),
      variant: z
        .string({ error: 'Bitte wähle, welche Fassung bleibt: die eigene oder eine der Varianten.' })
        .max(40, { error: 'Bitte eine Variante aus der Liste wählen.' })
        .nullable(),
    }),
    ({ key, baseHash, variant }, { person }) => api.endTest(key, variant, baseHash, person),
  ),
  post(
    '/create',
    'Redaktion',
    z
      .object({
        name: editionKey(),
        from: editionKey('Bitte eine Vorlage aus der Liste wählen.'),
        slug: z.string({ error: 'Die Adresse ist kein Text.' }).optional(),
        startDate: z.iso.date({ error: 'Der Starttermin ist kein Datum (JJJJ-MM-TT).' }).optional(),
        validFrom: z.iso.date({ error: 'Der erste Verkaufstag ist kein Datum (JJJJ-MM-TT).' }).optional(),
      })
      .refine(({ startDate, validFrom }) => (startDate === undefined) === (validFrom === undefined), {
        error: 'Bitte Starttermin und ersten Verkaufstag zusammen angeben.',
      }),
    ({ name, from, slug, startDate, validFrom }, { person }) =>
      api.create(name, from, slug || undefined, startDate && validFrom ? { startDate, validFrom } : undefined, person),
  ),
  post('/social-image', 'signedIn', draft, ({ key, data }) => api.socialImage(key, data)),
  upload('/images/upload', 'Redaktion', ({ name, bytes }, { person }) => api.uploadImage(name, bytes, person)),
];

/** Publishing and rolling back (./publish.ts). */
const publishRoutes = (publishing: PublishJobs): Route[] => [
  get('/publish', 'signedIn', noQuery, () => publishing.overview()),
  get('/publish/progress', 'signedIn', z.object({ id: jobId }), ({ id }) => publishing.progress(id)),
  post('/publish/start', 'Freigabe', z.object({ request: requestId.optional() }), ({ request }) => publishing.start(request)),
  post('/publish/confirm', 'Freigabe', z.object({ id: jobId }), ({ id }, { person }) => publishing.confirm(id, person)),
  post('/publish/cancel', 'Freigabe', z.object({ id: jobId }), ({ id }) => publishing.cancel(id)),
  post('/publish/rollback', 'Freigabe', z.object({ id: jobId }), ({ id }, { person }) => publishing.rollback(id, person)),
];

/** Preview links and the image library (./previewLinks/, ./media/). */
const linkRoutes = (links: LinkApi, media: MediaApi): Route[] => [
  get('/preview-links', 'signedIn', z.object({ key: editionKey() }), ({ key }) => links.list(key)),
  get('/media', 'signedIn', noQuery, () => media.library()),
  post(
    '/preview-links/create',
    EDITS_OR_APPROVES,
    z.object({
      key: editionKey(),
      days: z
        .number({ error: `Die Gültigkeit ist eine Zahl von Tagen (1 bis ${MAX_LINK_DAYS}).` })
        .int({ error: `Die Gültigkeit ist eine ganze Zahl von Tagen (1 bis ${MAX_LINK_DAYS}).` })
        .min(1, { error: 'Ein Vorschau-Link gilt mindestens 1 Tag.' })
        .max(MAX_LINK_DAYS, { error: `Ein Vorschau-Link gilt höchstens ${MAX_LINK_DAYS} Tage.` }),
    }),
    ({ key, days }, context) => links.create(key, days, creatorOf(context)),
  ),
  post(
    '/preview-links/revoke',
    EDITS_OR_APPROVES,
    z.object({ id: z.string({ error: 'Bitte einen Link aus der Liste wählen.' }).max(40, { error: 'Bitte einen Link aus der Liste wählen.' }) }),
    ({ id }, context) => links.revoke(id, creatorOf(context)),
  ),
  post(
    '/media/delete',
    'Redaktion',
    z.object({ name: z.string({ error: 'Bitte ein Bild aus der Liste wählen.' }).max(200, { error: 'Bitte ein Bild aus der Liste wählen.' }) }),
    ({ name }, { person }) => media.remove(name, person),
  ),
];

/** Approval (./approvals/): the hosted studio only. */
const approvalRoutes = (approvals: ApprovalApi | undefined): Route[] => [
  get(
    '/approvals',
    'signedIn',
    noQuery,
    approving(approvals, (the, _query, actor) => the.overview(actor)),
  ),
  // Redaktion asks, Freigabe reviews, approves, gives back and cancels a scheduled go-live; both comment.
  post(
    '/approvals/request',
    'Redaktion',
    z.object({ note: z.string({ error: 'Die Notiz ist kein Text.' }).max(2000, { error: 'Die Notiz hat höchstens 2000 Zeichen.' }) }),
    approving(approvals, (the, { note }, actor) => the.request(note, actor)),
  ),
  post(
    '/approvals/comment',
    EDITS_OR_APPROVES,
    z.object({ id: requestId, text: commentText('Bitte einen Kommentar schreiben.') }),
    approving(approvals, (the, { id, text }, actor) => the.comment(id, text, actor)),
  ),
  post(
    '/approvals/return',
    'Freigabe',
    z.object({ id: requestId, comment: commentText('Bitte schreib dazu, was noch zu ändern ist.') }),
    approving(approvals, (the, { id, comment }, actor) => the.giveBack(id, comment, actor)),
  ),
  post(
    '/approvals/approve',
    'Freigabe',
    z.object({ id: requestId, day: z.iso.date({ error: 'Der Tag ist kein Datum (TT.MM.JJJJ).' }).optional() }),
    approving(approvals, (the, { id, day }, actor) => the.approve(id, day, actor)),
  ),
  post(
    '/approvals/cancel',
    'Freigabe',
    z.object({ id: requestId }),
    approving(approvals, (the, { id }, actor) => the.cancel(id, actor)),
  ),
  post(
    '/approvals/preview-link',
    EDITS_OR_APPROVES,
    z.object({ id: requestId, key: editionKey() }),
    approving(approvals, (the, { id, key }, actor) => the.previewLink(id, key, actor)),
  ),
  // What blocks „Zur Freigabe geben“ is the Redaktion's to keep as a version or discard.
  post(
    '/approvals/uncommitted/keep',
    'Redaktion',
    uncommittedChoice,
    approving(approvals, (the, { files }, actor) => the.keepUncommitted(files, actor)),
  ),
  post(
    '/approvals/uncommitted/discard',
    'Redaktion',
    uncommittedChoice,
    approving(approvals, (the, { files }) => the.discardUncommitted(files)),
  ),
];

/** The check's answer with what only a rendered page tells (its weight); the tests' studio passes the answer on. */
type PageWeight = (key: string, answer: ApiAnswer<CheckResult>) => Promise<ApiAnswer<CheckResult>>;

const NO_NOTICES = fail(404, 'Mitteilungen gibt es nur im gehosteten Studio (npm run studio -- --hosted).');

/** The bell: everyone reads and chooses their own notifications (the hosted studio only). */
function noticeRoutes(notices: NoticeApi | undefined): Route[] {
  /** The bell's operations for the signed-in account; the local studio has none. */
  const noticing =
    <I, A>(operation: (notices: NoticeApi, input: I, account: string) => A) =>
    (input: I, { account }: RequestContext) =>
      notices && account ? operation(notices, input, account.name) : NO_NOTICES;
  return [
    get(
      '/notifications',
      'signedIn',
      noQuery,
      noticing((the, _query, account) => the.overview(account)),
    ),
    post(
      '/notifications/read',
      'signedIn',
      z.object({ id: z.number({ error: 'Bitte eine Mitteilung aus der Liste wählen.' }).int().positive().optional() }),
      noticing((the, { id }, account) => the.read(account, id)),
    ),
    post(
      '/notifications/choice',
      'signedIn',
      z.object({
        kind: z.enum(NOTICE_KINDS, { error: 'Bitte eine Art von Mitteilung aus der Liste wählen.' }).optional(),
        mail: z.boolean({ error: 'Bitte „E-Mail“ oder „nur im Studio“ wählen.' }),
      }),
      noticing((the, choice, account) => the.choose(account, choice)),
    ),
  ];
}

export function studioRoutes(
  api: StudioApi,
  publishing: PublishJobs,
  links: LinkApi,
  media: MediaApi,
  approvals?: ApprovalApi,
  sales: () => SalesOverview = () => NO_SALES,
  withPageWeight: PageWeight = async (_key, answer) => answer,
  notices?: NoticeApi,
): Route[] {
  return [
    ...editionRoutes(api, withPageWeight),
    ...publishRoutes(publishing),
    ...linkRoutes(links, media),
    get('/sales', 'signedIn', noQuery, () => ok(sales())),
    ...approvalRoutes(approvals),
    ...noticeRoutes(notices),
  ];
}
