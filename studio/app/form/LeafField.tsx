import { useEffect, type ReactNode } from 'react';
import { formatPath } from '#engine/errors';
import { Help, Input, Label, Select, TextArea } from '../ui';
import type { FieldProps, NestedFields } from './fieldProps';
import { describedBy, FieldProblems } from './FieldProblems';
import { useForm, type Source } from './FormContext';
import { Check, Counter, LabelLine, Row, WithUnit } from './formStyles';
import { IconField } from './IconField';
import { ImageField } from './ImageField';
import { DateInput } from './DateInput';
import { fieldId, getAt, removeAt, setAt, type Path } from './paths';
import { choiceLabel, entryTitle, fieldText, type FieldKind } from './schemaText';
import { OwnValueLine } from './SharedField';
import { useProblems } from './useProblems';
import { FieldReference } from './FieldReference';

/** One value: a text, number, euro amount, date, switch, choice, icon or image, with its label, help and problems. */

export type LeafKind = Exclude<FieldKind, 'object' | 'list' | 'variants' | 'constant'>;

/** How a value is written, beside the field's own help. */
const FORMAT_HINTS: Partial<Record<LeafKind, string>> = {
  euro: 'Ganze Euro, nur die Zahl (z. B. 349)',
  date: 'Als TT.MM.JJJJ, z. B. 13.04.2026, oder im Kalender wählen',
};

/** What every control of a value carries: its id, the help and problems it is described by, whether it is invalid. */
interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  $invalid: boolean;
}

/** What a typed number becomes: a number when it is one, otherwise the text as typed (the check names it). */
function typedNumber(text: string): unknown {
  const trimmed = text.trim();
  if (/^-?\d+$/.test(trimmed)) return Number(trimmed);
  if (/^-?\d+[.,]\d+$/.test(trimmed)) return Number(trimmed.replace(',', '.'));
  return text;
}

export function LeafField({
  path,
  node,
  name,
  required,
  label: givenLabel,
  kind,
  source,
  nested,
}: FieldProps & { kind: LeafKind; source: Source; nested: NestedFields }) {
  const { draft, update } = useForm();
  const problems = useProblems(path);
  const { label: schemaLabel, help } = fieldText(node, name);
  const label = givenLabel ?? schemaLabel;
  const id = fieldId(path);
  // After a take-over, focus goes to the control itself.
  const controlId = source.kind === 'own' && source.shared !== undefined ? `${id}-eigen` : id;
  const helpId = `${id}-hilfe`;
  const problemsId = `${id}-fehler`;
  const errors = problems.filter((problem) => problem.severity === 'error');
  const value = getAt(draft, path);
  const set = (next: unknown) => update((current) => setAt(current, path, next));
  const clear = () => update((current) => removeAt(current, path));
  const common = {
    id: controlId,
    'aria-describedby': describedBy(help && helpId, problems.length > 0 && problemsId),
    'aria-invalid': errors.length > 0 || undefined,
    $invalid: errors.length > 0,
  };
  const asText = typeof value === 'string' ? value : value === undefined ? '' : String(value);

  let control: ReactNode;
  switch (kind) {
    case 'boolean':
      return (
        <BooleanField
          controlId={controlId}
          checked={typeof value === 'boolean' ? value : node.default === true}
          label={label}
          help={help}
          helpId={helpId}
          describedBy={common['aria-describedby']}
          problems={{ id: problemsId, list: problems }}
          path={path}
          source={source}
          onChange={set}
        />
      );
    case 'icon':
      {
        // „Symbol wählen für „Live-Calls““ names the entry the icon belongs to, not the field („Symbol“) again.
        const owner = entryTitle(getAt(draft, path.slice(0, -1)));
        control = <IconField {...common} title={owner ? `Symbol wählen für „${owner}“` : `${label} wählen`} value={asText} onChange={set} />;
      }
      break;
    case 'image':
      return (
        <ImageField path={path} label={label} help={help} controlId={controlId} source={source}>
          {node.properties?.alt && nested.field({ path: [...path, 'alt'], node: node.properties.alt, name: 'alt', required: false })}
        </ImageField>
      );
    case 'choice':
      control = (
        <Select {...common} value={asText} onChange={(event) => (event.target.value === '' ? clear() : set(event.target.value))}>
          {(value === undefined || !node.enum?.includes(value)) && <option value="">Bitte wählen …</option>}
          {node.enum?.map((option) => (
            <option key={String(option)} value={String(option)}>
              {choiceLabel(node, String(option))}
            </option>
          ))}
        </Select>
      );
      break;
    case 'date':
      control = (
        <DateField common={common} path={path} label={label} value={value} required={required} onValue={(next) => (next === '' ? clear() : set(next))} />
      );
      break;
    case 'euro':
    case 'number':
      control = (
        <WithUnit>
          <Input
            {...common}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={asText}
            onChange={(event) => (event.target.value.trim() === '' ? clear() : set(typedNumber(event.target.value)))}
          />
          {kind === 'euro' && <span aria-hidden="true">€</span>}
        </WithUnit>
      );
      break;
    case 'longText':
    case 'paragraphs':
      control = <TextBox common={common} multiline={kind === 'paragraphs'} text={asText} required={required} onText={set} onClear={clear} />;
      break;
    default:
      control = (
        <Input
          {...common}
          type="text"
          autoComplete="off"
          value={asText}
          onChange={(event) => (event.target.value === '' && !required ? clear() : set(event.target.value))}
        />
      );
  }
  const max = node.maxLength;
  const length = Array.from(asText).length;
  return (
    <Row>
      <LabelLine>
        <Label htmlFor={controlId}>{label}</Label>
        {max !== undefined && length > max * 0.8 && (
          <Counter $over={length > max} aria-hidden="true">
            {length}/{max}
          </Counter>
        )}
      </LabelLine>
      {control}
      {(help || kind in FORMAT_HINTS) && <Help id={helpId}>{[help, FORMAT_HINTS[kind]].filter(Boolean).join(' · ')}</Help>}
      <FieldReference path={path} />
      <FieldProblems id={problemsId} problems={problems} />
      {source.kind === 'own' && source.shared !== undefined && <OwnValueLine path={path} label={label} />}
    </Row>
  );
}

