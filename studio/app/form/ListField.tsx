import Plus from 'lucide-react/icons/plus';
import { useId, useRef } from 'react';
import { isPlainObject } from '#engine/resolve';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import { Button, Help } from '../ui';
import type { FieldProps, NestedFields } from './fieldProps';
import { describedBy, FieldProblems } from './FieldProblems';
import { useForm, type Source } from './FormContext';
import { Entry, EntryHead, Fieldset, ListBox, PlainEntry, SourceLine } from './formStyles';
import { fieldId, getAt, moved, setAt } from './paths';
import { focusAfterMove, ReorderTools } from './ReorderTools';
import { entryTitle, fieldText } from './schemaText';
import { OwnValueLine } from './SharedField';
import { useProblems } from './useProblems';
import { FieldReference } from './FieldReference';

/** A new list entry: an id the list does not have yet, and the defaults the schema names. */
function newEntry(node: JsonSchemaNode | undefined, list: unknown[]): unknown {
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

export function ListField({ path, node, name, level = 1, label: givenLabel, source, nested }: FieldProps & { source: Source; nested: NestedFields }) {
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
    focusLater(focusAfterMove(id, from, to, list.length));
  };
  const remove = (index: number) => {
    update(
      (current) =>
        setAt(
          current,
          path,
          list.filter((_, at) => at !== index),
        ),
      `${entryName(index)} entfernt.`,
    );
    focusLater(list.length > 1 ? `${id}-${Math.max(0, index - 1)}-weg` : `${id}-neu`);
  };
  const add = () => {
    update((current) => setAt(current, path, [...list, newEntry(itemNode, list)]), `Neuer Eintrag ${list.length + 1} in „${label}“.`);
    focusLater(plain ? fieldId([...path, list.length]) : `${id}-${list.length}-titel`);
  };
  const tools = (index: number) => <ReorderTools idPrefix={id} index={index} count={list.length} name={entryName(index)} onMove={move} onRemove={remove} />;

  return (
    <Fieldset $level={level} id={id} tabIndex={-1} aria-describedby={describedBy(help && `${id}-hilfe`, problems.length > 0 && `${id}-fehler`)}>
      <legend id={headingId}>{label}</legend>
      {help && <Help id={`${id}-hilfe`}>{help}</Help>}
      <FieldReference path={path} />
      <FieldProblems id={`${id}-fehler`} problems={problems} />
      {list.length > 0 && (
        <ListBox ref={listRef} aria-labelledby={headingId}>
          {list.map((item, index) => {
            const key = isPlainObject(item) && typeof item.id === 'string' ? `id-${item.id}-${index}` : `at-${index}`;
            if (plain && itemNode) {
              return (
                <PlainEntry key={key}>
                  <div>
                    {nested.field({
                      path: [...path, index],
                      node: itemNode,
                      name: index,
                      required: true,
                      label: `${fieldText(itemNode, index).label} ${index + 1}`,
                      level: level + 1,
                    })}
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
                {itemNode && nested.objectFields([...path, index], itemNode, level + 1)}
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
