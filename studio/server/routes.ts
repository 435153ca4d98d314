import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { isPlainObject } from '#engine/resolve';
import type { StudioApi } from './api';
import { editionKeyProblem } from './guard';
import type { PublishJobs } from './publish';
import type { MediaApi } from './media/mediaApi';
import { LOCAL_CREATOR, type LinkApi } from './previewLinks/linkApi';
import { MAX_LINK_DAYS } from '../shared/previewLinks';
import { input, reply, replyPng, rules, whoOf, type RequestContext, type StudioApiEnv } from './router';
import type { Need } from './auth/routeRoles';
import type { ApprovalApi, Actor } from './approvals/approvalApi';
import { fail, ok } from './answers';
import type { CheckResult, SalesOverview } from '../shared/apiTypes';
import { MIN_VISITS_FOR_VERDICT } from '../shared/conversionStatistics';
import type { ApiAnswer } from './answers';
import type { NoticeApi } from './notifications/notificationParts';
import { NOTICE_KINDS } from '../shared/notifications';

/**
 * The studio's routes under STUDIO_API, each the unit of the API: GETs read, POSTs send a draft or change files.
 * Each route declares here, where it is registered, its rules (router.ts): the role the hosted studio's account
 * needs (`signedIn`: any account) and what a write sends (`rules(role, 'json')`: the write rule and the body limit
 * of its kind), then the schema its query, body or headers are checked by before the handler sees them
 * (`input(target, schema)`). The handlers are the operations of ./api.ts, ./publish.ts and the rest; what each
 * answers is the type the page's client reads (`StudioApiApp`, studio/app/api.ts). Reading, checking and
 * comparing are open to every account, writing content needs Redaktion, going live Freigabe.
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
const job = z.object({ id: jobId });

/** A read without parameters: whatever query comes is dropped, and the page's client sends none. */
const noQuery = z.object({}).optional();
const keyQuery = z.object({ key: editionKey() });
const draft = z.object({ key: editionKey(), data: editionData });
const baseHash = z.string({ error: 'Der Stand der geöffneten Datei fehlt; bitte die Edition neu öffnen.' });

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

/** The file's name as sent in X-File-Name (URI-encoded), when there is one; the image itself is checked by imageUpload.ts. */
const uploadHeaders = z.object({
  'x-file-name': z.string().max(1000, { error: 'Der Name der Datei ist zu lang. Bitte die Datei kürzer benennen.' }).optional(),
});

/** The check's answer with what only a rendered page tells (its weight); the tests' studio passes the answer on. */
type PageWeight = (key: string, answer: ApiAnswer<CheckResult>) => Promise<ApiAnswer<CheckResult>>;

/** The edition files: setup, list, open, history, images, check, compare (./editions/). */
const editionReads = (api: StudioApi, withPageWeight: PageWeight) =>
  new Hono<StudioApiEnv>()
    .get('/setup', rules('signedIn'), input('query', noQuery), (c) => reply(c, api.setup()))
    .get('/editions', rules('signedIn'), input('query', noQuery), (c) => reply(c, api.list()))
    .get('/calendar', rules('signedIn'), input('query', noQuery), (c) => reply(c, api.calendar()))
    .get('/edition', rules('signedIn'), input('query', keyQuery), (c) => reply(c, api.open(c.req.valid('query').key)))
    .get('/images', rules('signedIn'), input('query', noQuery), (c) => reply(c, api.images()))
    .get('/history', rules('signedIn'), input('query', keyQuery), (c) => reply(c, api.history(c.req.valid('query').key)))
    .get(
      '/history/version',
      rules('signedIn'),
      input('query', z.object({ key: editionKey(), commit: z.string({ error: 'Bitte eine Version aus dem Verlauf wählen.' }) })),
      (c) => reply(c, api.version(c.req.valid('query').key, c.req.valid('query').commit)),
    )
    .post(
      '/check',
      rules('signedIn', 'json'),
      input(
        'json',
        draft.extend({
          day: z.iso.date({ error: 'Der Tag für die Vorschau ist kein Datum (JJJJ-MM-TT).' }).optional(),
          variant: z.string({ error: 'Die Variante für die Vorschau ist kein Name.' }).max(100, { error: 'Der Name der Variante ist zu lang.' }).optional(),
        }),
      ),
      (c) => {
        const { key, data, day, variant } = c.req.valid('json');
        return reply(c, withPageWeight(key, api.check(key, data, day, variant)));
      },
    )
    .post('/diff', rules('signedIn', 'json'), input('json', draft), (c) => reply(c, api.diff(c.req.valid('json').key, c.req.valid('json').data)))
    .post('/social-image', rules('signedIn', 'json'), input('json', draft), (c) =>
      replyPng(c, api.socialImage(c.req.valid('json').key, c.req.valid('json').data)),
    );

