import { findNodeAtLocation, parseTree, type Node, type ParseError } from 'jsonc-parser';
import { keptResults } from './keptResults';

/**
 * Where a JSON text first goes wrong, by jsonc-parser in strict JSON mode. Node's own messages often
 * carry no position (and say "Unexpected token" in English), while marketers need a line and column
 * to find a missing comma. Runs only after JSON.parse has already failed; -1 if it finds nothing.
 */
export function jsonErrorOffset(source: string): number {
  const errors: ParseError[] = [];
  parseTree(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  return errors[0]?.offset ?? -1;
}

/** 1-based line and column, as an editor's status bar shows them. */
export interface JsonPosition {
  line: number;
  column: number;
}

/**
 * Turns offsets into line and column. Line breaks are \n, \r\n or a lone \r (all count as one);
 * columns count UTF-16 code units, which matches editors for everything but emoji.
 */
export function positionFinder(source: string): (offset: number) => JsonPosition {
  const lineStarts = [0];
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\n' || (char === '\r' && source[at + 1] !== '\n')) lineStarts.push(at + 1);
  }
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low] + 1 };
  };
}

/**
 * Offset of the first `[` or `{` that opens nesting level `maxDepth + 1`, or -1. A loop, not
 * recursion, and it reads any text (valid JSON or not), so it can run before anything recursive:
 * thousands of nested brackets would otherwise overflow the call stack. A string left open at the
 * end of a line is treated as closed there, so one missing quote does not hide the brackets after it.
 */
export function tooDeepOffset(source: string, maxDepth: number): number {
  let depth = 0;
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (char === '"') {
      at += 1;
      while (at < source.length && source[at] !== '"' && source[at] !== '\n') at += source[at] === '\\' ? 2 : 1;
    } else if (char === '[' || char === '{') {
      depth += 1;
      if (depth > maxDepth) return at;
    } else if (char === ']' || char === '}') {
      depth = Math.max(0, depth - 1);
    }
  }
  return -1;
}

export interface DuplicateKey {
  /** Path of the repeated field, e.g. `['offer', 'price']`. */
  path: (string | number)[];
  key: string;
  /** Offsets of the opening quote of the second and the first occurrence. */
  offset: number;
  firstOffset: number;
}

/** One value of a parsed file (jsonc-parser's tree): where it starts, and its members. */
export type JsonNode = Node;

export type JsonStructure = { ok: true; root: JsonNode } | { ok: false; duplicate: DuplicateKey };

/**
 * The tree of a file, and the first field that appears twice in one object (JSON.parse silently
 * keeps the last one), in the order of the text. Runs only on text JSON.parse has accepted and
 * tooDeepOffset has let through, so the recursive walk stays shallow. The same files are read again and again
 * (each check of a day, each save in the studio): a text is scanned once.
 */
export const scanJsonStructure: (source: string) => JsonStructure = keptResults((source) => scanText(source), 64);

function scanText(source: string): JsonStructure {
  const root = parseTree(source) as JsonNode;
  const firstDuplicate = (node: JsonNode, path: (string | number)[]): DuplicateKey | undefined => {
    if (node.type === 'array') {
      for (const [index, item] of (node.children ?? []).entries()) {
        const found = firstDuplicate(item, [...path, index]);
        if (found) return found;
      }
    }
    if (node.type !== 'object') return undefined;
    const keys = new Map<string, number>();
    for (const property of node.children ?? []) {
      const [keyNode, value] = property.children ?? [];
      // The key's value is decoded, so "pr\u0069ce" and "price" count as the same field, as for JSON.parse.
      const key = keyNode.value as string;
      const firstOffset = keys.get(key);
      if (firstOffset !== undefined) return { path: [...path, key], key, offset: keyNode.offset, firstOffset };
      keys.set(key, keyNode.offset);
      const found = value && firstDuplicate(value, [...path, key]);
      if (found) return found;
    }
    return undefined;
  };
  const duplicate = firstDuplicate(root, []);
  return duplicate ? { ok: false, duplicate } : { ok: true, root };
}

/** The value at `path`, or the nearest ancestor that exists (the root at worst). */
export function nodeAt(root: JsonNode, path: ReadonlyArray<PropertyKey>): JsonNode {
  let node = root;
  for (const key of path) {
    // Indexes may come as text ("0") from a formatted path; objects take their keys as text.
    const segment = node.type === 'array' && /^\d+$/.test(String(key)) ? Number(key) : typeof key === 'symbol' ? undefined : String(key);
    const next = segment === undefined ? undefined : findNodeAtLocation(node, [segment]);
    if (!next) break;
    node = next;
  }
  return node;
}
