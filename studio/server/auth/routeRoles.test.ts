import { describe, expect, it } from 'vitest';
import type { StudioApi } from '../api';
import type { MediaApi } from '../media/mediaApi';
import type { LinkApi } from '../previewLinks/linkApi';
import type { PublishJobs } from '../publish';
import { declaredRules } from '../router';
import { studioRoutes } from '../routes';
import { allows, refusalOf } from './routeRoles';

describe('the role each studio route declares', () => {
  const routes = studioRoutes({} as StudioApi, {} as PublishJobs, {} as LinkApi, {} as MediaApi);

  const needs: Record<string, unknown> = Object.fromEntries(
    routes.routes.flatMap(({ method, path, handler }) => {
      const { role } = declaredRules(handler);
      return role ? [[`${method} ${path}`, role]] : [];
    }),
  );

  /**
   * The writes any signed-in account may send: they change nothing another person sees (a check, a comparison, a
   * link-preview image of the draft, one's own notifications). A new write open to every account fails here until it
   * is added, so who may write is decided in review; a new read, or a write that needs a role, needs no edit here.
   */
  const OPEN_WRITES = ['POST /check', 'POST /diff', 'POST /social-image', 'POST /notifications/read', 'POST /notifications/choice'];

  it('lets every account read', () => {
    const reads = Object.entries(needs).filter(([route]) => route.startsWith('GET '));
    expect(reads.length).toBeGreaterThan(0);
    for (const [route, role] of reads) expect(role, route).toBe('signedIn');
  });

  it('asks a role for every write that changes what others see', () => {
    const open = Object.entries(needs)
      .filter(([route, role]) => route.startsWith('POST ') && role === 'signedIn')
      .map(([route]) => route);
    expect(open.sort()).toEqual([...OPEN_WRITES].sort());
  });

  it('lets Redaktion write content and Freigabe go live, as each route has declared since it was reviewed', () => {
    expect(needs).toMatchObject({
      'GET /setup': 'signedIn',
      'GET /editions': 'signedIn',
      'GET /calendar': 'signedIn',
      'GET /edition': 'signedIn',
      'GET /images': 'signedIn',
      'GET /history': 'signedIn',
      'GET /history/version': 'signedIn',
      'GET /publish': 'signedIn',
      'GET /publish/progress': 'signedIn',
      'GET /preview-links': 'signedIn',
      'GET /media': 'signedIn',
      'GET /sales': 'signedIn',
      'GET /approvals': 'signedIn',
      'GET /notifications': 'signedIn',
      'POST /check': 'signedIn',
      'POST /diff': 'signedIn',
      'POST /save': 'Redaktion',
      'POST /end-test': 'Redaktion',
      'POST /create': 'Redaktion',
      'POST /social-image': 'signedIn',
      'POST /images/upload': 'Redaktion',
      'POST /publish/start': 'Freigabe',
      'POST /publish/confirm': 'Freigabe',
      'POST /publish/cancel': 'Freigabe',
      'POST /publish/rollback': 'Freigabe',
      'POST /preview-links/create': ['Redaktion', 'Freigabe'],
      'POST /preview-links/revoke': ['Redaktion', 'Freigabe'],
      'POST /approvals/request': 'Redaktion',
      'POST /approvals/comment': ['Redaktion', 'Freigabe'],
      'POST /approvals/return': 'Freigabe',
      'POST /approvals/approve': 'Freigabe',
      'POST /approvals/cancel': 'Freigabe',
      'POST /approvals/preview-link': ['Redaktion', 'Freigabe'],
      'POST /approvals/uncommitted/keep': 'Redaktion',
      'POST /approvals/uncommitted/discard': 'Redaktion',
      'POST /media/delete': 'Redaktion',
      'POST /notifications/read': 'signedIn',
      'POST /notifications/choice': 'signedIn',
    });
  });

  it('lets a role, one of several or any account through, and words the refusal in German', () => {
    expect(allows(['Verwaltung'], 'signedIn')).toBe(true);
    expect(allows(['Verwaltung'], 'Redaktion')).toBe(false);
    expect(allows(['Freigabe'], ['Redaktion', 'Freigabe'])).toBe(true);
    expect(allows([], ['Redaktion', 'Freigabe'])).toBe(false);
    expect(refusalOf(['Redaktion', 'Freigabe'])).toBe('Dafür braucht dein Konto eine der Rollen „Redaktion“ oder „Freigabe“.');
  });
});
