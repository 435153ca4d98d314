import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspectContent } from '#src/content/loadContent';
import type { PreviewLinkSummary } from '#studio/shared/previewLinks';
import { fail, ok, type ApiAnswer } from '../answers';
import type { LinkStore } from './linkStore';
import { editionsFolderIn } from '#src/content/editionFolder';
import { editionFilePath } from '#src/content/editionFile';

/**
 * The studio's operations on preview links (routes.ts serves them): list an edition's links, make one of
 * the saved content as it is now, revoke one. Who made or revoked it is the signed-in account, in the local
 * studio „Lokales Studio“.
 */

export const LOCAL_CREATOR = 'Lokales Studio';

export function createLinkApi({ root, store, today }: { root: string; store: LinkStore; today?: string }) {
  /** The edition as the loader reads it from `dir`, when that content has no errors. */
  const checked = (dir: string, key: string) => {
    const report = inspectContent({ dir, publicDir: path.join(root, 'public'), today });
    return report.site ? report.editions.find((candidate) => candidate.key === key) : undefined;
  };

  return {
    list: (key: string): ApiAnswer<PreviewLinkSummary[]> => ok(store.list(key)),

    create(key: string, days: number, creator: string): ApiAnswer<PreviewLinkSummary> {
      const edition = checked(editionsFolderIn(root), key);
      if (!edition) {
        return fail(
          422,
          `${editionFilePath(key)} lässt sich in ihrem gespeicherten Stand nicht prüfen (Fehler in der Datei oder in site.json). Einen Vorschau-Link gibt es erst, wenn der gespeicherte Stand keine Fehler hat.`,
        );
      }
      return ok(store.create(root, key, edition.name, creator, days));
    },

    /** A link to the pages of a saved version (an approval request's commit): its content files as given. */
    createFrom(files: Record<string, string>, version: string, key: string, days: number, creator: string): ApiAnswer<PreviewLinkSummary> {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'fassung-'));
      try {
        mkdirSync(editionsFolderIn(dir));
        for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
        const edition = checked(editionsFolderIn(dir), key);
        if (!edition)
          return fail(
            422,
            `${editionFilePath(key)} lässt sich in der Fassung ${version} nicht prüfen (Fehler in der Datei oder in site.json, oder es gibt sie darin nicht).`,
          );
        const variants = (edition.variantEditions ?? []).flatMap((page) => (page.variant ? [page.variant] : []));
        return ok({ ...store.create(root, key, edition.name, creator, days, files), ...(variants.length > 0 ? { variants } : {}) });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },

    revoke(id: string, by: string): ApiAnswer<PreviewLinkSummary> {
      const revoked = store.revoke(id, by);
      return revoked ? ok(revoked) : fail(404, 'Diesen Vorschau-Link gibt es nicht (mehr). Bitte die Liste neu laden.');
    },
  };
}

export type LinkApi = ReturnType<typeof createLinkApi>;
