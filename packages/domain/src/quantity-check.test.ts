import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkQuantity } from './quantity-check';
import { cartLineQuantitySchema, quantitySchema } from './validation';

describe('checkQuantity', () => {
  it('reads whole numbers and digit text from 1 to the maximum', () => {
    expect(checkQuantity(7)).toEqual({ ok: true, quantity: 7 });
    expect(checkQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 });
    expect(checkQuantity('50', 9_999)).toEqual({ ok: true, quantity: 50 });
    expect(checkQuantity(21)).toEqual({
      ok: false,
      message: 'Quantity must be a whole number from 1 to 20',
    });
    expect(checkQuantity(10_000, 9_999)).toEqual({
      ok: false,
      message: 'Quantity must be a whole number from 1 to 9999',
    });
    expect(checkQuantity(51, 50)).toEqual({
      ok: false,
      message: 'Quantity must be a whole number from 1 to 50',
    });
    for (const bad of [0, -1, 1.5, '1.5', '', 'abc', Number.NaN, null, undefined, {}])
      expect(checkQuantity(bad).ok).toBe(false);
  });

  it('property: agrees with the schemas that wrap it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 12_000 }), fc.string()), (value) => {
        expect(quantitySchema.safeParse(value).success).toBe(checkQuantity(value).ok);
        expect(cartLineQuantitySchema.safeParse(value).success).toBe(
          checkQuantity(value, 9_999).ok,
        );
      }),
    );
  });
});
