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
