import { useEffect, useState } from 'react';
import { answerOf, messageOf, studio } from '../api';
import type { CheckResult } from '#studio/shared/apiTypes';
import type { PreviewData } from '../PreviewPane';
import type { Draft } from './useDraft';

/**
 * Check as you type: after each pause the dev server runs editions:check on the draft (in memory) and
 * answers with the problems and the preview. `checking` is derived in render from which draft and preview
 * day the shown result belongs to, so the very render that shows a change already says „wird geprüft“.
 */

/** The pause in typing after which the draft is checked. */
const PAUSE_MS = 250;

export interface LiveCheck {
  check?: CheckResult;
  /** A result that did not come from the live check (the save's own check), shown in its place. */
  setCheck: (update: (current: CheckResult | undefined) => CheckResult) => void;
  checking: boolean;
  /** The last preview the check could make; kept while the draft has errors. */
  lastPreview?: PreviewData;
}

/** What the preview shows: the day (empty: today) and the A/B variant (empty: the edition's own copy). */
export interface PreviewChoice {
  day: string;
  variant: string;
}

export function useLiveCheck(editionKey: string, draft: Draft | undefined, shown: PreviewChoice, onFailure: (message: string) => void): LiveCheck {
  const { day: previewDay, variant } = shown;
  const [check, setCheckResult] = useState<CheckResult>();
  const [checked, setChecked] = useState<{ draft: unknown; day: string; variant: string }>({ draft: undefined, day: '', variant: '' });
  const [lastPreview, setLastPreview] = useState<PreviewData>();

  useEffect(() => {
    if (!draft) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const request = { key: editionKey, data: draft, ...(previewDay ? { day: previewDay } : {}), ...(variant ? { variant } : {}) };
      answerOf(studio.check.$post({ json: request }, { init: { signal: controller.signal } })).then(
        (result) => {
          setCheckResult(result);
          if (result.preview) setLastPreview(result.preview);
          setChecked({ draft, day: previewDay, variant });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setChecked({ draft, day: previewDay, variant });
          onFailure(messageOf(error));
        },
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [draft, editionKey, previewDay, variant, onFailure]);

  const checking = draft !== undefined && (draft !== checked.draft || previewDay !== checked.day || variant !== checked.variant);
  return { check, setCheck: setCheckResult, checking, lastPreview };
}
