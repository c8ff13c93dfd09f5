import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressSchema, registrationSchema } from './forms';
import { findNulByte, hasNulByte, plainText } from './plain-text';
import { emailSchema, orderNumberSchema, phoneSchema, requiredSchema } from './validation';
import { NUL_BYTE_MESSAGE, REQUIRED_MESSAGE } from './validation-messages';

describe('plainText', () => {
  it('refuses a NUL byte with its own message, before any other rule', () => {
    const schema = plainText(REQUIRED_MESSAGE).trim().min(1, { error: REQUIRED_MESSAGE });
    expect(schema.safeParse('a\u0000b').error?.issues.map((i) => i.message)).toEqual([
      NUL_BYTE_MESSAGE,
    ]);
    expect(schema.safeParse(' ok ').data).toBe('ok');
    expect(schema.safeParse(5).error?.issues[0]?.message).toBe(REQUIRED_MESSAGE);
  });

  it('is the base of every shared text rule', () => {
    for (const schema of [requiredSchema, emailSchema, phoneSchema, orderNumberSchema])
      expect(schema.safeParse('0\u00002').error?.issues[0]?.message).toBe(NUL_BYTE_MESSAGE);
    const address = addressSchema.safeParse({
      street_1: '1 Main\u0000 St',
      city: 'Sydney',
      country: 'AU',
      zip: '2000',
    });
    expect(address.error?.issues).toEqual([
      expect.objectContaining({ path: ['street_1'], message: NUL_BYTE_MESSAGE }),
    ]);
    const registration = registrationSchema.safeParse({
      email: 'a@example.com',
      first_name: 'A',
      last_name: 'B',
      company: 'C',
      phone: '02123456789',
      password: 'pass\u0000word',
    });
    expect(registration.error?.issues[0]?.path).toEqual(['password']);
  });

  it('accepts any text without a NUL byte', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!text.includes('\u0000'));
        expect(plainText('x').safeParse(text).success).toBe(true);
      }),
    );
  });
});

describe('findNulByte', () => {
  it('names the path of the first string holding one, keys included', () => {
    expect(findNulByte({ a: [1, { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findNulByte({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(findNulByte('\u0000')).toEqual([]);
    expect(findNulByte({ a: ['fine', 2, null, true] })).toBeUndefined();
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNulByte(deep)).toHaveLength(100_000);
    expect(hasNulByte('plain')).toBe(false);
  });
});
