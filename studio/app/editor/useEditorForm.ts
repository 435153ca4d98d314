import { useCallback, useMemo, useState } from 'react';
import type { StudioImage, StudioProblem, StudioSetup } from '#studio/shared/apiTypes';
import { answerOf, studio } from '../api';
import type { FormContextValue } from '../form/FormContext';
import { useFocusLater, useInputProblems } from './editorHooks';
import { problemsByField } from './formPlaces';
import type { Draft, DraftHandle } from './useDraft';
import type { LiveCheck } from './useLiveCheck';

/**
 * What the form of an open edition shares with its fields (FormContext): the draft and its update, the problems by
 * field (the check's and the fields' own input problems), the image library (loaded once asked for) and the focus to
 * move to after a change of group.
 */

interface EditorFormOptions {
  edition: DraftHandle;
  draft: Draft | undefined;
  setup: StudioSetup;
  live: LiveCheck;
  announce: (message: string) => void;
}

export function useEditorForm({ edition, draft, setup, live, announce }: EditorFormOptions) {
  const { opened } = edition;
  const [images, setImages] = useState<StudioImage[]>();
  const [inputProblems, reportInput] = useInputProblems();
  const problems = useMemo<StudioProblem[]>(
    () => [
      ...[...inputProblems].map(([field, message]) => ({
        code: 'studio.input',
        severity: 'error' as const,
        file: opened?.file ?? '',
        path: field,
        field,
        message,
        blocking: true,
      })),
      ...(live.check?.problems ?? []),
    ],
    [inputProblems, live.check, opened],
  );
  const blocking = useMemo(() => problems.filter((problem) => problem.blocking), [problems]);
  const byField = useMemo(() => problemsByField(problems), [problems]);

  const focusLater = useFocusLater();

  const { update: changeDraft } = edition;
  const update = useCallback<FormContextValue['update']>(
    (change, announcement) => {
      changeDraft(change);
      if (announcement) announce(announcement);
    },
    [changeDraft, announce],
  );

  const loadImages = useCallback(() => {
    if (images) return;
    answerOf(studio.images.$get()).then(setImages, () => setImages([]));
  }, [images]);

  const imageAdded = useCallback((image: StudioImage) => {
    setImages((current) => [...(current ?? []).filter((candidate) => candidate.src !== image.src), image].sort((a, b) => a.src.localeCompare(b.src)));
  }, []);

  const context = useMemo<FormContextValue | undefined>(
    () => (draft ? { draft, update, setup, problems: byField, images, loadImages, imageAdded, focusLater, reportInput } : undefined),
    [draft, update, setup, byField, images, loadImages, imageAdded, focusLater, reportInput],
  );

  return { problems, blocking, context, focusLater };
}
