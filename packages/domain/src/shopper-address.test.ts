import { describe, expect, it } from 'vitest';
import {
  formatShopperSignature,
  parseShopperSignature,
  shopperSignaturePayload,
} from './shopper-address';

describe('shopper address signature', () => {
  const digest = 'ab'.repeat(32);

  it('round-trips the header', () => {
    expect(parseShopperSignature(formatShopperSignature(1_700_000_000, digest))).toEqual({
      unixSeconds: 1_700_000_000,
      hexDigest: digest,
    });
  });

  it('refuses anything else', () => {
    for (const header of ['', 't=1', `v1=${digest}`, `t=x,v1=${digest}`, `t=1,v1=${digest}0`])
      expect(parseShopperSignature(header)).toBeUndefined();
  });

  it('signs the time with the address', () => {
    expect(shopperSignaturePayload(12, '2001:db8::1')).toBe('12.2001:db8::1');
  });
});
