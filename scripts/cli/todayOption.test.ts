import { expect, it } from 'vitest';
import { todayOption } from './todayOption';

it('--today takes JJJJ-MM-TT and names that form, with the day converted, for a date written as TT.MM.JJJJ', () => {
  expect(todayOption.check('2027-04-12')).toBeUndefined();
  expect(todayOption.check('12.04.2027')).toBe(
    '--today erwartet ein Datum im Format JJJJ-MM-TT, „12.04.2027“ erhalten; für diesen Tag bitte „2027-04-12“ schreiben',
  );
  expect(todayOption.check('morgen')).toBe('--today erwartet ein Datum im Format JJJJ-MM-TT, „morgen“ erhalten');
});
