import { applyEdits, modify, type FormattingOptions, type JSONPath } from 'jsonc-parser';

/**
 * Edits of a JSON file's text that keep everything the edit does not touch as the marketer wrote it: key order,
 * indentation, line breaks, the way lists are wrapped (jsonc-parser computes the edit; nothing is parsed and
 * written again).
 */

/** The text's own indentation (two spaces where it has none), so an added line looks like its neighbours. */
function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)"/.exec(text)?.[1];
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  if (indent?.startsWith('\t')) return { insertSpaces: false, tabSize: 1, eol };
  return { insertSpaces: true, tabSize: indent?.length ?? 2, eol };
}

/** `text` with the value at `at` set; a missing key is added at `index` among its siblings (default: last). */
export function setJsonValue(text: string, at: JSONPath, value: unknown, index?: number): string {
  const getInsertionIndex = index === undefined ? undefined : () => index;
  return applyEdits(text, modify(text, at, value, { formattingOptions: formattingOf(text), getInsertionIndex }));
}
