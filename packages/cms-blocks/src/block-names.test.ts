import { describe, expect, it } from 'vitest';
import { BLOCK_COMPONENT_NAMES, isKnownBlock } from './block-names';

describe('block names', () => {
  it('lists the 16 blocks of behaviour.md#content-blocks once each', () => {
    expect(BLOCK_COMPONENT_NAMES).toHaveLength(16);
    expect(new Set(BLOCK_COMPONENT_NAMES).size).toBe(16);
  });

  it.each([
    ['home_hero', true],
    ['rich_text', true],
    ['page', true],
    ['unknown_block', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('isKnownBlock(%j) is %s', (name, expected) => {
    expect(isKnownBlock(name)).toBe(expected);
  });
});