/** A date of the edition: what its field holds but cannot be read stands at the field and blocks saving, until it reads or the field goes. */
function DateField({
  common,
  path,
  ...props
}: {
  common: ControlProps;
  path: Path;
  label: string;
  value: unknown;
  required: boolean;
  onValue: (iso: string) => void;
}) {
  const { reportInput } = useForm();
  const field = formatPath(path);
  useEffect(() => () => reportInput(field, undefined), [field, reportInput]);
  return <DateInput {...common} {...props} onProblem={(message) => reportInput(field, message)} />;
}

/** A switch: its box and label on one line, its help and problems below. */
function BooleanField({
  controlId,
  checked,
  label,
  help,
  helpId,
  describedBy: described,
  problems,
  path,
  source,
  onChange,
}: {
  controlId: string;
  checked: boolean;
  label: string;
  help?: string;
  helpId: string;
  describedBy?: string;
  problems: { id: string; list: ReturnType<typeof useProblems> };
  path: Path;
  source: Source;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Row>
      <Check>
        <input type="checkbox" id={controlId} checked={checked} aria-describedby={described} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </Check>
      {help && <Help id={helpId}>{help}</Help>}
      <FieldReference path={path} />
      <FieldProblems id={problems.id} problems={problems.list} />
      {source.kind === 'own' && source.shared !== undefined && <OwnValueLine path={path} label={label} />}
    </Row>
  );
}

/** A longer text: paragraphs keep their line breaks, a one-line text wraps in the box but takes none. */
function TextBox({
  common,
  multiline,
  text: asText,
  required,
  onText,
  onClear,
}: {
  common: ControlProps;
  multiline: boolean;
  text: string;
  required: boolean;
  onText: (text: string) => void;
  onClear: () => void;
}) {
  return (
    <TextArea
      {...common}
      rows={Math.min(10, Math.max(multiline ? 4 : 2, Math.ceil(asText.length / 55) + (asText.match(/\n/g)?.length ?? 0)))}
      value={asText}
      onKeyDown={(event) => {
        // A one-line text wraps in the box but keeps no line break (the check would refuse it).
        if (!multiline && event.key === 'Enter') event.preventDefault();
      }}
      onChange={(event) => {
        const text = multiline ? event.target.value : event.target.value.replace(/\s*[\r\n]+\s*/g, ' ');
        if (text === '' && !required) onClear();
        else onText(text);
      }}
    />
  );
}
