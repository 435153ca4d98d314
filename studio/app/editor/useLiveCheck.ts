import { useEffect, useState } from 'react';
import { messageOf, postJson } from '../api';
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

export function useLiveCheck(editionKey: string, draft: Draft | undefined, previewDay: string, onFailure: (message: string) => void): LiveCheck {
  const [check, setCheckResult] = useState<CheckResult>();
  const [checked, setChecked] = useState<{ draft: unknown; day: string }>({ draft: undefined, day: '' });
  const [lastPreview, setLastPreview] = useState<PreviewData>();

  useEffect(() => {
    if (!draft) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      postJson('/check', { key: editionKey, data: draft, ...(previewDay ? { day: previewDay } : {}) }, controller.signal).then(
        (result) => {
          setCheckResult(result);
          if (result.preview) setLastPreview(result.preview);
          setChecked({ draft, day: previewDay });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setChecked({ draft, day: previewDay });
          onFailure(messageOf(error));
        },
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [draft, editionKey, previewDay, onFailure]);

  return { check, setCheck: setCheckResult, checking: draft !== undefined && (draft !== checked.draft || previewDay !== checked.day), lastPreview };
}
