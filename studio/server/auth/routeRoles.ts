import type { StudioGetRoute, StudioPostRoute, StudioUploadRoute } from '#studio/shared/routes';
import type { Role } from './roles';

/**
 * The role each studio route needs in the hosted studio. Typed by the contract: a new route without an
 * entry here does not compile. `signedIn` is any account; reading, checking a draft and comparing are open to
 * every role (a Freigabe person reviews with them), writing content needs Redaktion, going live Freigabe.
 */

/** A role, any of several roles, or any account. */
export type Need = Role | readonly Role[] | 'signedIn';

const GET_ROUTES: Record<StudioGetRoute, Need> = {
  '/setup': 'signedIn',
  '/editions': 'signedIn',
  '/calendar': 'signedIn',
  '/edition': 'signedIn',
  '/images': 'signedIn',
  '/history': 'signedIn',
  '/history/version': 'signedIn',
  '/publish': 'signedIn',
  '/publish/progress': 'signedIn',
  '/preview-links': 'signedIn',
  '/media': 'signedIn',
  '/approvals': 'signedIn',
  '/sales': 'signedIn',
};

const POST_ROUTES: Record<StudioPostRoute | StudioUploadRoute, Need> = {
  '/check': 'signedIn',
  '/diff': 'signedIn',
  '/social-image': 'signedIn',
  '/save': 'Redaktion',
  // Ending a test is a save of the edition: it goes live only through approval, as every save.
  '/end-test': 'Redaktion',
  '/create': 'Redaktion',
  '/images/upload': 'Redaktion',
  '/publish/start': 'Freigabe',
  '/publish/confirm': 'Freigabe',
  '/publish/cancel': 'Freigabe',
  '/publish/rollback': 'Freigabe',
  // A preview link is for reviewing: the one who edits sends it, the one who approves may too.
  '/preview-links/create': ['Redaktion', 'Freigabe'],
  '/preview-links/revoke': ['Redaktion', 'Freigabe'],
  '/media/delete': 'Redaktion',
  // Redaktion asks, Freigabe reviews, approves, gives back and cancels a scheduled go-live; both comment.
  '/approvals/request': 'Redaktion',
  '/approvals/comment': ['Redaktion', 'Freigabe'],
  '/approvals/return': 'Freigabe',
  '/approvals/approve': 'Freigabe',
  '/approvals/cancel': 'Freigabe',
  // What blocks „Zur Freigabe geben“ is the Redaktion's to keep as a version or discard.
  '/approvals/uncommitted/keep': 'Redaktion',
  '/approvals/uncommitted/discard': 'Redaktion',
  '/approvals/preview-link': ['Redaktion', 'Freigabe'],
};

/** What a request to the API path (below STUDIO_API) needs; an unknown path only a login (the router answers 404). */
export function needOf(method: string, apiPath: string): Need {
  const table: Record<string, Need> = method === 'GET' || method === 'HEAD' ? GET_ROUTES : POST_ROUTES;
  return Object.hasOwn(table, apiPath) ? table[apiPath] : 'signedIn';
}

/** Whether an account with these roles may do what `need` names. */
export const allows = (roles: readonly Role[], need: Need) =>
  need === 'signedIn' || (typeof need === 'string' ? roles.includes(need) : need.some((role) => roles.includes(role)));

/** The German refusal for a need the account's roles do not cover. */
export const refusalOf = (need: Exclude<Need, 'signedIn'>) =>
  typeof need === 'string' ? ROLE_REFUSAL[need] : `Dafür braucht dein Konto eine der Rollen ${need.map((role) => `„${role}“`).join(' oder ')}.`;

export const ROLE_REFUSAL: Record<Role, string> = {
  Redaktion: 'Dafür braucht dein Konto die Rolle „Redaktion“ (bearbeiten, speichern, anlegen, hochladen).',
  Freigabe: 'Dafür braucht dein Konto die Rolle „Freigabe“ (veröffentlichen und zurücknehmen).',
  Verwaltung: 'Dafür braucht dein Konto die Rolle „Verwaltung“.',
};
