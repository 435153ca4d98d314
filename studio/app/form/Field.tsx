import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import type { FieldProps, NestedFields } from './fieldProps';
import { sourceAt, useForm } from './FormContext';
import { LeafField } from './LeafField';
import { ListField } from './ListField';
import { ObjectField } from './ObjectField';
import type { Path } from './paths';
import { kindOf } from './schemaText';
import { SharedField } from './SharedField';
import { VariantsField } from './VariantsField';

/**
 * The form, built from the edition's JSON Schema: one control per field, chosen by the field's declared control
 * (engine/fieldMeta.ts), with its label and help and the problems of `editions:check` beside it. Inside a section,
 * each field says whether it is the edition's own or the shared default. One file per kind of field; this one
 * picks the kind and is the only one that renders fields, so the kinds get the way to their inner fields from it.
 */

export type { FieldProps } from './fieldProps';

const nested: NestedFields = {
  field: (props) => <Field {...props} />,
  objectFields: (path, node, level) => <ObjectFields path={path} node={node} level={level} />,
};

/** One field of the edition, whatever its type. */
export function Field(props: FieldProps) {
  const { path, node, name } = props;
  const { draft, setup } = useForm();
  const kind = kindOf(node);
  if (kind === 'constant' || name === '$schema') return null;
  const source = sourceAt(draft, setup.defaults, path);
  // Objects merge key by key (engine/resolve.ts): each field inside says for itself where it comes from.
  if (source.kind === 'shared' && kind !== 'object') return <SharedField {...props} shared={source.shared} />;
  switch (kind) {
    case 'object':
      return <ObjectField {...props} nested={nested} />;
    case 'list':
      return <ListField {...props} source={source} nested={nested} />;
    case 'variants':
      return <VariantsField {...props} nested={nested} />;
    default:
      return <LeafField {...props} kind={kind} source={source} nested={nested} />;
  }
}

/** Which fields of an object are shown, in schema order; the section's `type` and the file's `$schema` are not fields. */
export function ObjectFields({ path, node, level }: { path: Path; node: JsonSchemaNode; level: number }) {
  return (
    <>
      {Object.entries(node.properties ?? {}).map(([key, child]) => (
        <Field key={key} path={[...path, key]} node={child} name={key} required={node.required?.includes(key) ?? false} level={level} />
      ))}
    </>
  );
}
