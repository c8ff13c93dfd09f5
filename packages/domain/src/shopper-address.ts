// How a storefront server tells the backend whose request it is sending (behaviour.md#security): every
// shopper reaches the backend through the storefront's own address, so per-address limits
// would otherwise be one bucket for all. The storefront signs the shopper's address with a
// secret it shares with the backend; the backend trusts the address only with a fresh,
// valid signature. The HMAC itself is computed at each end (node:crypto).

/** The shopper's IP address, as the storefront's server saw it. */
export const SHOPPER_ADDRESS_HEADER = 'X-Shopper-Address';
/** `t={unix seconds},v1={hex HMAC-SHA256 of shopperSignaturePayload}`. */
export const SHOPPER_SIGNATURE_HEADER = 'X-Shopper-Signature';
/** A signature older (or further in the future) than this is refused: replays stay short. */
export const SHOPPER_SIGNATURE_MAX_AGE_SECONDS = 300;

/** The text that is signed: the time and the address, so neither can be swapped alone. */
export function shopperSignaturePayload(unixSeconds: number, address: string): string {
  return `${String(unixSeconds)}.${address}`;
}

/** The signature header's value for a time and a hex digest. */
export function formatShopperSignature(unixSeconds: number, hexDigest: string): string {
  return `t=${String(unixSeconds)},v1=${hexDigest}`;
}

/** Reads the signature header; undefined when it is not in the expected form. */
export function parseShopperSignature(
  header: string,
): { unixSeconds: number; hexDigest: string } | undefined {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  if (!match?.[1] || !match[2]) return undefined;
  return { unixSeconds: Number(match[1]), hexDigest: match[2] };
}
