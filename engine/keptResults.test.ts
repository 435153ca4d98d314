import { describe, expect, it } from 'vitest';
import { keptResults } from './keptResults';

describe('kept results', () => {
  it('makes each input once, and starts over past its limit', () => {
    const made: string[] = [];
    const upper = keptResults((text) => {
      made.push(text);
      return text.toUpperCase();
    }, 2);
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(made).toEqual(['a', 'b']);
    upper('c');
    expect(upper('a')).toBe('A');
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });
});
