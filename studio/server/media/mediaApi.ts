import { lstatSync, readdirSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { formatDateNumeric } from '#engine/format';
import { createPublisher } from '#scripts/publish/publisher';
import { contentFiles } from '#scripts/publish/snapshot';
import { recordVersion } from '#scripts/versions/recordVersion';
import type { Person } from '#scripts/versions/types';
import type { RollbackContent } from '#scripts/publish/types';
import type { ImageLibrary, ImageUse } from '#studio/shared/previewLinks';
import { fail, ok, type ApiAnswer } from '../answers';
import type { LinkStore } from '../previewLinks/linkStore';
import { collectUses } from './imageUses';
import { isSiteIcon } from './siteIcons';

/**
 * The image library (the studio's „Bilder“): every file of public/images with where it is used: in the
 * saved content files, in what is live now (the publish target's live release), in what a rollback can bring
 * back (the folder target's other kept releases; for git, what taking back a listed publish restores), and in
 * the frozen content of every preview link that still works. Only an image used nowhere can be deleted; while
 * the live release or the releases cannot be read, none can. A deletion is a version in the Verlauf, as an upload is.
 */

/** A file name in public/images: no folder, no hidden file, nothing that climbs out. */
const IMAGE_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]*\.(svg|png|jpe?g|webp|avif|gif)$/;

export interface MediaApiOptions {
  root: string;
  links: LinkStore;
  /** What is live (default: the configured publish target's live release). */
  liveContentFiles?: () => Promise<Record<string, string> | undefined>;
  /** What each rollback on offer brings back (default: the configured publish target's). */
  rollbackContent?: () => Promise<RollbackContent[]>;
}

const reason = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0].replace(/\.$/, '') : 'unbekannter Fehler');
const releaseDay = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso));

export function createMediaApi({ root, links, liveContentFiles, rollbackContent }: MediaApiOptions) {
  const imagesDir = path.join(root, 'public', 'images');
  const live = liveContentFiles ?? (() => createPublisher({ root }).liveContentFiles());
  const earlier = rollbackContent ?? (() => createPublisher({ root }).rollbackContent());

  async function usesNow(): Promise<{ uses: Map<string, ImageUse[]>; unknown?: string }> {
    const uses = new Map<string, ImageUse[]>();
    collectUses(uses, contentFiles(root), (name) => name);
    let unknown: string | undefined;
    try {
      const files = await live();
      if (files) collectUses(uses, files, (name) => `Live-Seite (veröffentlicht): ${name}`);
    } catch (error) {
      unknown = `Was gerade live ist, ließ sich nicht lesen (${reason(error)}). Solange lässt sich kein Bild löschen.`;
    }
    try {
      for (const release of await earlier())
        collectUses(uses, release.files, (name) => `Frühere Veröffentlichung vom ${releaseDay(release.time)} (lässt sich zurückrollen): ${name}`);
    } catch (error) {
      unknown ??= `Die früheren Veröffentlichungen, zu denen sich zurückrollen lässt, ließen sich nicht lesen (${reason(error)}). Solange lässt sich kein Bild löschen.`;
    }
    for (const { record, files } of links.liveSnapshots()) {
      collectUses(uses, files, (name) => `Vorschau-Link von ${record.creator} (gilt bis ${formatDateNumeric(record.expires.slice(0, 10))}): ${name}`);
    }
    return { uses, unknown };
  }

  const names = () =>
    readdirSync(imagesDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && IMAGE_NAME.test(entry.name))
      .map((entry) => entry.name)
      .sort();

  return {
    async library(): Promise<ApiAnswer<ImageLibrary>> {
      const { uses, unknown } = await usesNow();
      const images = names().map((name) => ({
        name,
        src: `/images/${name}`,
        bytes: lstatSync(path.join(imagesDir, name)).size,
        uses: isSiteIcon(name) ? [{ where: 'Jede Seite', field: 'Symbol der Website' }] : (uses.get(name) ?? []),
      }));
      return ok(unknown ? { images, unknown } : { images });
    },

    /** Deletes an unused image and commits that (by `person`; none: the repository's git user). */
    async remove(name: string, person?: Person): Promise<ApiAnswer<{ deleted: string }>> {
      const file = path.resolve(imagesDir, name);
      if (!IMAGE_NAME.test(name) || path.dirname(file) !== imagesDir)
        return fail(400, `„${name.slice(0, 80)}“ ist kein Bild der Bildbibliothek. Gelöscht werden nur Bilder aus der Liste „Bilder“.`);
      let regular = false;
      try {
        regular = lstatSync(file).isFile();
      } catch {
        return fail(404, `Das Bild „${name}“ gibt es nicht (mehr). Bitte die Liste neu laden.`);
      }
      if (!regular) return fail(400, `„${name}“ ist keine gewöhnliche Bilddatei; das Studio löscht sie nicht.`);
      if (isSiteIcon(name)) return fail(409, `Das Bild „${name}“ ist ein Symbol der Website und wird nicht gelöscht.`);
      const { uses, unknown } = await usesNow();
      if (unknown) return fail(409, unknown);
      const used = uses.get(name) ?? [];
      if (used.length > 0) {
        const places = used.map((use) => `${use.where} → ${use.field}`).join('; ');
        return fail(409, `Das Bild „${name}“ wird noch verwendet und bleibt: ${places}.`);
      }
      unlinkSync(file);
      // Queued at once, as a save's commit is: a request for approval waits for it.
      void recordVersion(root, { paths: [`public/images/${name}`], subject: `Bild gelöscht: images/${name}`, action: 'gelöscht', person });
      return ok({ deleted: name });
    },
  };
}

export type MediaApi = ReturnType<typeof createMediaApi>;
