import type { StudioGetRoute, StudioPostRoute, StudioUploadRoute } from '../../shared/routes';
import type { Role } from './roles';

/**
 * The role each studio route needs in the hosted studio. Typed by the contract: a new route without an
 * entry here does not compile. `signedIn` is any account; reading, checking a draft and comparing are open to
 * every role (a Freigabe person reviews with them), writing content needs Redaktion, going live Freigabe.
 */

export type Need = Role | 'signedIn';

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
};

const POST_ROUTES: Record<StudioPostRoute | StudioUploadRoute, Need> = {
  '/check': 'signedIn',
  '/diff': 'signedIn',
  '/social-image': 'signedIn',
  '/save': 'Redaktion',
  '/create': 'Redaktion',
  '/images/upload': 'Redaktion',
  '/publish/start': 'Freigabe',
  '/publish/confirm': 'Freigabe',
  '/publish/cancel': 'Freigabe',
  '/publish/rollback': 'Freigabe',
};

/** What a request to the API path (below STUDIO_API) needs; an unknown path only a login (the router answers 404). */
export function needOf(method: string, apiPath: string): Need {
  const table: Record<string, Need> = method === 'GET' || method === 'HEAD' ? GET_ROUTES : POST_ROUTES;
  return Object.hasOwn(table, apiPath) ? table[apiPath] : 'signedIn';
}

export const ROLE_REFUSAL: Record<Role, string> = {
  Redaktion: 'Dafür braucht dein Konto die Rolle „Redaktion“ (bearbeiten, speichern, anlegen, hochladen).',
  Freigabe: 'Dafür braucht dein Konto die Rolle „Freigabe“ (veröffentlichen und zurücknehmen).',
  Verwaltung: 'Dafür braucht dein Konto die Rolle „Verwaltung“.',
};
