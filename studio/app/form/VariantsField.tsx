import { useRef } from 'react';
import { isPlainObject } from '#engine/resolve';
import type { JsonSchemaNode } from '#engine/jsonSchemaNode';
import { Help } from '../ui';
import type { FieldProps, NestedFields } from './fieldProps';
import { FieldProblems } from './FieldProblems';
import { useForm } from './FormContext';
import { Check, Fieldset } from './formStyles';
import { fieldId, getAt, setAt } from './paths';
import { fieldText } from './schemaText';
import { useProblems } from './useProblems';
import { FieldReference } from './FieldReference';

/** A choice between shapes (the offer: fixed price or early-bird price), then the chosen shape's fields. */
export function VariantsField({ path, node, name, level = 1, nested }: FieldProps & { nested: NestedFields }) {
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

  const choose = (variant: JsonSchemaNode) => {
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
      <FieldReference path={path} />
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
      {chosen ? nested.objectFields(path, chosen, level + 1) : <Help>Bitte zuerst die Art wählen.</Help>}
    </Fieldset>
  );
}
