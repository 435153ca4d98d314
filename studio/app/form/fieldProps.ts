import type { ReactNode } from 'react';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import type { Path } from './paths';

export interface FieldProps {
  path: Path;
  node: JsonSchemaNode;
  /** The key in its parent (a property name or a list position). */
  name: string | number;
  required: boolean;
  /** Nesting depth, for the look of nested groups. */
  level?: number;
  /** A label chosen by the caller (list entries), instead of the schema's. */
  label?: string;
}

/**
 * How a field renders the fields inside it. Only Field.tsx renders fields by their kind; the kinds get this
 * from it, so none of them imports the dispatcher that imports them.
 */
export interface NestedFields {
  field: (props: FieldProps) => ReactNode;
  objectFields: (path: Path, node: JsonSchemaNode, level: number) => ReactNode;
}
