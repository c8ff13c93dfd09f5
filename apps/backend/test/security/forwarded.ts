import { createHmac } from 'node:crypto';
import {
  SHOPPER_ADDRESS_HEADER,
  SHOPPER_SIGNATURE_HEADER,
  formatShopperSignature,
  shopperSignaturePayload,
} from '@shop/domain';

export const ADDRESS_SECRET = 'test-shopper-address-secret-0123456789abcdef';

/** The headers a storefront server sends for `shopper`, signed at `unixSeconds`. */
export function forwardedFor(
  shopper: string,
  { secret = ADDRESS_SECRET, unixSeconds = Math.floor(Date.now() / 1000) } = {},
): Record<string, string> {
  const digest = createHmac('sha256', secret)
    .update(shopperSignaturePayload(unixSeconds, shopper))
    .digest('hex');
  return {
    [SHOPPER_ADDRESS_HEADER]: shopper,
    [SHOPPER_SIGNATURE_HEADER]: formatShopperSignature(unixSeconds, digest),
  };
}
