import { describe, expect, it } from 'vitest';
import type { MetafieldSource } from './metafields';
import { readMetafield } from './metafields';

describe('readMetafield', () => {
  const list = [
    { key: 'ImageHero', value: ' /hero.jpg ' },
    { key: 'ProductWidth', value: 1200 },
    { key: 'Blank', value: '   ' },
    { key: 'Object', value: { nested: true } },
    { key: 'Infinite', value: Number.POSITIVE_INFINITY },
  ];

  it.each([
    ['ImageHero', '/hero.jpg'],
    ['ProductWidth', '1200'],
    ['Blank', null],
    ['Object', null],
    ['Infinite', null],
    ['Missing', null],
  ])('list: %s → %j', (key, expected) => {
    expect(readMetafield(list, key)).toBe(expected);
  });

  it('reads the first entry of a key in a list', () => {
    expect(
      readMetafield(
        [
          { key: 'A', value: 'first' },
          { key: 'A', value: 'second' },
        ],
        'A',
      ),
    ).toBe('first');
  });

  it('reads a GraphQL connection', () => {
    const connection = {
      edges: [{ node: { key: 'ImageHero', value: '/a.jpg' } }, { node: null }, 'junk'],
    };
    expect(readMetafield(connection as MetafieldSource, 'ImageHero')).toBe('/a.jpg');
    expect(readMetafield(connection as MetafieldSource, 'ImageSide')).toBeNull();
  });

  it('reads a record, ignoring inherited keys', () => {
    expect(readMetafield({ ImageHero: '/b.jpg' }, 'ImageHero')).toBe('/b.jpg');
    expect(readMetafield({}, 'toString')).toBeNull();
  });

  it.each([null, undefined, 'text', 42, [null, 'junk', { key: 'ImageHero' }]])(
    'never throws on %j',
    (junk) => {
      expect(readMetafield(junk as MetafieldSource, 'ImageHero')).toBeNull();
    },
  );
});
