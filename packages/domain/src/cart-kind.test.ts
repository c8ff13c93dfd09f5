import { describe, expect, it } from 'vitest';
import { isContainerCart, isContainerLineName, nonContainerLines } from './cart-kind';

describe('isContainerCart (behaviour.md#cart-states)', () => {
  it.each([
    [[{ name: 'Oak desk (Container)' }], true],
    [[{ name: 'Oak desk (Container) - brown' }], true],
    [[{ name: 'Oak desk (Container)' }, { name: 'Lamp' }], true],
    [[{ name: 'Lamp' }, { name: 'Oak desk (Container)' }], false],
    [[{ name: 'Oak desk (container)' }], false],
    [[{ name: null }], false],
    [[{}], false],
    [[], false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (lines, expected) => {
    expect(isContainerCart(lines)).toBe(expected);
  });
});

describe('isContainerLineName', () => {
  it.each([
    ['Desk (Container)', true],
    ['Desk (Container)  ', true],
    ['Desk (Container) - brown', false],
    ['Desk', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (name, expected) => {
    expect(isContainerLineName(name)).toBe(expected);
  });
});

describe('nonContainerLines (behaviour.md#cart-states)', () => {
  it('keeps the lines whose names do not end with (Container), in order, as the same objects', () => {
    const lamp = { id: 1, name: 'Lamp' };
    const desk = { id: 2, name: 'Desk (Container)' };
    const variant = { id: 3, name: 'Desk (Container) - brown' };
    const unnamed = { id: 4, name: null };
    expect(nonContainerLines([lamp, desk, variant, unnamed])).toEqual([lamp, variant, unnamed]);
    expect(nonContainerLines([lamp])[0]).toBe(lamp);
  });

  it('gives an empty list for no lines', () => {
    expect(nonContainerLines([])).toEqual([]);
    expect(nonContainerLines(null)).toEqual([]);
    expect(nonContainerLines(undefined)).toEqual([]);
  });
});
