import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildErrorList, capitalise } from './errors';

const GENERIC = 'An error occurred. Please try again.';

describe('buildErrorList (behaviour.md#errors: building an error list)', () => {
  describe('a message that is not an array is wrapped as one item', () => {
    it.each([
      ['Invalid email or password', ['Invalid email or password']],
      ['  lower case stays as sent  ', ['lower case stays as sent']],
      [404, ['404']],
      [false, ['false']],
      [{ title: 'Customer not found', status: 404 }, ['Customer not found']],
      [{ message: 'Token expired' }, ['Token expired']],
      [{ error: 'Bad request' }, ['Bad request']],
      [{ detail: 'Locked' }, ['Locked']],
      [{ title: '', message: 'Second choice' }, ['Second choice']],
      [
        { errors: { email: 'email is taken', phone: 'phone is invalid' } },
        ['Email is taken. Phone is invalid'],
      ],
    ])('%j → %j', (message, expected) => {
      expect(buildErrorList(message)).toEqual(expected);
    });
  });

  describe('an array gives every string of each nested errors object, capitalised', () => {
    it.each([
      [
        [
          {
            status: 422,
            title: 'Input is invalid',
            errors: { email: 'email already in use', '.phone': 'phone is invalid' },
          },
        ],
        ['Email already in use', 'Phone is invalid'],
      ],
      [
        [
          {
            errors: {
              address: {
                street_1: 'street is required',
                zip: ['zip is required', 'zip must be digits'],
              },
            },
          },
        ],
        ['Street is required', 'Zip is required', 'Zip must be digits'],
      ],
      [
        [{ errors: { a: 'first' } }, { errors: { b: 'second' } }],
        ['First', 'Second'],
      ],
      [[{ errors: 'plain text errors' }], ['Plain text errors']],
      [[{ errors: { a: '', b: '  ', c: 3, d: null, e: 'kept' } }], ['Kept']],
      [
        ['already a string', '  padded  '],
        ['Already a string', 'Padded'],
      ],
      [[{ title: 'no errors object here' }], ['No errors object here']],
      [[{ title: 'fallback title', errors: {} }], ['Fallback title']],
      [[{ errors: { email: 'Éclair is taken' } }], ['Éclair is taken']],
      [[null, 7, undefined], ['7']],
    ])('%j → %j', (message, expected) => {
      expect(buildErrorList(message)).toEqual(expected);
    });
  });

  describe('never returns an empty list', () => {
    it.each([null, undefined, '', '   ', {}, { errors: {} }, [], [{}], [{ errors: {} }], [null]])(
      '%j → the generic message',
      (message) => {
        expect(buildErrorList(message)).toEqual([GENERIC]);
      },
    );
  });

  it('survives cyclic error objects', () => {
    const errors: Record<string, unknown> = { email: 'email is taken' };
    errors.self = errors;
    expect(buildErrorList([{ errors }])).toEqual(['Email is taken']);
    expect(buildErrorList({ errors })).toEqual(['Email is taken']);
  });

  it('stops at an absurd depth instead of overflowing the stack', () => {
    let deep: unknown = 'too deep';
    for (let level = 0; level < 10_000; level += 1) deep = { next: deep };
    expect(buildErrorList([{ errors: { shallow: 'kept', deep } }])).toEqual(['Kept']);
  });

  it('property: never throws and always gives non-empty strings', () => {
    fc.assert(
      fc.property(fc.anything(), (message) => {
        const list = buildErrorList(message);
        expect(list.length).toBeGreaterThan(0);
        for (const line of list) expect(line.trim()).not.toBe('');
      }),
    );
  });
});

describe('capitalise', () => {
  it.each([
    ['email is taken', 'Email is taken'],
    ['  spaced', 'Spaced'],
    ['Already', 'Already'],
    ['1 error', '1 error'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(capitalise(text)).toBe(expected);
  });
});
