import { createContext, useContext } from 'react';
import type { StudioImage, StudioProblem, StudioSetup } from '#studio/shared/apiTypes';
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
  /** An image uploaded just now joins the list without asking the server again. */
  imageAdded: (image: StudioImage) => void;
  /** Moves focus to a field once it has rendered (after a take-over, an added entry …). */
  focusLater: (id: string) => void;
  /**
   * A field whose control holds something the draft cannot take (a date that does not exist): the message
   * stands at the field and blocks saving until the control holds a value again; undefined clears it.
   */
  reportInput: (field: string, message: string | undefined) => void;
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
 * Where the value at a path comes from, merged the way engine/resolve.ts merges: inside a section, objects
 * merge key by key with site.json → sectionDefaults.<type>, and a list the edition writes replaces the default's
 * list as a whole. So nothing inside an own list has a shared default: item 2 of an edition's own reviews is
 * never paired with item 2 of the shared ones, whatever their order.
 */
export function sourceAt(draft: Record<string, unknown>, defaults: StudioSetup['defaults'], path: Path): Source {
  const own = getAt(draft, path);
  const shared = sharedDefaultAt(draft, defaults, path);
  if (own !== undefined) return shared === undefined ? { kind: 'own' } : { kind: 'own', shared };
  return shared === undefined ? { kind: 'none' } : { kind: 'shared', shared };
}

/** The shared default the value at `path` falls back to, if any. */
function sharedDefaultAt(draft: Record<string, unknown>, defaults: StudioSetup['defaults'], path: Path): unknown {
  if (path[0] !== 'sections' || typeof path[1] !== 'number' || path.length <= 2) return undefined;
  const type = getAt(draft, ['sections', path[1], 'type']);
  if (typeof type !== 'string') return undefined;
  // Below a list the edition writes itself, every value is its own.
  for (let depth = 3; depth < path.length; depth++) if (Array.isArray(getAt(draft, path.slice(0, depth)))) return undefined;
  return getAt(defaults[type], path.slice(2));
}
