import { describe, expect, it } from 'vitest';
import { dayMeant, readDate, shownDate } from './dateText';

/** Dates as marketers type them, read the same in every browser; nothing that is not one day is guessed. */
const iso = (text: string) => {
  const reading = readDate(text);
  return reading.ok ? reading.iso : undefined;
};
const problem = (text: string) => {
  const reading = readDate(text);
  if (reading.ok) throw new Error(`„${text}“ wurde als ${reading.iso} gelesen`);
  return reading;
};

describe('reading a typed date', () => {
  it('reads TT.MM.JJJJ, T.M.JJJJ and a pasted JJJJ-MM-TT as that day', () => {
    expect(iso('13.04.2026')).toBe('2026-04-13');
    expect(iso('3.4.2026')).toBe('2026-04-03');
    expect(iso(' 05.01.2026 ')).toBe('2026-01-05');
    expect(iso('2026-04-13')).toBe('2026-04-13');
    expect(iso('29.02.2028')).toBe('2028-02-29');
    expect(iso('31.12.2099')).toBe('2099-12-31');
    expect(iso('01.01.2000')).toBe('2000-01-01');
  });

  it('never reads day and month the other way round, nor a month 13', () => {
    expect(problem('13.13.2026')).toEqual({
      ok: false,
      complete: true,
      message: '„13.13.2026“: einen Monat 13 gibt es nicht; der Monat ist 1 bis 12 (z. B. 13.04.2026)',
    });
    expect(problem('2026-13-04').message).toContain('einen Monat 13 gibt es nicht');
  });

  it('names a day that does not exist, with the month’s length', () => {
    expect(problem('31.02.2026')).toEqual({
      ok: false,
      complete: true,
      message: '„31.02.2026“: den 31. Februar 2026 gibt es nicht; der Februar 2026 hat 28 Tage',
    });
    expect(problem('29.02.2027').message).toContain('der Februar 2027 hat 28 Tage');
    expect(problem('31.04.2026').message).toContain('der April 2026 hat 30 Tage');
    expect(problem('00.04.2026').message).toContain('einen Tag 0 gibt es nicht');
  });

  it('refuses years outside 2000 to 2099, the five-digit slip included', () => {
    expect(problem('13.04.22026').message).toBe('„13.04.22026“: das Jahr 22026 liegt nicht zwischen 2000 und 2099; bitte das Jahr prüfen (z. B. 13.04.2026)');
    expect(problem('22026-12-04').complete).toBe(true);
    expect(problem('13.04.1926').message).toContain('das Jahr 1926 liegt nicht zwischen 2000 und 2099');
    expect(problem('13.04.2100').complete).toBe(true);
  });

  it('names an unfinished entry only as unfinished (the field says so once it is left)', () => {
    for (const text of ['1', '13', '13.', '13.0', '13.04.', '13.04.2', '13.04.202', '2026', '2026-0', '2026-04-1']) {
      expect(problem(text).complete, text).toBe(false);
    }
    expect(problem('13.04.26').message).toBe('„13.04.26“: das Jahr bitte vierstellig schreiben (z. B. 13.04.2026)');
    expect(problem('13.04.').message).toBe('„13.04.“ ist noch kein vollständiges Datum; bitte als TT.MM.JJJJ schreiben (z. B. 13.04.2026)');
  });

  it('refuses every other way of writing a date', () => {
    for (const text of [
      '04/13/2026',
      '13/04/2026',
      '13-04-2026',
      '13. April 2026',
      '2026.04.13',
      '13.04.2026.',
      '13 04 2026',
      '2026-4-13',
      'morgen',
      '１３.０４.２０２６',
    ]) {
      expect(problem(text), text).toMatchObject({ ok: false, complete: true, message: `„${text}“ ist kein Datum im Format TT.MM.JJJJ (z. B. 13.04.2026)` });
    }
  });
});

describe('showing a stored date', () => {
  it('shows a day as TT.MM.JJJJ and anything else as the file has it', () => {
    expect(shownDate('2026-04-13')).toBe('13.04.2026');
    expect(shownDate(undefined)).toBe('');
    expect(shownDate('2026-02-30')).toBe('2026-02-30');
    expect(shownDate('22026-12-04')).toBe('22026-12-04');
  });
});

describe('the day a date written in a content file means', () => {
  it('reads the German forms and a short ISO form; nothing else', () => {
    expect(dayMeant('12.04.2027')).toBe('2027-04-12');
    expect(dayMeant('12.4.2027')).toBe('2027-04-12');
    expect(dayMeant('2027-4-12')).toBe('2027-04-12');
    expect(dayMeant('12. April 2027')).toBe('2027-04-12');
    expect(dayMeant('1.\u00a0märz  2027')).toBe('2027-03-01');
    for (const other of ['31.02.2027', '12.04.27', '12. Foo 2027', 'bald', '', '12/04/2027']) expect(dayMeant(other)).toBeUndefined();
  });
});
