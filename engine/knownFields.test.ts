import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editDistance, knownFieldsAt, nearestName } from './knownFields';

describe('the field an unknown one was meant to be', () => {
  it('counts a typo, a missing letter and two swapped neighbours as one edit, case aside', () => {
    expect(editDistance('vocher', 'voucher')).toBe(1);
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('Voucher', 'voucher')).toBe(0);
    expect(editDistance('preis', 'price')).toBe(3);
  });

  it('suggests only a name close enough and without a rival as close', () => {
    expect(nearestName('vocher', ['price', 'voucher', 'validFrom'])).toBe('voucher');
    expect(nearestName('preis', ['price', 'voucher'])).toBeUndefined();
    expect(nearestName('tex', ['text', 'tax'])).toBeUndefined();
    expect(nearestName('x', [])).toBeUndefined();
  });

  it('reads the names allowed at a path: through lists, optional fields and the branch of a union the value has', () => {
    const schema = z.strictObject({
      offer: z.discriminatedUnion('mode', [
        z.strictObject({ mode: z.literal('full'), price: z.number() }),
        z.strictObject({ mode: z.literal('early'), price: z.number(), voucher: z.string() }),
      ]),
      sections: z.array(z.strictObject({ title: z.string(), intro: z.string().optional() })).optional(),
    });
    const input = { offer: { mode: 'early', price: 1, vocher: 'X' }, sections: [{ titel: 'a' }] };
    expect(knownFieldsAt(schema, input, [])).toEqual(['offer', 'sections']);
    expect(knownFieldsAt(schema, input, ['offer'])).toEqual(['mode', 'price', 'voucher']);
    expect(knownFieldsAt(schema, { offer: { mode: 'full' } }, ['offer'])).toEqual(['mode', 'price']);
    expect(knownFieldsAt(schema, input, ['sections', 0])).toEqual(['title', 'intro']);
    expect(knownFieldsAt(schema, input, ['nowhere', 3])).toEqual([]);
  });
});
