import { describe, expect, it } from 'vitest';
import { newToken, sameToken } from './csrf';

describe('tokens', () => {
  it('are long, random and compared exactly', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(sameToken(token, token)).toBe(true);
    expect(sameToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, token)).toBe(false);
    expect(sameToken(token.slice(1), token)).toBe(false);
    expect(sameToken(undefined, token)).toBe(false);
    expect(sameToken('', token)).toBe(false);
  });
});