/** Saving, creating and ending a test write edition files; an image upload writes public/images (./editions/). */
const editionWrites = (api: StudioApi) =>
  new Hono<StudioApiEnv>()
    .post('/save', rules('Redaktion', 'json'), input('json', draft.extend({ baseHash, base: editionData.optional() })), (c) => {
      const { key, data, baseHash, base } = c.req.valid('json');
      return reply(c, api.save(key, data, baseHash, whoOf(c).person, base));
    })
    // Ending a test is a save of the edition: it goes live only through approval, as every save.
    .post(
      '/end-test',
      rules('Redaktion', 'json'),
      input(
        'json',
        z.object({
          key: editionKey(),
          baseHash,
          variant: z
            .string({ error: 'Bitte wähle, welche Fassung bleibt: die eigene oder eine der Varianten.' })
            .max(40, { error: 'Bitte eine Variante aus der Liste wählen.' })
            .nullable(),
        }),
      ),
      (c) => {
        const { key, baseHash, variant } = c.req.valid('json');
        return reply(c, api.endTest(key, variant, baseHash, whoOf(c).person));
      },
    )
    .post(
      '/create',
      rules('Redaktion', 'json'),
      input(
        'json',
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
      ),
      (c) => {
        const { name, from, slug, startDate, validFrom } = c.req.valid('json');
        return reply(c, api.create(name, from, slug || undefined, startDate && validFrom ? { startDate, validFrom } : undefined, whoOf(c).person));
      },
    )
    // The image as it is (its type in Content-Type), its URI-encoded name in X-File-Name.
    .post('/images/upload', rules('Redaktion', 'image'), input('header', uploadHeaders), async (c) =>
      reply(c, api.uploadImage(c.req.valid('header')['x-file-name'], Buffer.from(await c.req.arrayBuffer()), whoOf(c).person)),
    );

/** Publishing and rolling back (./publish.ts). */
const publishRoutes = (publishing: PublishJobs) =>
  new Hono<StudioApiEnv>()
    .get('/publish', rules('signedIn'), input('query', noQuery), (c) => reply(c, publishing.overview()))
    .get('/publish/progress', rules('signedIn'), input('query', job), (c) => reply(c, publishing.progress(c.req.valid('query').id)))
    // The hosted studio builds the approval request's version (and publishes approved ones only); the local one the saved files.
    .post('/publish/start', rules('Freigabe', 'json'), input('json', z.object({ request: requestId.optional() })), (c) =>
      reply(c, publishing.start(c.req.valid('json').request)),
    )
    .post('/publish/confirm', rules('Freigabe', 'json'), input('json', job), (c) => reply(c, publishing.confirm(c.req.valid('json').id, whoOf(c).person)))
    .post('/publish/cancel', rules('Freigabe', 'json'), input('json', job), (c) => reply(c, publishing.cancel(c.req.valid('json').id)))
    .post('/publish/rollback', rules('Freigabe', 'json'), input('json', job), (c) => reply(c, publishing.rollback(c.req.valid('json').id, whoOf(c).person)));

