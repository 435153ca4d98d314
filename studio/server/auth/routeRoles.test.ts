import { describe, expect, it } from 'vitest';
import type { StudioApi } from '../api';
import type { MediaApi } from '../media/mediaApi';
import type { LinkApi } from '../previewLinks/linkApi';
import type { PublishJobs } from '../publish';
import { studioRoutes } from '../routes';
import { needOf } from './routeRoles';

describe('the role each studio route needs', () => {
  const routes = studioRoutes({} as StudioApi, {} as PublishJobs, {} as LinkApi, {} as MediaApi);

  it('lets every account read, check and compare, Redaktion write content and Freigabe go live', () => {
    const needs = Object.fromEntries(routes.map((route) => [`${route.method} ${route.path}`, needOf(route.method, route.path)]));
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
    });
  });

  it('does not take a write route for a read one of the same name', () => {
    expect(needOf('GET', '/publish/start')).toBe('signedIn');
    expect(needOf('POST', '/toString')).toBe('signedIn');
  });
});
