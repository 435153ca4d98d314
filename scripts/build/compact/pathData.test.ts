import { describe, expect, it } from 'vitest';
import { roundPath } from './pathData';

/** The x positions a path of horizontal relative steps (`M0 0h…h…`) reaches, step by step. */
const positions = (d: string) => {
  let x = 0;
  return [...d.matchAll(/h(-?[\d.]+)/g)].map(([, step]) => (x += Number(step)));
};

describe('path data to one decimal', () => {
  it('rounds every number and reads an arc’s flags that run into the next number', () => {
    expect(roundPath('M6 12.65c0-.457-.316-.844-.727-1.041A4 4 0 017.52 4.034')).toBe('M6 12.7c0-.5-.3-.9-.7-1.1A4 4 0 0 1 7.5 4');
    expect(roundPath('M11.525 2.295a.53.53 0 0 1 .95 0')).toBe('M11.5 2.3a.5.5 0 0 1 1 0');
  });

  it('rounds relative steps against the rounded position, so the error does not add up along the path', () => {
    const exact = positions(`M0 0${'h.14'.repeat(30)}`);
    const rounded = positions(roundPath(`M0 0${'h.14'.repeat(30)}`));
    expect(rounded).toHaveLength(30);
    // Each step alone rounds to .1: thirty of them would end 1.2 short.
    rounded.forEach((x, index) => {
      expect(Math.abs(x - exact[index])).toBeLessThanOrEqual(0.05 + 1e-9);
    });
  });

  it('keeps a dot drawn as a tiny step, which rounding would make nothing', () => {
    expect(roundPath('M8 13h.01')).toBe('M8 13h.01');
  });

  it('writes a leading relative moveto absolute, so that paths can be joined', () => {
    expect(roundPath('m22 17-8.5-8.5-5 5L2 7')).toBe('M22 17l-8.5-8.5-5 5L2 7');
    expect(roundPath('m6 9 6 6 6-6')).toBe('M6 9l6 6 6-6');
    // An absolute one goes on with absolute lines.
    expect(roundPath('M20 6 9 17l-5-5')).toBe('M20 6 9 17l-5-5');
  });
});
