import { describe, expect, it } from 'vitest';
import {
  CONTAINER_LIMIT_BRAND_ID,
  CONTAINER_METAFIELD,
  capacityFromMetafields,
  containerMetafield,
  containerMetafieldKey,
  parseContainerMetafieldKey,
} from './container-metafield';

describe('container metafield constants (behaviour.md#constants)', () => {
  it('match the spec', () => {
    expect(CONTAINER_METAFIELD).toEqual({
      namespace: 'container_size',
      keyPrefix: 'factoryID:',
      permissionSet: 'app_only',
      defaultValue: '26CBM',
      defaultCapacity: 26,
    });
    expect(CONTAINER_LIMIT_BRAND_ID).toBe(40);
  });
});

describe('containerMetafieldKey', () => {
  it.each([
    [40, 'factoryID:40'],
    ['40', 'factoryID:40'],
    [' 7 ', 'factoryID:7'],
  ])('%j → %s', (brandId, expected) => {
    expect(containerMetafieldKey(brandId)).toBe(expected);
  });

  it('refuses a blank brand id', () => {
    expect(() => containerMetafieldKey('')).toThrow(RangeError);
  });
});

describe('parseContainerMetafieldKey', () => {
  it.each([
    ['factoryID:40', '40'],
    ['factoryID: 40 ', '40'],
    ['factoryID:', null],
    ['factoryid:40', null],
    ['other', null],
    [40, null],
    [null, null],
  ])('%j → %j', (key, expected) => {
    expect(parseContainerMetafieldKey(key)).toBe(expected);
  });
});

describe('containerMetafield', () => {
  it('builds the default 26CBM metafield of a brand', () => {
    expect(containerMetafield(40)).toEqual({
      permission_set: 'app_only',
      namespace: 'container_size',
      key: 'factoryID:40',
      value: '26CBM',
      description: 'Container capacity of brand 40',
    });
  });

  it('takes another capacity', () => {
    expect(containerMetafield('12', 67).value).toBe('67CBM');
  });

  it('refuses a bad capacity', () => {
    expect(() => containerMetafield(40, 0)).toThrow(RangeError);
  });
});

describe('capacityFromMetafields', () => {
  const metafields = [
    { namespace: 'container_size', key: 'factoryID:40', value: '33CBM' },
    { namespace: 'other', key: 'factoryID:41', value: '99CBM' },
    { key: 'factoryID:42', value: ' 67 cbm ' },
    { namespace: null, key: 'factoryID:43', value: '76CBM' },
    { namespace: 'container_size', key: 'factoryID:44', value: 'garbage' },
  ];

  it.each([
    [40, 33],
    ['40', 33],
    [41, 26],
    [42, 67],
    [43, 76],
    [44, 26],
    [45, 26],
  ])('brand %j → %s CBM', (brandId, expected) => {
    expect(capacityFromMetafields(metafields, brandId)).toBe(expected);
  });

  it('defaults to 26 CBM without metafields', () => {
    expect(capacityFromMetafields(null, 40)).toBe(26);
    expect(capacityFromMetafields(undefined, 40)).toBe(26);
    expect(capacityFromMetafields([], 40)).toBe(26);
  });
});
