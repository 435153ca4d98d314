import type { FieldControl } from './fieldMeta';

/**
 * A node of a JSON Schema generated from the zod schemas (`z.toJSONSchema`), as the tools read it: the
 * keywords they use and the field metadata of fieldMeta.ts. The studio's form, the field labels, the
 * editors' schema files and the field reference in the docs all read this one shape.
 */
export interface JsonSchemaNode {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  additionalProperties?: boolean | JsonSchemaNode;
  oneOf?: JsonSchemaNode[];
  anyOf?: JsonSchemaNode[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  'x-label'?: string;
  'x-help'?: string;
  'x-control'?: FieldControl;
  'x-choices'?: Record<string, string>;
}
