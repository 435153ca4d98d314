import type { ChangeEvent, FocusEvent, KeyboardEvent } from 'react';

/**
 * How a TT.MM.JJJJ text field (the studio's date fields, the QA page's „Stand am Tag“) judges its entry
 * (kit/model/dateText.ts `judgeDateEntry`): while typing, and as done when left or confirmed with Enter.
 */
export function dateEntryEvents(setText: (text: string) => void, judge: (text: string, leaving: boolean) => void) {
  return {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setText(event.target.value);
      judge(event.target.value, false);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => judge(event.target.value, true),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') judge(event.currentTarget.value, true);
    },
  };
}
