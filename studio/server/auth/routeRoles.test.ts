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

  it('lets every account read, check and compare, Redaktion write content and Freigabe go live', () => {
    const needs = Object.fromEntries(
      routes.routes.flatMap(({ method, path, handler }) => {
        const { role } = declaredRules(handler);
        return role ? [[`${method} ${path}`, role]] : [];
      }),
    );
    expect(needs).toEqual({
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
