import type { Content } from '#src/content/loadContent';
import { hashOf } from '#scripts/versions/fileHash';
import { PREVIEW_PARAMETER, STUDIO_PREVIEW_PATH } from '#studio/shared/apiTypes';

/** A draft's page to preview: the content for the shown day, the draft in it, and the edition's route. */
export interface StudioPreview {
  content: Content;
  route: string;
}

/** How many previews are kept (the frame loads the latest; a few more for a reload in between). */
const KEPT_PREVIEWS = 8;

export interface Previews {
  /** Keeps a checked draft's page; its address in the preview frame. */
  keep(shownContent: Content, route: string): string;
  /** A draft's page as the last checks left it, by the id in its preview address. */
  page(id: string | null): StudioPreview | undefined;
}

/**
 * The drafts' pages as checked, by the address the preview frame loads them from (studio/server/plugin.ts
 * renders them as the build would). Named by their content, so an unchanged page keeps its address; the
 * latest few are kept.
 */
export function createPreviews(): Previews {
  const previews = new Map<string, StudioPreview>();
  return {
    keep(shownContent, route) {
      const id = hashOf(JSON.stringify([shownContent, route])).slice(0, 16);
      previews.delete(id);
      previews.set(id, { content: shownContent, route });
      for (const old of [...previews.keys()].slice(0, -KEPT_PREVIEWS)) previews.delete(old);
      return `${STUDIO_PREVIEW_PATH}?${PREVIEW_PARAMETER}=${id}`;
    },
    page: (id) => (id ? previews.get(id) : undefined),
  };
}
