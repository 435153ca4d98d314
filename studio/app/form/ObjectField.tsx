import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { Button, Help } from '../ui';
import type { FieldProps, NestedFields } from './fieldProps';
import { describedBy, FieldProblems } from './FieldProblems';
import { sourceAt, useForm } from './FormContext';
import { Fieldset } from './formStyles';
import { fieldId, getAt, removeAt, setAt } from './paths';
import { fieldText } from './schemaText';
import { useProblems } from './useProblems';
import { FieldReference } from './FieldReference';

export function ObjectField({ path, node, name, required, level = 1, label: givenLabel, nested }: FieldProps & { nested: NestedFields }) {
  const { draft, update, focusLater, setup } = useForm();
  const problems = useProblems(path);
  const { label, help } = fieldText(node, name);
  const id = fieldId(path);
  const value = getAt(draft, path);
  const source = sourceAt(draft, setup.defaults, path);
  const present = value !== undefined || source.kind === 'shared';
  const shownLabel = givenLabel ?? label;
  return (
    <Fieldset $level={level} id={id} tabIndex={-1} aria-describedby={describedBy(help && `${id}-hilfe`, problems.length > 0 && `${id}-fehler`)}>
      <legend>{shownLabel}</legend>
      {help && <Help id={`${id}-hilfe`}>{help}</Help>}
      <FieldReference path={path} />
      <FieldProblems id={`${id}-fehler`} problems={problems} />
      {present ? (
        nested.objectFields(path, node, level + 1)
      ) : (
        <div>
          <Button
            type="button"
            onClick={() => {
              update((current) => setAt(current, path, {}), `„${shownLabel}“ hinzugefügt.`);
              focusLater(id);
            }}
          >
            <Plus size={18} aria-hidden="true" />
            {shownLabel} hinzufügen
          </Button>
        </div>
      )}
      {present && !required && source.kind === 'own' && source.shared === undefined && (
        <div>
          <Button type="button" $variant="danger" onClick={() => update((current) => removeAt(current, path), `„${shownLabel}“ entfernt.`)}>
            <Trash2 size={18} aria-hidden="true" />
            {shownLabel} entfernen
          </Button>
        </div>
      )}
    </Fieldset>
  );
}
