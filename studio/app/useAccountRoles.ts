import { useEffect, useState } from 'react';
import { answerOf, csrfToken, studio } from './api';

/**
 * The signed-in account's roles in the hosted studio, so that the start screen offers only what the account may
 * do (the server refuses the rest anyway, studio/server/auth/routeRoles.ts). Local studio: undefined, everything
 * is offered. Until the answer is there: an empty list, nothing a role needs is offered yet.
 */
export function useAccountRoles(): readonly string[] | undefined {
  const hosted = Boolean(csrfToken());
  const [roles, setRoles] = useState<readonly string[] | undefined>(hosted ? [] : undefined);
  useEffect(() => {
    if (!hosted) return;
    answerOf(studio.approvals.$get()).then(
      (overview) => setRoles(overview.me.roles),
      // Not readable: the sections below say why; the server still decides every write.
      () => setRoles([]),
    );
  }, [hosted]);
  return roles;
}

/** Whether `roles` (undefined: the local studio) include `role`. */
export const mayAs = (roles: readonly string[] | undefined, role: string) => roles === undefined || roles.includes(role);
