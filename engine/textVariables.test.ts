import { expect, it } from 'vitest';
import { fillVariables, variablesIn } from './textVariables';

it('fills every known variable in every string of a value and leaves the rest alone', () => {
  const filled = fillVariables({ a: ['am {start}', 7], b: { c: 'seit {jahre} Jahren, {unbekannt}' } }, { start: 'Montag, 5. Januar 2026', jahre: '5' });
  expect(filled).toEqual({ a: ['am Montag, 5. Januar 2026', 7], b: { c: 'seit 5 Jahren, {unbekannt}' } });
});

it('finds the variable names a text uses, in order', () => {
  expect(variablesIn('{startKurz} und {teilnehmende}')).toEqual(['startKurz', 'teilnehmende']);
  expect(variablesIn('keine { Variable } hier')).toEqual([]);
});
