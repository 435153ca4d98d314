import { ArrowDown, ArrowUp, Plus, RotateCcw, Trash2, Pencil } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDiffValue } from '../../../engine/editionDiff';
import { isPlainObject } from '../../../engine/resolve';
import { formatPath } from '../../../engine/errors';
import type { StudioSchemaNode } from '../apiTypes';
import { Badge, Button, Help, IconButton, Input, Label, Select, TextArea } from '../ui';
import { describedBy, FieldProblems } from './FieldProblems';
import { sourceAt, useForm, type Source } from './FormContext';
import { IconField } from './IconField';
import { ImageField } from './ImageField';
import { clone, fieldId, getAt, moved, pathText, removeAt, setAt, type Path } from './paths';
import { choiceLabel, entryTitle, fieldText, kindOf, type FieldKind } from './schemaText';

/**
 * The form, built from the edition's JSON Schema: one control per field, chosen by its type, with
 * the label and help from the schema's German description and the problems of `editions:check`
 * beside it. Inside a section, each field says whether it is the edition's own or the shared default.
 */

const Row = styled.div`
  display: grid;
  gap: 0.15rem;
  min-width: 0;
`;

const Fieldset = styled.fieldset<{ $level: number }>`
  margin: 0;
  min-width: 0;
  display: grid;
  gap: 1.1rem;
  padding: ${({ $level }) => ($level === 0 ? '0' : '1rem')};
  border: ${({ $level, theme }) => ($level === 0 ? '0' : `1px solid ${theme.color.border}`)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $level, theme }) => ($level % 2 === 1 ? theme.color.page : theme.color.surface)};
  > legend { font-weight: 700; font-size: 1.0625rem; padding: 0 0.35rem; margin-left: -0.35rem; }
`;

const SourceLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin-top: 0.35rem;
  font-size: 0.9375rem;
`;

const SharedBox = styled.div`
  padding: 0.6rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.sand};
  border: 1px dashed ${({ theme }) => theme.color.sandDeep};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ul { margin: 0; padding-left: 1.2rem; }
`;

const Counter = styled.span<{ $over: boolean }>`
  font-size: 0.875rem;
  color: ${({ $over, theme }) => ($over ? theme.color.ctaHover : theme.color.inkMuted)};
  font-weight: ${({ $over }) => ($over ? 700 : 400)};
`;

const LabelLine = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 0.75rem;
`;

const WithUnit = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  max-width: 14rem;
  span { font-weight: 700; }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-height: 2.75rem;
  font-weight: 700;
  cursor: pointer;
  input { width: 1.35rem; height: 1.35rem; accent-color: ${({ theme }) => theme.color.sea}; margin: 0; }
`;

const ListBox = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Entry = styled.li`
  display: grid;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
`;

const EntryHead = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  h4 { flex: 1; min-width: 0; font-size: 1rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const PlainEntry = styled.li`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  > div:first-child { flex: 1; min-width: 0; }
`;

const Tools = styled.div`
  display: flex;
  gap: 0.35rem;
  flex-shrink: 0;
