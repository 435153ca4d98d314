import path from 'node:path';
import { inspectContent } from '#src/content/loadContent';
import type { PreviewLinkSummary } from '#studio/shared/previewLinks';
import { fail, ok, type ApiAnswer } from '../answers';
import type { LinkStore } from './linkStore';

/**
 * The studio's operations on preview links (routes.ts serves them): list an edition's links, make one of
 * the saved content as it is now, revoke one. Who made or revoked it is the signed-in account, in the local
 * studio „Lokales Studio“.
 */

export const LOCAL_CREATOR = 'Lokales Studio';

export function createLinkApi({ root, store, today }: { root: string; store: LinkStore; today?: string }) {
  return {
    list: (key: string): ApiAnswer<PreviewLinkSummary[]> => ok(store.list(key)),

    create(key: string, days: number, creator: string): ApiAnswer<PreviewLinkSummary> {
      const report = inspectContent({ dir: path.join(root, 'editions'), publicDir: path.join(root, 'public'), today });
      const edition = report.editions.find((candidate) => candidate.key === key);
      if (!report.site || !edition) {
        return fail(422, `editions/${key}.json lässt sich in ihrem gespeicherten Stand nicht prüfen (Fehler in der Datei oder in site.json). Einen Vorschau-Link gibt es erst, wenn der gespeicherte Stand keine Fehler hat.`);
      }
      return ok(store.create(root, key, edition.name, creator, days));
    },

    revoke(id: string, by: string): ApiAnswer<PreviewLinkSummary> {
      const revoked = store.revoke(id, by);
      return revoked ? ok(revoked) : fail(404, 'Diesen Vorschau-Link gibt es nicht (mehr). Bitte die Liste neu laden.');
    },
  };
}

export type LinkApi = ReturnType<typeof createLinkApi>;
