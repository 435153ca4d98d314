import { createContext, useContext } from 'react';
import type { StudioImage, StudioProblem, StudioSetup } from '../apiTypes';
import { getAt, type Path } from './paths';

/** What every field of the form reads: the draft, how to change it, the schema's setup and the problems by field. */
export interface FormContextValue {
  draft: Record<string, unknown>;
  /** Applies a change to the draft; `announce` is read out to screen readers (and shown in the status line). */
  update: (change: (draft: Record<string, unknown>) => Record<string, unknown>, announce?: string) => void;
  setup: StudioSetup;
  problems: ReadonlyMap<string, StudioProblem[]>;
  images: StudioImage[] | undefined;
  loadImages: () => void;
  /** Moves focus to a field once it has rendered (after a take-over, an added entry …). */
  focusLater: (id: string) => void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('useForm außerhalb des Formulars');
  return value;
}

export type Source =
  /** The edition writes the value itself; `shared` holds the default it replaces, if there is one. */
  | { kind: 'own'; shared?: unknown }
  /** The edition leaves it out and shows the shared default from site.json. */
  | { kind: 'shared'; shared: unknown }
  /** Neither has it. */
  | { kind: 'none' };

/**
 * Where the value at a path comes from (engine/resolve.ts merges the same way): inside a section, a
 * value the edition leaves out comes from site.json → sectionDefaults.<type>, if the default has it.
 */
export function sourceAt(draft: Record<string, unknown>, defaults: StudioSetup['defaults'], path: Path): Source {
  const own = getAt(draft, path);
  let shared: unknown;
  if (path[0] === 'sections' && typeof path[1] === 'number' && path.length > 2) {
    const type = getAt(draft, ['sections', path[1], 'type']);
    if (typeof type === 'string') shared = getAt(defaults[type], path.slice(2));
  }
  if (own !== undefined) return shared === undefined ? { kind: 'own' } : { kind: 'own', shared };
  return shared === undefined ? { kind: 'none' } : { kind: 'shared', shared };
}
