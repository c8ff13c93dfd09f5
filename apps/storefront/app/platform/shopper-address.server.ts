import { createHmac } from 'node:crypto';
import {
  SHOPPER_ADDRESS_HEADER,
  SHOPPER_SIGNATURE_HEADER,
  formatShopperSignature,
  shopperSignaturePayload,
} from '@shop/domain';

/**
 * The headers that tell the backend whose request this server is making (behaviour.md#security): the
 * shopper's address, signed with the secret the backend shares, so its per-address limits
 * count shoppers rather than this server. None without both an address and a secret.
 */
export function shopperAddressHeaders(
  secret: string | undefined,
  address: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> | undefined {
  if (!secret || !address) return undefined;
  const digest = createHmac('sha256', secret)
    .update(shopperSignaturePayload(nowSeconds, address))
    .digest('hex');
  return {
    [SHOPPER_ADDRESS_HEADER]: address,
    [SHOPPER_SIGNATURE_HEADER]: formatShopperSignature(nowSeconds, digest),
  };
}
