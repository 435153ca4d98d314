import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { answerOf, messageOf, studio } from '../api';
import type { OpenedEdition } from '#studio/shared/apiTypes';
import { leavingForLogin } from '../sessionEnd';

/**
 * The edition being edited: the file as opened, the draft in the form, whether it differs from the file,
 * and the draft's own history for undo and redo. Typing in one go is one step: changes less than a
 * moment apart are merged, so undo takes back a word or a value, not a single letter.
 */

export type Draft = Record<string, unknown>;

/** Changes closer together than this are one step of undo. */
const MERGE_MS = 800;
/** Steps kept for undo; older ones are dropped. */
const MAX_STEPS = 200;

interface DraftState {
  draft?: Draft;
  past: Draft[];
  future: Draft[];
}

export interface DraftHandle {
  opened?: OpenedEdition;
  draft?: Draft;
  /** Why the file could not be opened. */
  failure?: string;
  /** The draft differs from the file as last opened or saved. */
  dirty: boolean;
  /** The file's data as last opened or saved. */
  saved?: Draft;
  canUndo: boolean;
  canRedo: boolean;
  /** Opens the file (again); unsaved changes and their history are dropped. */
  load: () => void;
  /** Changes the draft; merged into the previous step when it follows it closely. */
  update: (change: (draft: Draft) => Draft) => void;
  /** Puts whole data into the form as one step that undo takes back (an earlier version, a recovered draft). */
  replace: (data: Draft) => void;
  undo: () => void;
  redo: () => void;
  /** The file now holds `data` (saved, or changed by the studio in the same step). */
  markSaved: (data: Draft, hash: string) => void;
  /** Someone else saved the file: it is now `file`, the draft stays (a save compares against the new one). */
  rebase: (file: { data: Draft; hash: string }) => void;
}

export function useDraft(editionKey: string): DraftHandle {
  const [opened, setOpened] = useState<OpenedEdition>();
  const [state, setState] = useState<DraftState>({ past: [], future: [] });
  const [savedText, setSavedText] = useState('');
  const [failure, setFailure] = useState<string>();
  const lastChangeAt = useRef(0);

  const load = useCallback(() => {
    answerOf(studio.edition.$get({ query: { key: editionKey } })).then(
      (edition) => {
        setOpened(edition);
        setState({ draft: edition.data, past: [], future: [] });
        setSavedText(JSON.stringify(edition.data));
        setFailure(undefined);
      },
      (error: unknown) => setFailure(messageOf(error)),
    );
  }, [editionKey]);
  useEffect(load, [load]);

  const update = useCallback((change: (draft: Draft) => Draft) => {
    // Decided outside the state update, which React may run twice.
    const now = Date.now();
    const merge = now - lastChangeAt.current < MERGE_MS;
    lastChangeAt.current = now;
    setState((current) => {
      if (!current.draft) return current;
      const next = change(current.draft);
      if (next === current.draft) return current;
      const past = merge && current.past.length > 0 ? current.past : [...current.past, current.draft].slice(-MAX_STEPS);
      return { draft: next, past, future: [] };
    });
  }, []);

  const replace = useCallback((data: Draft) => {
    lastChangeAt.current = 0;
    setState((current) => (current.draft ? { draft: data, past: [...current.past, current.draft].slice(-MAX_STEPS), future: [] } : current));
  }, []);

  const undo = useCallback(() => {
    lastChangeAt.current = 0;
    setState((current) => {
      const previous = current.past.at(-1);
      if (!previous || !current.draft) return current;
      return { draft: previous, past: current.past.slice(0, -1), future: [current.draft, ...current.future] };
    });
  }, []);

  const redo = useCallback(() => {
    lastChangeAt.current = 0;
    setState((current) => {
      const [next, ...rest] = current.future;
      if (!next || !current.draft) return current;
      return { draft: next, past: [...current.past, current.draft], future: rest };
    });
  }, []);

  const markSaved = useCallback((data: Draft, hash: string) => {
    setOpened((current) => (current ? { ...current, hash, data } : current));
    setSavedText(JSON.stringify(data));
    setState((current) => (current.draft === data ? current : { ...current, draft: data }));
  }, []);

  const rebase = useCallback(({ data, hash }: { data: Draft; hash: string }) => {
    setOpened((current) => (current ? { ...current, hash, data } : current));
    setSavedText(JSON.stringify(data));
  }, []);

  const { draft } = state;
  const dirty = draft !== undefined && JSON.stringify(draft) !== savedText;
  const saved = useMemo(() => (savedText ? (JSON.parse(savedText) as Draft) : undefined), [savedText]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!leavingForLogin()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    opened,
    draft,
    failure,
    dirty,
    saved,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    load,
    update,
    replace,
    undo,
    redo,
    markSaved,
    rebase,
  };
}
