import path from 'node:path';
import type { Connect } from 'vite';
import type { RollbackContent } from '#scripts/publish/types';
import { serverSecret } from '../auth/dataFolder';
import { createMediaApi, type MediaApi } from '../media/mediaApi';
import type { RenderPreview } from '../previewContent';
import { createLinkApi, type LinkApi } from './linkApi';
import { linkPages } from './linkPages';
import { createLinkStore } from './linkStore';

/**
 * Preview links and the image library for one studio: their store in the data folder (hosted) or in
 * `.build/studio/` (local, git-ignored), signed with that folder's secret.key.
 */

export interface LinkParts {
  links: LinkApi;
  media: MediaApi;
  /** The link's pages; install before anything that needs a session. */
  pages: Connect.NextHandleFunction;
}

export interface LinkSetupOptions {
  root: string;
  /** The hosted data folder; the local studio keeps its links in .build/studio/. */
  dataDir?: string;
  today?: string;
  now?: () => number;
  render: RenderPreview;
  assets: Connect.NextHandleFunction;
  imageVariants: Connect.NextHandleFunction;
  /** What is live (tests pass one; default the publish target's). */
  liveContentFiles?: () => Promise<Record<string, string> | undefined>;
  /** What each rollback on offer brings back (tests pass one; default the publish target's). */
  rollbackContent?: () => Promise<RollbackContent[]>;
}

export const localLinkFolder = (root: string) => path.join(root, '.build', 'studio');

export function linkParts({
  root,
  dataDir,
  today,
  now = Date.now,
  render,
  assets,
  imageVariants,
  liveContentFiles,
  rollbackContent,
}: LinkSetupOptions): LinkParts {
  const dir = dataDir ?? localLinkFolder(root);
  const secret = serverSecret(dir);
  const store = createLinkStore({ dir, secret, now });
  // The copies of links that expired or were revoked while the studio was not running.
  store.sweep();
  return {
    links: createLinkApi({ root, store, today }),
    media: createMediaApi({ root, links: store, liveContentFiles, rollbackContent }),
    pages: linkPages({ store, secret, publicDir: path.join(root, 'public'), today, now, render, assets, imageVariants }),
  };
}
