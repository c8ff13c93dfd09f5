import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailSchema,
  newsletterEmailSchema,
  orderNumberSchema,
  phoneSchema,
  quantitySchema,
  cartLineQuantitySchema,
  requiredSchema,
  searchTermSchema,
} from './validation';

/** The parsed value, or the messages of every issue. */
function outcome(schema: z.ZodType, value: unknown): { data: unknown } | { errors: string[] } {
  const result = schema.safeParse(value);
  return result.success
    ? { data: result.data }
    : { errors: result.error.issues.map((issue) => issue.message) };
}

const EMAIL = 'Please enter a valid email address';
const REQUIRED = 'This field is required';

describe('emailSchema (behaviour.md#validation: empty accepted, otherwise a valid email)', () => {
  it.each([
    ['', { data: '' }],
    ['   ', { data: '' }],
    ['buyer@example.com', { data: 'buyer@example.com' }],
    [' buyer@example.com ', { data: 'buyer@example.com' }],
    ['first.last+tag@sub.example.co', { data: 'first.last+tag@sub.example.co' }],
    ['buyer', { errors: [EMAIL] }],
    ['buyer@', { errors: [EMAIL] }],
    ['@example.com', { errors: [EMAIL] }],
    ['buyer@example', { errors: [EMAIL] }],
    ['buy er@example.com', { errors: [EMAIL] }],
    [null, { errors: [EMAIL] }],
    [42, { errors: [EMAIL] }],
  ])('%j', (value, expected) => {
    expect(outcome(emailSchema, value)).toEqual(expected);
  });
});

describe('requiredSchema (behaviour.md#validation)', () => {
  it.each([
    ['x', { data: 'x' }],
    ['  Acme  ', { data: 'Acme' }],
    ['', { errors: [REQUIRED] }],
    ['   ', { errors: [REQUIRED] }],
    [undefined, { errors: [REQUIRED] }],
    [null, { errors: [REQUIRED] }],
    [0, { errors: [REQUIRED] }],
  ])('%j', (value, expected) => {
    expect(outcome(requiredSchema, value)).toEqual(expected);
  });
});

describe('phoneSchema (behaviour.md#validation: 0 or +63, then exactly 10 digits)', () => {
  const PHONE = 'Please enter a valid phone number: 0 or +63 followed by 10 digits';
  it.each([
    ['09171234567', { data: '09171234567' }],
    ['+639171234567', { data: '+639171234567' }],
    [' 09171234567 ', { data: '09171234567' }],
    ['0917123456', { errors: [PHONE] }],
    ['091712345678', { errors: [PHONE] }],
    ['+63917123456', { errors: [PHONE] }],
    ['639171234567', { errors: [PHONE] }],
    ['9171234567', { errors: [PHONE] }],
    ['0917 123 4567', { errors: [PHONE] }],
    ['0917-123-4567', { errors: [PHONE] }],
    ['+6309171234567', { errors: [PHONE] }],
    ['', { errors: [PHONE] }],
    [9171234567, { errors: [PHONE] }],
  ])('%j', (value, expected) => {
    expect(outcome(phoneSchema, value)).toEqual(expected);
  });
});

describe('orderNumberSchema (behaviour.md#validation)', () => {
  const TOO_LONG = 'Order number must be less than 30 characters';
  const BLANK = 'Order number cannot be empty';
  it.each([
    ['', { data: '' }],
    ['PO-1234', { data: 'PO-1234' }],
    [' PO-1234 ', { data: 'PO-1234' }],
    ['x'.repeat(30), { data: 'x'.repeat(30) }],
    [` ${'x'.repeat(30)} `, { data: 'x'.repeat(30) }],
    ['x'.repeat(31), { errors: [TOO_LONG] }],
    [' ', { errors: [BLANK] }],
    ['\t  ', { errors: [BLANK] }],
    [' '.repeat(40), { errors: [BLANK] }],
    [null, { errors: [BLANK] }],
  ])('%j', (value, expected) => {
    expect(outcome(orderNumberSchema, value)).toEqual(expected);
  });
});

describe('quantitySchema (behaviour.md#validation: 1 to 20)', () => {
  const QUANTITY = 'Quantity must be a whole number from 1 to 20';
  it.each([
    [1, { data: 1 }],
    [20, { data: 20 }],
    [7, { data: 7 }],
    ['3', { data: 3 }],
    [' 12 ', { data: 12 }],
    [0, { errors: [QUANTITY] }],
    [21, { errors: [QUANTITY] }],
    [-1, { errors: [QUANTITY] }],
    [1.5, { errors: [QUANTITY] }],
    ['1.5', { errors: [QUANTITY] }],
    ['21', { errors: [QUANTITY] }],
    ['', { errors: [QUANTITY] }],
    ['abc', { errors: [QUANTITY] }],
    [Number.NaN, { errors: [QUANTITY] }],
    [null, { errors: [QUANTITY] }],
  ])('%j', (value, expected) => {
    expect(outcome(quantitySchema, value)).toEqual(expected);
  });
});

describe('cartLineQuantitySchema (a cart line: 1 to 9999)', () => {
  const LINE = 'Quantity must be a whole number from 1 to 9999';
  it.each([
    [50, { data: 50 }],
    ['9999', { data: 9999 }],
    [10_000, { errors: [LINE] }],
    [0, { errors: [LINE] }],
    ['2.5', { errors: [LINE] }],
  ])('%j', (value, expected) => {
    expect(outcome(cartLineQuantitySchema, value)).toEqual(expected);
  });
});

describe('searchTermSchema (behaviour.md#search-bar: non-blank, at most 512)', () => {
  const REQUIRED_TERM = 'Please enter a search term';
  const TOO_LONG = 'Search term must be at most 512 characters';
  it.each([
    ['chair', { data: 'chair' }],
    ['  oak desk ', { data: 'oak desk' }],
    ['x'.repeat(512), { data: 'x'.repeat(512) }],
    ['x'.repeat(513), { errors: [TOO_LONG] }],
    ['', { errors: [REQUIRED_TERM] }],
    ['   ', { errors: [REQUIRED_TERM] }],
    [undefined, { errors: [REQUIRED_TERM] }],
  ])('%j', (value, expected) => {
    expect(outcome(searchTermSchema, value)).toEqual(expected);
  });
});

describe('newsletterEmailSchema (behaviour.md#validation: required and valid)', () => {
  it.each([
    ['buyer@example.com', { data: 'buyer@example.com' }],
    ['  buyer@example.com', { data: 'buyer@example.com' }],
    ['', { errors: [REQUIRED] }],
    ['  ', { errors: [REQUIRED] }],
    ['buyer', { errors: [EMAIL] }],
    [undefined, { errors: [REQUIRED] }],
  ])('%j', (value, expected) => {
    expect(outcome(newsletterEmailSchema, value)).toEqual(expected);
  });
});
