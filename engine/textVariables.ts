/**
 * Text variables: `{name}` in a text stands for a value the config already holds. The site decides
 * which names exist (src/content/textVariables.ts); this is only how they are found and filled in.
 */

const VARIABLE = /\{([^{}\s]*)\}/g;

/** The variable names a text uses, in order: `"am {start}"` → `["start"]`. */
export const variablesIn = (text: string): string[] => [...text.matchAll(VARIABLE)].map((match) => match[1]);

/** A copy of the value with every known variable in every string replaced; other text is left as it is. */
export function fillVariables<T>(value: T, variables: Record<string, string>): T {
  if (typeof value === 'string') {
    return value.replace(VARIABLE, (written, name: string) => (Object.hasOwn(variables, name) ? variables[name] : written)) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillVariables(item, variables)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillVariables(item, variables)])) as T;
  }
  return value;
}