/** Preview links and the image library (./previewLinks/, ./media/). */
const linkRoutes = (links: LinkApi, media: MediaApi) =>
  new Hono<StudioApiEnv>()
    .get('/preview-links', rules('signedIn'), input('query', keyQuery), (c) => reply(c, links.list(c.req.valid('query').key)))
    // public/images with where each image is used.
    .get('/media', rules('signedIn'), input('query', noQuery), (c) => reply(c, media.library()))
    .post(
      '/preview-links/create',
      rules(EDITS_OR_APPROVES, 'json'),
      input(
        'json',
        z.object({
          key: editionKey(),
          days: z
            .number({ error: `Die Gültigkeit ist eine Zahl von Tagen (1 bis ${MAX_LINK_DAYS}).` })
            .int({ error: `Die Gültigkeit ist eine ganze Zahl von Tagen (1 bis ${MAX_LINK_DAYS}).` })
            .min(1, { error: 'Ein Vorschau-Link gilt mindestens 1 Tag.' })
            .max(MAX_LINK_DAYS, { error: `Ein Vorschau-Link gilt höchstens ${MAX_LINK_DAYS} Tage.` }),
        }),
      ),
      (c) => reply(c, links.create(c.req.valid('json').key, c.req.valid('json').days, creatorOf(whoOf(c)))),
    )
    .post(
      '/preview-links/revoke',
      rules(EDITS_OR_APPROVES, 'json'),
      input(
        'json',
        z.object({ id: z.string({ error: 'Bitte einen Link aus der Liste wählen.' }).max(40, { error: 'Bitte einen Link aus der Liste wählen.' }) }),
      ),
      (c) => reply(c, links.revoke(c.req.valid('json').id, creatorOf(whoOf(c)))),
    )
    // Deletes an image of public/images that nothing uses.
    .post(
      '/media/delete',
      rules('Redaktion', 'json'),
      input(
        'json',
        z.object({ name: z.string({ error: 'Bitte ein Bild aus der Liste wählen.' }).max(200, { error: 'Bitte ein Bild aus der Liste wählen.' }) }),
      ),
      (c) => reply(c, media.remove(c.req.valid('json').name, whoOf(c).person)),
    );

const LOCAL_ONLY = fail(404, 'Freigaben gibt es nur im gehosteten Studio (npm run studio -- --hosted); hier veröffentlichst du direkt.');

/** The signed-in person as approval names them (the hosted studio only; the rules have checked the role). */
const actorOf = ({ person, account }: RequestContext): Actor | undefined =>
  person && account && { account: account.name, name: person.name, email: person.email, roles: account.roles };

/** Approval (./approvals/): the hosted studio only. Redaktion asks, Freigabe reviews, approves, gives back and cancels a scheduled go-live; both comment. */
function approvalRoutes(approvals: ApprovalApi | undefined) {
  /** An approval operation for the signed-in person; in the local studio, which has no accounts, none. */
  const approving = <T>(c: Context<StudioApiEnv>, operation: (approvals: ApprovalApi, actor: Actor) => ApiAnswer<T> | Promise<ApiAnswer<T>>) => {
    const actor = actorOf(whoOf(c));
    return reply(c, approvals && actor ? operation(approvals, actor) : (LOCAL_ONLY as ApiAnswer<T>));
  };
  return (
    new Hono<StudioApiEnv>()
      // The requests, newest first, with who is signed in.
      .get('/approvals', rules('signedIn'), input('query', noQuery), (c) => approving(c, (the, actor) => the.overview(actor)))
      // „Zur Freigabe geben“: the saved version (the project's commit now), with a note.
      .post(
        '/approvals/request',
        rules('Redaktion', 'json'),
        input('json', z.object({ note: z.string({ error: 'Die Notiz ist kein Text.' }).max(2000, { error: 'Die Notiz hat höchstens 2000 Zeichen.' }) })),
        (c) => approving(c, (the, actor) => the.request(c.req.valid('json').note, actor)),
      )
      .post(
        '/approvals/comment',
        rules(EDITS_OR_APPROVES, 'json'),
        input('json', z.object({ id: requestId, text: commentText('Bitte einen Kommentar schreiben.') })),
        (c) => approving(c, (the, actor) => the.comment(c.req.valid('json').id, c.req.valid('json').text, actor)),
      )
      .post(
        '/approvals/return',
        rules('Freigabe', 'json'),
        input('json', z.object({ id: requestId, comment: commentText('Bitte schreib dazu, was noch zu ändern ist.') })),
        (c) => approving(c, (the, actor) => the.giveBack(c.req.valid('json').id, c.req.valid('json').comment, actor)),
      )
      // „Freigeben“: for „sofort“, or for a day (scheduled go-live).
      .post(
        '/approvals/approve',
        rules('Freigabe', 'json'),
        input('json', z.object({ id: requestId, day: z.iso.date({ error: 'Der Tag ist kein Datum (TT.MM.JJJJ).' }).optional() })),
        (c) => approving(c, (the, actor) => the.approve(c.req.valid('json').id, c.req.valid('json').day, actor)),
      )
      .post('/approvals/cancel', rules('Freigabe', 'json'), input('json', z.object({ id: requestId })), (c) =>
        approving(c, (the, actor) => the.cancel(c.req.valid('json').id, actor)),
      )
      // A preview link to an edition's pages as the request's version holds them (any day).
      .post('/approvals/preview-link', rules(EDITS_OR_APPROVES, 'json'), input('json', z.object({ id: requestId, key: editionKey() })), (c) =>
        approving(c, (the, actor) => the.previewLink(c.req.valid('json').id, c.req.valid('json').key, actor)),
      )
      // What blocks „Zur Freigabe geben“ is the Redaktion's to keep as a version or discard.
      .post('/approvals/uncommitted/keep', rules('Redaktion', 'json'), input('json', uncommittedChoice), (c) =>
        approving(c, (the, actor) => the.keepUncommitted(c.req.valid('json').files, actor)),
      )
      .post('/approvals/uncommitted/discard', rules('Redaktion', 'json'), input('json', uncommittedChoice), (c) =>
        approving(c, (the) => the.discardUncommitted(c.req.valid('json').files)),
      )
  );
}