`;

export interface FieldProps {
  path: Path;
  node: StudioSchemaNode;
  /** The key in its parent (a property name or a list position). */
  name: string | number;
  required: boolean;
  /** Nesting depth, for the look of nested groups. */
  level?: number;
  /** A label chosen by the caller (list entries), instead of the schema's. */
  label?: string;
}

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
      return <ObjectField {...props} />;
    case 'list':
      return <ListField {...props} source={source} />;
    case 'variants':
      return <VariantsField {...props} />;
    default:
      return <LeafField {...props} kind={kind} source={source} />;
  }
}

function useProblems(path: Path) {
  const { problems } = useForm();
  return problems.get(pathText(path)) ?? [];
}

/** Shown under a value that replaces a shared default: the way back to it. */
function OwnValueLine({ path, label }: { path: Path; label: string }) {
  const { update, focusLater } = useForm();
  return (
    <SourceLine>
      <Badge $tone="own">Eigener Text dieser Edition</Badge>
      <Button
        type="button"
        $variant="quiet"
        aria-label={`Gemeinsamen Text verwenden für „${label}“`}
        onClick={() => {
          update((draft) => removeAt(draft, path), `„${label}“ zeigt wieder den gemeinsamen Text aus site.json.`);
          focusLater(fieldId(path));
        }}
      >
        <RotateCcw size={16} aria-hidden="true" />
        Gemeinsamen Text verwenden
      </Button>
    </SourceLine>
  );
}

/** A value the edition takes from site.json: shown as it is, with the way to give the edition its own. */
function SharedField({ path, node, name, label: givenLabel, shared }: FieldProps & { shared: unknown }) {
  const { update, focusLater } = useForm();
  const { label, help } = fieldText(node, name);
  const shownLabel = givenLabel ?? label;
  const problems = useProblems(path);
  const id = fieldId(path);
  const helpId = `${id}-hilfe`;
  const problemsId = `${id}-fehler`;
  const items = Array.isArray(shared) ? shared : undefined;
  return (
    <Row role="group" aria-labelledby={`${id}-name`} aria-describedby={describedBy(help && helpId, problems.length > 0 && problemsId)}>
      <LabelLine>
        <strong id={`${id}-name`}>{shownLabel}</strong>
        <Badge $tone="shared">Gemeinsamer Text</Badge>
      </LabelLine>
      <SharedBox>
        {items ? (
          <ul>
            {items.map((item, index) => (
              <li key={index}>{entryTitle(item) ?? formatDiffValue(item)}</li>
            ))}
          </ul>
        ) : isPlainObject(shared) && typeof shared.src === 'string' ? (
          `${shared.src} (${String(shared.width)} × ${String(shared.height)} px)`
        ) : (
          formatDiffValue(shared)
        )}
      </SharedBox>
      {help && <Help id={helpId}>{help}</Help>}
      <SourceLine>
        <span>Aus site.json, gilt für alle Editionen ohne eigenen Text.</span>
        <Button
          type="button"
          $variant="secondary"
          id={id}
          aria-label={`Für diese Edition ändern: ${shownLabel}`}
          onClick={() => {
            update((draft) => setAt(draft, path, clone(shared)), `„${shownLabel}“ gehört jetzt zu dieser Edition und kann geändert werden.`);
            focusLater(`${id}-eigen`);
          }}
        >
          <Pencil size={16} aria-hidden="true" />
          Für diese Edition ändern
        </Button>
      </SourceLine>
      <FieldProblems id={problemsId} problems={problems} />
    </Row>
  );
}

type LeafKind = Exclude<FieldKind, 'object' | 'list' | 'variants' | 'constant'>;

/** What a typed number becomes: a number when it is one, otherwise the text as typed (the check names it). */
function typedNumber(text: string): unknown {
  const trimmed = text.trim();
  if (/^-?\d+$/.test(trimmed)) return Number(trimmed);
  if (/^-?\d+[.,]\d+$/.test(trimmed)) return Number(trimmed.replace(',', '.'));
  return text;
}

function LeafField({ path, node, name, required, label: givenLabel, kind, source }: FieldProps & { kind: LeafKind; source: Source }) {
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
    case 'boolean': {
      const checked = typeof value === 'boolean' ? value : node.default === true;
      return (
        <Row>
          <Check>
            <input type="checkbox" id={controlId} checked={checked} aria-describedby={common['aria-describedby']} onChange={(event) => set(event.target.checked)} />
            {label}
          </Check>
          {help && <Help id={helpId}>{help}</Help>}
          <FieldProblems id={problemsId} problems={problems} />
          {source.kind === 'own' && source.shared !== undefined && <OwnValueLine path={path} label={label} />}
        </Row>
      );
    }
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
          {node.properties?.alt && <Field path={[...path, 'alt']} node={node.properties.alt} name="alt" required={false} />}
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
      control = <DateInput common={common} path={path} value={asText} onValue={(next) => (next === '' && !required ? clear() : set(next))} />;
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
    case 'paragraphs': {
      const multiline = kind === 'paragraphs';
      control = (
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
            if (text === '' && !required) clear();
            else set(text);
          }}
        />
      );
      break;
    }
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
      {(help || kind === 'euro') && <Help id={helpId}>{[help, kind === 'euro' ? 'Ganze Euro, nur die Zahl (z. B. 349)' : ''].filter(Boolean).join(' · ')}</Help>}
      <FieldProblems id={problemsId} problems={problems} />
      {source.kind === 'own' && source.shared !== undefined && <OwnValueLine path={path} label={label} />}
    </Row>
  );
}

/**
 * A date field. The browser's date control gives no value for a day that does not exist (30.02.2027) while it
 * still shows what was typed; the draft then keeps its last real date, the field says what is wrong, and saving waits
 * until the control holds a real date again. The control is left alone while it holds such an entry, so the
 * marketer can correct it where they typed it.
 */
function DateInput({ common, path, value, onValue }: { common: Record<string, unknown> & { id: string }; path: Path; value: string; onValue: (value: string) => void }) {
  const { reportInput } = useForm();
  const input = useRef<HTMLInputElement>(null);
  const field = formatPath(path);
  useEffect(() => {
    // A change from elsewhere (undo, reload, a take-over) shows in the control unless it holds an unfinished entry.
    if (input.current && !input.current.validity.badInput && input.current.value !== value) input.current.value = value;
  }, [value]);
  useEffect(() => () => reportInput(field, undefined), [field, reportInput]);
  return (
    <Input
      {...common}
      ref={input}
      type="date"
      defaultValue={value}
      style={{ maxWidth: '14rem' }}
      onChange={(event) => {
        if (event.target.validity.badInput) {
          reportInput(field, 'Diesen Tag gibt es nicht (der Februar hat z. B. höchstens 29 Tage). Bitte Tag, Monat und Jahr prüfen; speichern lässt sich erst ein Datum, das es gibt.');
          return;
        }
        reportInput(field, undefined);
        onValue(event.target.value);
      }}
    />
  );
}

/** Which fields of an object are shown, in schema order; the section's `type` and the file's `$schema` are not fields. */
export function ObjectFields({ path, node, level }: { path: Path; node: StudioSchemaNode; level: number }) {
  return (
    <>
      {Object.entries(node.properties ?? {}).map(([key, child]) => (
        <Field key={key} path={[...path, key]} node={child} name={key} required={node.required?.includes(key) ?? false} level={level} />
      ))}
    </>
  );
}

function ObjectField({ path, node, name, required, level = 1, label: givenLabel }: FieldProps) {
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
      <FieldProblems id={`${id}-fehler`} problems={problems} />
      {present ? (
        <ObjectFields path={path} node={node} level={level + 1} />
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

/** A new list entry: an id the list does not have yet, and the defaults the schema names. */
function newEntry(node: StudioSchemaNode | undefined, list: unknown[]): unknown {
  if (node?.type === 'string') return '';
  if (node?.type !== 'object') return undefined;
  const entry: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(node.properties ?? {})) {
    if (key === 'id') {
      const taken = new Set(list.map((item) => (isPlainObject(item) ? item.id : undefined)));
      let number = list.length + 1;
      while (taken.has(`neu-${number}`)) number += 1;
      entry.id = `neu-${number}`;
    } else if (property.default !== undefined) entry[key] = property.default;
    else if (property.enum && property.enum.length <= 8) entry[key] = property.enum[0];
    else if (property.type === 'string' && !property.format && node.required?.includes(key)) entry[key] = '';
  }
  return entry;
}

function ListField({ path, node, name, required: _required, level = 1, label: givenLabel, source }: FieldProps & { source: Source }) {
  const { draft, update, focusLater } = useForm();
  const problems = useProblems(path);
  const { label: schemaLabel, help } = fieldText(node, name);
  const label = givenLabel ?? schemaLabel;
  const id = fieldId(path);
  const listRef = useRef<HTMLOListElement>(null);
  const headingId = useId();
  const value = getAt(draft, path);
  const list = Array.isArray(value) ? value : [];
  const itemNode = node.items;
  const plain = itemNode?.type !== 'object';
  const full = node.maxItems !== undefined && list.length >= node.maxItems;
  const entryName = (index: number) => {
    const title = entryTitle(list[index]);
    return title ? `Eintrag ${index + 1} („${title.length > 40 ? `${title.slice(0, 38)}…` : title}“)` : `Eintrag ${index + 1}`;
  };

  const move = (from: number, to: number) => {
    update((current) => setAt(current, path, moved(list, from, to)), `${entryName(from)} ist jetzt an Stelle ${to + 1}.`);
    // Focus follows the entry, on the same button if it is still there.
    const direction = to < from ? 'hoch' : 'runter';
    const edge = (direction === 'hoch' && to === 0) || (direction === 'runter' && to === list.length - 1);
    focusLater(`${id}-${to}-${edge ? (direction === 'hoch' ? 'runter' : 'hoch') : direction}`);
  };
  const remove = (index: number) => {
    update((current) => setAt(current, path, list.filter((_, at) => at !== index)), `${entryName(index)} entfernt.`);
    focusLater(list.length > 1 ? `${id}-${Math.max(0, index - 1)}-weg` : `${id}-neu`);
  };
  const add = () => {
    update((current) => setAt(current, path, [...list, newEntry(itemNode, list)]), `Neuer Eintrag ${list.length + 1} in „${label}“.`);
    focusLater(plain ? fieldId([...path, list.length]) : `${id}-${list.length}-titel`);
  };

  const tools = (index: number) => (
    <Tools>
      <IconButton type="button" id={`${id}-${index}-hoch`} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`${entryName(index)} nach oben`}>
        <ArrowUp size={18} aria-hidden="true" />
      </IconButton>
      <IconButton type="button" id={`${id}-${index}-runter`} disabled={index === list.length - 1} onClick={() => move(index, index + 1)} aria-label={`${entryName(index)} nach unten`}>
        <ArrowDown size={18} aria-hidden="true" />
      </IconButton>
      <IconButton type="button" id={`${id}-${index}-weg`} onClick={() => remove(index)} aria-label={`${entryName(index)} entfernen`}>
        <Trash2 size={18} aria-hidden="true" />
      </IconButton>
    </Tools>
  );

  return (
    <Fieldset $level={level} id={id} tabIndex={-1} aria-describedby={describedBy(help && `${id}-hilfe`, problems.length > 0 && `${id}-fehler`)}>
      <legend id={headingId}>{label}</legend>
      {help && <Help id={`${id}-hilfe`}>{help}</Help>}
      <FieldProblems id={`${id}-fehler`} problems={problems} />
      {list.length > 0 && (
        <ListBox ref={listRef} aria-labelledby={headingId}>
          {list.map((item, index) => {
            const key = isPlainObject(item) && typeof item.id === 'string' ? `id-${item.id}-${index}` : `at-${index}`;
            if (plain && itemNode) {
              return (
                <PlainEntry key={key}>
                  <div>
                    <Field path={[...path, index]} node={itemNode} name={index} required label={`${fieldText(itemNode, index).label} ${index + 1}`} level={level + 1} />
                  </div>
                  <div style={{ paddingTop: '1.85rem' }}>{tools(index)}</div>
                </PlainEntry>
              );
            }
            return (
              <Entry key={key}>
                <EntryHead>
                  <h4 id={`${id}-${index}-titel`} tabIndex={-1}>
                    {index + 1}. {entryTitle(item) ?? 'Neuer Eintrag'}
                  </h4>
                  {tools(index)}
                </EntryHead>
                {itemNode && <ObjectFields path={[...path, index]} node={itemNode} level={level + 1} />}
              </Entry>
            );
          })}
        </ListBox>
      )}
      <SourceLine>
        <Button type="button" id={`${id}-neu`} onClick={add} disabled={full} aria-label={`Eintrag hinzufügen zu „${label}“`}>
          <Plus size={18} aria-hidden="true" />
          Eintrag hinzufügen
        </Button>
        {full && <span>Höchstens {node.maxItems} Einträge.</span>}
      </SourceLine>
      {source.kind === 'own' && source.shared !== undefined && <OwnValueLine path={path} label={label} />}
    </Fieldset>
  );
}

/** A choice between shapes (the offer: fixed price or early-bird price), then the chosen shape's fields. */
function VariantsField({ path, node, name, level = 1 }: FieldProps) {
  const { draft, update } = useForm();
  const problems = useProblems(path);
  const { label, help } = fieldText(node, name);
  const id = fieldId(path);
  const value = getAt(draft, path);
  const variants = node.oneOf ?? [];
  // The constant that tells the shapes apart (`mode`).
  const discriminator = Object.entries(variants[0]?.properties ?? {}).find(([, property]) => property.const !== undefined)?.[0];
  const chosen = variants.find((variant) => discriminator && isPlainObject(value) && value[discriminator] === variant.properties?.[discriminator]?.const);
  // Values of the other shape are kept while the marketer switches back and forth.
  const stash = useRef<Record<string, unknown>>({});

  const choose = (variant: StudioSchemaNode) => {
    if (!discriminator) return;
    const current = isPlainObject(value) ? value : {};
    stash.current = { ...stash.current, ...current };
    const next: Record<string, unknown> = {};
    for (const key of Object.keys(variant.properties ?? {})) {
      if (key === discriminator) next[key] = variant.properties?.[key]?.const;
      else if (stash.current[key] !== undefined) next[key] = stash.current[key];
    }
    update((draftNow) => setAt(draftNow, path, next), `${fieldText(variant.properties?.[discriminator] ?? {}, discriminator).label} gewählt.`);
  };

  return (
    <Fieldset $level={level} id={id} tabIndex={-1}>
      <legend>{label}</legend>
      {help && <Help>{help}</Help>}
      <FieldProblems id={`${id}-fehler`} problems={problems} />
      <Fieldset $level={0}>
        <legend>Art</legend>
        {variants.map((variant, index) => {
          const constant = discriminator ? variant.properties?.[discriminator] : undefined;
          return (
            <Check key={index}>
              <input type="radio" name={`${id}-art`} checked={variant === chosen} onChange={() => choose(variant)} />
              <span>
                {constant?.['x-label'] ?? String(constant?.const)}
                <Help as="span" style={{ display: 'block', fontWeight: 400 }}>
                  {[variant['x-label'], variant['x-help']].filter(Boolean).join(' – ')}
                </Help>
              </span>
            </Check>
          );
        })}
      </Fieldset>
      {chosen ? (
        <ObjectFields path={path} node={chosen} level={level + 1} />
      ) : (
        <Help>Bitte zuerst die Art wählen.</Help>
      )}
    </Fieldset>
  );
}
