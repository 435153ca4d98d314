/**
 * Finds where a JSON text first goes wrong. Node's own messages often carry no position (and say
 * "Unexpected token" in English), while marketers need a line and column to find a missing comma.
 * A small recursive-descent scan over the text; it runs only after JSON.parse has already failed.
 */
export function jsonErrorOffset(source: string): number {
  let at = 0;
  const fail = (): never => {
    throw at;
  };
  const whitespace = () => {
    while (at < source.length && ' \t\n\r'.includes(source[at])) at += 1;
  };
  const expect = (text: string) => {
    if (source.startsWith(text, at)) at += text.length;
    else fail();
  };
  const string = () => {
    expect('"');
    while (at < source.length && source[at] !== '"') {
      if (source[at] === '\\') at += 1;
      else if (source.charCodeAt(at) < 0x20) fail();
      at += 1;
    }
    expect('"');
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(source.slice(at));
    if (!match) fail();
    at += match![0].length;
  };
  const list = (close: string, item: () => void) => {
    at += 1;
    whitespace();
    if (source[at] === close) {
      at += 1;
      return;
    }
    for (;;) {
      item();
      whitespace();
      if (source[at] === ',') {
        at += 1;
        whitespace();
        continue;
      }
      expect(close);
      return;
    }
  };
  const value = (): void => {
    whitespace();
    const char = source[at];
    if (char === '{')
      return list('}', () => {
        whitespace();
        string();
        whitespace();
        expect(':');
        value();
      });
    if (char === '[') return list(']', value);
    if (char === '"') return string();
    if (char === 't') return expect('true');
    if (char === 'f') return expect('false');
    if (char === 'n') return expect('null');
    return number();
  };
  try {
    value();
    whitespace();
    if (at < source.length) fail();
    return -1;
  } catch (offset) {
    if (typeof offset === 'number') return offset;
    throw offset;
  }
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

/** One value of a parsed file: where it starts, and its members if it is an object or a list. */
export interface JsonNode {
  offset: number;
  object?: Map<string, JsonNode>;
  array?: JsonNode[];
}

export interface DuplicateKey {
  /** Path of the repeated field, e.g. `['offer', 'price']`. */
  path: (string | number)[];
  key: string;
  /** Offsets of the opening quote of the second and the first occurrence. */
  offset: number;
  firstOffset: number;
}

export type JsonStructure = { ok: true; root: JsonNode } | { ok: false; duplicate: DuplicateKey };

/**
 * Where every value of a file starts, and the first field that appears twice in one object
 * (JSON.parse silently keeps the last one). Runs only on text JSON.parse has accepted, so it can
 * skip validation; a loop with its own stack, not recursion.
 */
export function scanJsonStructure(source: string): JsonStructure {
  interface Frame {
    node: JsonNode;
    path: (string | number)[];
    keys: Map<string, number>;
    /** In an object: the next string is a key (after `{` or `,`). */
    expectKey: boolean;
    /** In an object: the key whose value comes next. */
    key?: string;
  }
  const stack: Frame[] = [];
  let root: JsonNode | undefined;
  const place = (node: JsonNode): (string | number)[] => {
    const top = stack[stack.length - 1];
    if (!top) {
      root = node;
      return [];
    }
    if (top.node.array) {
      top.node.array.push(node);
      return [...top.path, top.node.array.length - 1];
    }
    const key = top.key as string;
    top.node.object?.set(key, node);
    top.key = undefined;
    return [...top.path, key];
  };
  let at = 0;
  while (at < source.length) {
    const char = source[at];
    const top = stack[stack.length - 1];
    if (char === '{' || char === '[') {
      const node: JsonNode = char === '{' ? { offset: at, object: new Map() } : { offset: at, array: [] };
      stack.push({ node, path: place(node), keys: new Map(), expectKey: char === '{' });
      at += 1;
    } else if (char === '}' || char === ']') {
      stack.pop();
      at += 1;
    } else if (char === ',') {
      if (top?.node.object) top.expectKey = true;
      at += 1;
    } else if (char === ':' || char === ' ' || char === '\t' || char === '\n' || char === '\r') {
      at += 1;
    } else if (char === '"') {
      let end = at + 1;
      while (source[end] !== '"') end += source[end] === '\\' ? 2 : 1;
      end += 1;
      if (top?.node.object && top.expectKey) {
        // Decoded, so "pr\u0069ce" and "price" count as the same field, as they do for JSON.parse.
        const key = JSON.parse(source.slice(at, end)) as string;
        const firstOffset = top.keys.get(key);
        if (firstOffset !== undefined) return { ok: false, duplicate: { path: [...top.path, key], key, offset: at, firstOffset } };
        top.keys.set(key, at);
        top.key = key;
        top.expectKey = false;
      } else {
        place({ offset: at });
      }
      at = end;
    } else {
      // A number, true, false or null: runs to the next delimiter.
      place({ offset: at });
      while (at < source.length && !' \t\n\r,]}'.includes(source[at])) at += 1;
    }
  }
  return { ok: true, root: root as JsonNode };
}

/** The value at `path`, or the nearest ancestor that exists (the root at worst). */
export function nodeAt(root: JsonNode, path: ReadonlyArray<PropertyKey>): JsonNode {
  let node = root;
  for (const key of path) {
    let next: JsonNode | undefined;
    if (node.array) next = typeof key === 'number' || /^\d+$/.test(String(key)) ? node.array[Number(key)] : undefined;
    else if (node.object && typeof key !== 'symbol') next = node.object.get(String(key));
    if (!next) break;
    node = next;
  }
  return node;
}
