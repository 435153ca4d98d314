import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The editor's small hooks: a field to focus after the next render, what a control holds but the draft cannot take, Ctrl+Z and Ctrl+Y. */

/** Focuses a field after the render that shows it: the field itself, or the nearest group around it. */
export function useFocusLater(): (id: string) => void {
  const pendingFocus = useRef<string | undefined>(undefined);
  const [focusTick, setFocusTick] = useState(0);
  const focusLater = useCallback((id: string) => {
    pendingFocus.current = id;
    setFocusTick((tick) => tick + 1);
  }, []);
  useLayoutEffect(() => {
    let id = pendingFocus.current;
    if (!id) return;
    pendingFocus.current = undefined;
    while (id) {
      const element = document.getElementById(id);
      if (element) {
        element.focus();
        element.scrollIntoView({ block: 'center' });
        return;
      }
      const shorter: string = id.replace(/-[^-]*$/, '');
      id = shorter === id || shorter === 'feld' ? '' : shorter;
    }
  });
  void focusTick;
  return focusLater;
}

/** What a control holds but the draft cannot take (a day that does not exist): an error at its field until it is fixed. */
export function useInputProblems(): [ReadonlyMap<string, string>, (field: string, message: string | undefined) => void] {
  const [inputProblems, setInputProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const reportInput = useCallback((field: string, message: string | undefined) => {
    setInputProblems((current) => {
      if (current.get(field) === message) return current;
      const next = new Map(current);
      if (message === undefined) next.delete(field);
      else next.set(field, message);
      return next;
    });
  }, []);
  return [inputProblems, reportInput];
}

/** Ctrl+Z / Ctrl+Shift+Z (⌘ on a Mac) and Ctrl+Y, anywhere but inside an open dialog. */
function shortcutOf(event: KeyboardEvent): 'undo' | 'redo' | undefined {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  if (event.target instanceof Element && event.target.closest('dialog[open]')) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return undefined;
}

/** The form's history on the keyboard, not the text box's own: one step back is the same in every field. */
function useUndoShortcuts(stepBack: () => void, stepForward: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (!shortcut) return;
      event.preventDefault();
      if (shortcut === 'undo') stepBack();
      else stepForward();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [stepBack, stepForward]);
}

/** One step back and forward in the form's history, announced, on the buttons and on the keyboard. */
export function useUndoSteps(undo: () => void, redo: () => void, announce: (message: string) => void) {
  const stepBack = useCallback(() => {
    undo();
    announce('Rückgängig gemacht.');
  }, [undo, announce]);
  const stepForward = useCallback(() => {
    redo();
    announce('Wiederhergestellt.');
  }, [redo, announce]);
  useUndoShortcuts(stepBack, stepForward);
  return { stepBack, stepForward };
}

/** The tab's title: the edition's name, with a dot while it has unsaved changes. */
export function useEditorTitle(name: string, dirty: boolean) {
  useEffect(() => {
    document.title = `${dirty ? '• ' : ''}${name} – Editions-Studio`;
  }, [name, dirty]);
}
