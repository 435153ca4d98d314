import type { Role } from './roles';

/**
 * What a studio route needs of the hosted studio's account. Each route names its need where it is declared
 * (studio/server/routes.ts) and apiApp.ts checks it on the route Hono matched, never on a path of its own.
 * `signedIn` is any account; reading, checking a draft and comparing are open to every role (a Freigabe person
 * reviews with them), writing content needs Redaktion, going live Freigabe.
 */

/** A role, any of several roles, or any account. */
export type Need = Role | readonly Role[] | 'signedIn';

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