const NO_NOTICES = fail(404, 'Mitteilungen gibt es nur im gehosteten Studio (npm run studio -- --hosted).');

/** The bell: everyone reads and chooses their own notifications, newest first (the hosted studio only). */
function noticeRoutes(notices: NoticeApi | undefined) {
  /** The bell's operations for the signed-in account; the local studio has none. */
  const noticing = <T>(c: Context<StudioApiEnv>, operation: (notices: NoticeApi, account: string) => ApiAnswer<T>) => {
    const account = whoOf(c).account;
    return reply(c, notices && account ? operation(notices, account.name) : (NO_NOTICES as ApiAnswer<T>));
  };
  return (
    new Hono<StudioApiEnv>()
      .get('/notifications', rules('signedIn'), input('query', noQuery), (c) => noticing(c, (the, account) => the.overview(account)))
      // Marks one of the person's notifications read (all of them without `id`).
      .post(
        '/notifications/read',
        rules('signedIn', 'json'),
        input('json', z.object({ id: z.number({ error: 'Bitte eine Mitteilung aus der Liste wählen.' }).int().positive().optional() })),
        (c) => noticing(c, (the, account) => the.read(account, c.req.valid('json').id)),
      )
      // The person's choice: e-mail for one kind of notification, or e-mail at all.
      .post(
        '/notifications/choice',
        rules('signedIn', 'json'),
        input(
          'json',
          z.object({
            kind: z.enum(NOTICE_KINDS, { error: 'Bitte eine Art von Mitteilung aus der Liste wählen.' }).optional(),
            mail: z.boolean({ error: 'Bitte „E-Mail“ oder „nur im Studio“ wählen.' }),
          }),
        ),
        (c) => noticing(c, (the, account) => the.choose(account, c.req.valid('json'))),
      )
  );
}

/** The local studio takes no payment notifications: it has no sales to show. */
const NO_SALES: SalesOverview = { receiving: false, visitsCounted: false, minVisitsForVerdict: MIN_VISITS_FOR_VERDICT, editions: [] };

/** Sales per edition as the platform reported them (the hosted studio only). */
const salesRoutes = (sales: () => SalesOverview) =>
  new Hono<StudioApiEnv>().get('/sales', rules('signedIn'), input('query', noQuery), (c) => reply(c, ok(sales())));

/** The studio's routes, by area; apiApp.ts serves them under STUDIO_API. */
export function studioRoutes(
  api: StudioApi,
  publishing: PublishJobs,
  links: LinkApi,
  media: MediaApi,
  approvals?: ApprovalApi,
  sales: () => SalesOverview = () => NO_SALES,
  withPageWeight: PageWeight = async (_key, answer) => answer,
  notices?: NoticeApi,
) {
  return new Hono<StudioApiEnv>()
    .route('/', editionReads(api, withPageWeight))
    .route('/', editionWrites(api))
    .route('/', publishRoutes(publishing))
    .route('/', linkRoutes(links, media))
    .route('/', salesRoutes(sales))
    .route('/', approvalRoutes(approvals))
    .route('/', noticeRoutes(notices));
}

/** The studio's API as its page's client sees it (studio/app/api.ts: `hc<StudioApiApp>`): every route's input and answer. */
export type StudioApiApp = ReturnType<typeof studioRoutes>;
