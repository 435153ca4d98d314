import { useCallback, useEffect, useRef, useState } from 'react';
import { KEEP_DRAFT_EVENT } from '../sessionEnd';
import type { Draft, DraftHandle } from './useDraft';

/**
 * Unsaved work survives a reload or a crash of the browser: while the draft differs from the file, it is
 * kept in this browser's storage (a moment after each change, and at once when the page goes away).
 * Opening the edition again offers it back; saving, discarding or reloading the file removes it. When the
 * hosted studio's session ends, it is kept at once before the page goes to the login (../sessionEnd.ts).
 */

const WRITE_PAUSE_MS = 400;

export interface StoredDraft {
  data: Draft;
  /** The file's fingerprint the draft was made on: another one means the file changed since. */
  baseHash: string;
  /** When the draft was last kept (ISO time). */
  at: string;
}

const DRAFT_PREFIX = 'editions-studio:entwurf:';
export const localDraftKey = (editionKey: string) => `${DRAFT_PREFIX}${editionKey}`;

/** The editions with unsaved work kept in this browser (approval refuses to go on while there is any). */
export function keptDraftKeys(): string[] {
  try {
    return Object.keys(window.localStorage)
      .filter((key) => key.startsWith(DRAFT_PREFIX))
      .map((key) => key.slice(DRAFT_PREFIX.length))
      .sort();
  } catch {
    return [];
  }
}

function readStored(editionKey: string): StoredDraft | undefined {
  try {
    const stored = JSON.parse(window.localStorage.getItem(localDraftKey(editionKey)) ?? 'null') as StoredDraft | null;
    return stored && typeof stored === 'object' && stored.data && typeof stored.at === 'string' ? stored : undefined;
  } catch {
    return undefined;
  }
}

function write(editionKey: string, stored: StoredDraft | undefined) {
  try {
    if (stored) window.localStorage.setItem(localDraftKey(editionKey), JSON.stringify(stored));
    else window.localStorage.removeItem(localDraftKey(editionKey));
  } catch {
    // Storage full or switched off: the draft is not kept, everything else goes on.
  }
}

export interface LocalDraft {
  /** A draft from an earlier visit that differs from the file, waiting for restore or discard. */
  found?: StoredDraft & { fileChanged: boolean };
  restore: () => void;
  discard: () => void;
}

export function useLocalDraft(editionKey: string, edition: DraftHandle): LocalDraft {
  const { opened, draft, dirty } = edition;
  // undefined: not looked yet; null: nothing (more) to offer.
  const [found, setFound] = useState<(StoredDraft & { fileChanged: boolean }) | null | undefined>(undefined);
  const latest = useRef<StoredDraft | undefined>(undefined);

  // Once the file is open: is there work from an earlier visit?
  const openedHash = opened?.hash;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when another version of the file is opened (its hash), not on every new object of the same file.
  useEffect(() => {
    if (!opened || found !== undefined) return;
    const stored = readStored(editionKey);
    if (stored && JSON.stringify(stored.data) !== JSON.stringify(opened.data)) setFound({ ...stored, fileChanged: stored.baseHash !== opened.hash });
    else setFound(null);
  }, [opened, openedHash, editionKey, found]);

  // Kept while it differs from the file; removed once it does not. Nothing is written while an old draft
  // waits for an answer, so it cannot be overwritten before the marketer has chosen.
  const waiting = found !== null;
  useEffect(() => {
    if (waiting || !draft || !opened) return;
    latest.current = dirty ? { data: draft, baseHash: opened.hash, at: new Date().toISOString() } : undefined;
    if (!dirty) return write(editionKey, undefined);
    const timer = setTimeout(() => write(editionKey, latest.current), WRITE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [waiting, draft, dirty, opened, editionKey]);

  useEffect(() => {
    const flush = () => {
      if (!waiting && latest.current) write(editionKey, latest.current);
    };
    window.addEventListener('pagehide', flush);
    // The session ended (sessionEnd.ts): kept now, before the page goes to the login.
    window.addEventListener(KEEP_DRAFT_EVENT, flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener(KEEP_DRAFT_EVENT, flush);
    };
  }, [editionKey, waiting]);

  const { replace } = edition;
  const restore = useCallback(() => {
    if (found) replace(found.data);
    setFound(null);
  }, [found, replace]);
  const discard = useCallback(() => {
    write(editionKey, undefined);
    setFound(null);
  }, [editionKey]);

  return { found: found ?? undefined, restore, discard };
}
